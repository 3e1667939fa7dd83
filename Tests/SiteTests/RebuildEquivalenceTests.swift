import TestSupport
import Foundation
import Site
import Testing

/// Whatever happened since the last build, a rebuild into the same output gives the bytes a
/// clean build gives: random sequences of edits, additions, deletions, renames, template and
/// string changes and touches, each followed by a rebuild (memo, linked unchanged files and all)
/// and a clean build into a fresh folder, compared file by file.
@Suite struct RebuildEquivalenceTests {
    enum Step: CaseIterable {
        case editPage, addComponent, deleteComponent, renameComponent, editTemplate, editVisibleTemplate
        case editStrings, touchWithoutChange, editGuide, editSource, editSite, editSummary, editAPIRow
        case sameSizeEditWithTimePutBack, replaceContent, retargetContent
    }

    /// The files of a component like `fade-list`, named `slug`.
    private func writeComponent(_ slug: String, into folder: TemporaryFolder, sentence: String = "") {
        let typeName = slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let title = slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        let english = SmallCatalog.englishPage()
            .replacingOccurrences(of: "title: Fade List", with: "title: \(title)")
            .replacingOccurrences(of: "keywords: [fade, list, rows]", with: "keywords: [fade, \(slug)]")
        folder.write("Content/components/\(slug)/index.en.md", english + sentence)
        folder.write(
            "Content/components/\(slug)/index.es.md",
            SmallCatalog.spanishPage.replacingOccurrences(of: "title: Lista que aparece", with: "title: \(title) (es)"))
        folder.write(
            "Content/components/\(slug)/\(typeName).swift",
            SmallCatalog.source.replacingOccurrences(of: "FadeList", with: typeName))
    }

    /// A build into `output`: `catalog watch`'s when given its `store`, else `catalog build`'s
    /// with its store in the state folder; a clean one (`clean`) reads and writes no store.
    private func build(
        _ folder: TemporaryFolder, into output: String, store: ArtifactStore? = nil, clean: Bool = false
    ) -> SiteBuild.Report {
        var options = SiteBuild.Options(
            contentFolder: folder.path + "/Content", templatesFolder: folder.path + "/Templates",
            outputFolder: folder.path + "/" + output)
        options.checkSwiftSyntax = false
        options.store = store
        options.keepsStore = !clean
        return SiteBuild(options: options).run()
    }

    private func append(_ text: String, to relative: String, in folder: TemporaryFolder) throws {
        let old = try String(contentsOfFile: folder.path + "/" + relative, encoding: .utf8)
        folder.write(relative, old + text)
    }

    /// `Content` is a symbolic link to one of two folders, so that a step can retarget it.
    private func otherTarget(_ folder: TemporaryFolder) throws -> (now: String, other: String) {
        let now = try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Content")
        return (now, now == "ContentA" ? "ContentB" : "ContentA")
    }

    /// Seeds 1–4 rebuild as `catalog build` does, each build a new ``SiteBuild`` that reads
    /// what the last one kept in its store on disk (as a new process would); 5–8 keep one
    /// ``ArtifactStore`` in memory for all their rebuilds, as `catalog watch` does. The clean
    /// builds use no store at all.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func randomEditsRebuildToTheBytesOfACleanBuild(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        let store = seed > 4 ? ArtifactStore() : nil
        let folder = TemporaryFolder()
        for (relative, text) in SmallCatalog.files { folder.write("ContentA/" + relative, text) }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Content", withDestinationPath: "ContentA")
        folder.copy(Repository.templates, to: "Templates")
        #expect(build(folder, into: "Public", store: store).succeeded)
        var added: [String] = []
        var counter = 0
        var done: [String] = []
        for round in 0..<14 {
            counter += 1
            let step = Step.allCases.randomElement(using: &random)!
            switch step {
            case .editPage:
                let slug = (["fade-list"] + added).randomElement(using: &random)!
                try append(
                    "\nOne more sentence, number \(counter).\n", to: "Content/components/\(slug)/index.en.md",
                    in: folder)
            case .addComponent:
                let slug = "extra-\(counter)"
                writeComponent(slug, into: folder)
                added.append(slug)
            case .deleteComponent:
                guard let slug = added.randomElement(using: &random) else { continue }
                try FileManager.default.removeItem(atPath: folder.path + "/Content/components/" + slug)
                added.removeAll { $0 == slug }
            case .renameComponent:
                guard let slug = added.randomElement(using: &random) else { continue }
                try FileManager.default.removeItem(atPath: folder.path + "/Content/components/" + slug)
                added.removeAll { $0 == slug }
                let renamed = "renamed-\(counter)"
                writeComponent(renamed, into: folder, sentence: "\nRenamed from \(slug).\n")
                added.append(renamed)
            case .editTemplate:
                try append("{{! comment \(counter) }}\n", to: "Templates/partials/footer.mustache", in: folder)
            case .editVisibleTemplate:
                try append("<p>Footer note \(counter)</p>\n", to: "Templates/partials/footer.mustache", in: folder)
            case .editStrings:
                let path = "Templates/strings/en.yml"
                let text = try String(contentsOfFile: folder.path + "/" + path, encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    line.hasPrefix("home: ") ? "home: Home \(counter)" : String(line)
                }
                folder.write(path, lines.joined(separator: "\n"))
            case .touchWithoutChange:
                utimensat(AT_FDCWD, folder.path + "/Content/components/fade-list/index.es.md", nil, 0)
            case .editGuide:
                try append("\nGuide sentence \(counter).\n", to: "Content/guides/fading-rows/index.en.md", in: folder)
            case .editSite:
                let path = "Content/site.yml"
                let text = try String(contentsOfFile: folder.path + "/" + path, encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    line.hasPrefix("base-url: ") ? "base-url: https://example.org/v\(counter)/" : String(line)
                }
                folder.write(path, lines.joined(separator: "\n"))
            case .editSummary:
                let slug = (["fade-list"] + added).randomElement(using: &random)!
                let path = "Content/components/\(slug)/index.en.md"
                let text = try String(contentsOfFile: folder.path + "/" + path, encoding: .utf8)
                folder.write(
                    path,
                    text.replacingOccurrences(of: "summary: Rows fade in", with: "summary: Rows (\(counter)) fade in"))
            case .editAPIRow:
                let slug = (["fade-list"] + added).randomElement(using: &random)!
                let path = "Content/components/\(slug)/index.en.md"
                let text = try String(contentsOfFile: folder.path + "/" + path, encoding: .utf8)
                folder.write(
                    path, text.replacingOccurrences(of: "Space between rows.", with: "Space between rows, \(counter)."))
            case .editSource:
                try append("// note \(counter)\n", to: "Content/components/fade-list/FadeList.swift", in: folder)
            case .sameSizeEditWithTimePutBack:
                let path = folder.path + "/Content/components/fade-list/index.en.md"
                var info = stat()
                stat(path, &info)
                let text = try String(contentsOfFile: path, encoding: .utf8)
                let digit = "\(counter % 10)"
                folder.write(
                    "Content/components/fade-list/index.en.md",
                    text.replacingOccurrences(of: "Rows fade in", with: "Rows fade \(digit)n").replacingOccurrences(
                        of: "Rows fade [0-9]n", with: "Rows fade \(digit)n", options: .regularExpression))
                var times = [info.st_atim, info.st_mtim]
                utimensat(AT_FDCWD, path, &times, 0)
            case .replaceContent:
                let (now, _) = try otherTarget(folder)
                let manager = FileManager.default
                try manager.copyItem(atPath: folder.path + "/" + now, toPath: folder.path + "/Replacement")
                try append(
                    "\nReplaced \(counter).\n", to: "Replacement/components/fade-list/index.en.md", in: folder)
                try manager.moveItem(atPath: folder.path + "/" + now, toPath: folder.path + "/Old")
                try manager.moveItem(atPath: folder.path + "/Replacement", toPath: folder.path + "/" + now)
                try manager.removeItem(atPath: folder.path + "/Old")
            case .retargetContent:
                let (now, other) = try otherTarget(folder)
                let manager = FileManager.default
                try? manager.removeItem(atPath: folder.path + "/" + other)
                try manager.copyItem(atPath: folder.path + "/" + now, toPath: folder.path + "/" + other)
                try append("\nRetargeted \(counter).\n", to: other + "/components/fade-list/index.en.md", in: folder)
                try manager.createSymbolicLink(atPath: folder.path + "/Content.new", withDestinationPath: other)
                rename(folder.path + "/Content.new", folder.path + "/Content")
            }
            done.append("\(step)")
            let rebuilt = build(folder, into: "Public", store: store)
            #expect(rebuilt.succeeded, "seed \(seed), steps \(done): \(rebuilt.diagnostics)")
            let clean = "Clean-\(round)"
            #expect(build(folder, into: clean, clean: true).succeeded)
            let ours = siteSnapshot(folder.path + "/Public")
            let theirs = siteSnapshot(folder.path + "/" + clean)
            let differing = Set(ours.keys).union(theirs.keys).filter { ours[$0] != theirs[$0] }.sorted()
            #expect(differing.isEmpty, "seed \(seed), steps \(done): \(differing.prefix(10))")
            try FileManager.default.removeItem(atPath: folder.path + "/" + clean)
            try? FileManager.default.removeItem(atPath: folder.path + "/." + clean + ".catalog")
        }
    }

    /// A component page shows how many components each of its tags has: a keyword added to
    /// another component, neither its neighbour nor edited itself, changes the page. Plain
    /// rebuilds (`catalog build`) and one store in memory (`catalog watch`).
    @Test(arguments: [false, true])
    func aTagCountChangedElsewhereReachesTheComponentPage(watching: Bool) throws {
        let folder = TemporaryFolder()
        for (relative, text) in SmallCatalog.files { folder.write("Content/" + relative, text) }
        folder.copy(Repository.templates, to: "Templates")
        writeComponent("second-list", into: folder)
        writeComponent("third-list", into: folder)
        let store = watching ? ArtifactStore() : nil
        #expect(build(folder, into: "Public", store: store).succeeded)
        // `rows` is fade-list's keyword alone; third-list, two places away, takes it too.
        let path = "Content/components/third-list/index.en.md"
        let text = try String(contentsOfFile: folder.path + "/" + path, encoding: .utf8)
        #expect(text.contains("keywords: [fade, third-list]"))
        folder.write(
            path,
            text.replacingOccurrences(of: "keywords: [fade, third-list]", with: "keywords: [fade, third-list, rows]"))
        let rebuilt = build(folder, into: "Public", store: store)
        #expect(rebuilt.succeeded, "\(rebuilt.diagnostics)")
        #expect(build(folder, into: "Clean", clean: true).succeeded)
        let ours = siteSnapshot(folder.path + "/Public")
        let theirs = siteSnapshot(folder.path + "/Clean")
        #expect(ours.count == theirs.count)
        let differing = Set(ours.keys).union(theirs.keys).filter { ours[$0] != theirs[$0] }.sorted()
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }

    /// A page that is a symbolic link to another file of `Content/`, edited to the same size
    /// with its times put back, is read again through the link.
    @Test(arguments: [false, true])
    func aSameSizeEditBehindAFileLinkIsSeen(watching: Bool) throws {
        let folder = TemporaryFolder()
        for (relative, text) in SmallCatalog.files { folder.write("Content/" + relative, text) }
        folder.copy(Repository.templates, to: "Templates")
        let page = "Content/components/fade-list/index.en.md"
        let text = try String(contentsOfFile: folder.path + "/" + page, encoding: .utf8)
        folder.write("Content/pages/fade-list.md", text)
        try FileManager.default.removeItem(atPath: folder.path + "/" + page)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/" + page, withDestinationPath: "../../pages/fade-list.md")
        let store = watching ? ArtifactStore() : nil
        #expect(build(folder, into: "Public", store: store).succeeded)
        let target = folder.path + "/Content/pages/fade-list.md"
        let times = try FileManager.default.attributesOfItem(atPath: target)[.modificationDate] as? Date
        let edited = text.replacingOccurrences(of: "Fade List", with: "Fade Lust")
        #expect(edited != text && edited.utf8.count == text.utf8.count)
        folder.write("Content/pages/fade-list.md", edited)
        try FileManager.default.setAttributes([.modificationDate: times as Any], ofItemAtPath: target)
        #expect(build(folder, into: "Public", store: store).succeeded)
        #expect(build(folder, into: "Clean", clean: true).succeeded)
        let ours = siteSnapshot(folder.path + "/Public")
        #expect(ours == siteSnapshot(folder.path + "/Clean"))
        #expect(ours["components/fade-list.html"].map { String(decoding: $0, as: UTF8.self).contains("Fade Lust") } == true)
    }

    /// After an edit of one component page, a build takes the rest from its store: the other
    /// components are not loaded again and their pages are not rendered.
    @Test(arguments: [false, true])
    func aRebuildMakesOnlyWhatTheEditReaches(watching: Bool) throws {
        let folder = TemporaryFolder()
        for (relative, text) in SmallCatalog.files { folder.write("Content/" + relative, text) }
        folder.copy(Repository.templates, to: "Templates")
        writeComponent("second-list", into: folder)
        writeComponent("third-list", into: folder)
        let store = watching ? ArtifactStore() : nil
        let first = build(folder, into: "Public", store: store)
        #expect(first.succeeded && first.keptPages == 0)
        try append("\nOne more sentence.\n", to: "Content/components/second-list/index.en.md", in: folder)
        let rebuilt = build(folder, into: "Public", store: store)
        #expect(rebuilt.succeeded)
        // The edited page, and the pages that show its summary or search text, are rendered;
        // every other page is taken from the last build unrendered.
        #expect(rebuilt.pages == first.pages)
        #expect(rebuilt.keptPages >= rebuilt.pages - 4, "\(rebuilt.keptPages) of \(rebuilt.pages)")
        // The other components' pages and files are taken whole, their contexts not even made.
        #expect(rebuilt.keptComponents == rebuilt.components - 1)
        #expect(rebuilt.unchangedFiles > rebuilt.files - 20, "\(rebuilt.unchangedFiles) of \(rebuilt.files)")
        #expect(build(folder, into: "Clean", clean: true).succeeded)
        #expect(siteSnapshot(folder.path + "/Public") == siteSnapshot(folder.path + "/Clean"))
        let again = build(folder, into: "Public", store: store)
        #expect(again.upToDate)
    }
}
