import CatalogFixtures
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

    /// A build into `output`; a clean one (`clean`) without the build cache, else a plain build
    /// reads and writes it and checks every page it keeps by its key against the page's context.
    private func build(
        _ folder: TemporaryFolder, into output: String, reuse: ReuseCache? = nil, clean: Bool = false
    ) -> SiteBuild.Report {
        var options = SiteBuild.Options(
            contentFolder: folder.path + "/Content", templatesFolder: folder.path + "/Templates",
            outputFolder: folder.path + "/" + output)
        options.checkSwiftSyntax = false
        options.reuse = reuse
        options.keepsCache = !clean
        options.checksCacheKeys = true
        return SiteBuild(options: options).run()
    }

    private func append(_ text: String, to relative: String, in folder: TemporaryFolder) throws {
        let old = try String(contentsOfFile: folder.path + "/" + relative, encoding: .utf8)
        folder.write(relative, old + text)
    }

    /// Seeds 1–4 rebuild as `catalog build` does, each build a new ``SiteBuild`` that reads
    /// what the last one kept in the build cache (as a new process would); 5–8 keep one
    /// ``ReuseCache`` for all their rebuilds, as `catalog watch` does. The clean builds use no
    /// cache at all.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func randomEditsRebuildToTheBytesOfACleanBuild(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        let reuse = seed > 4 ? ReuseCache() : nil
        reuse?.checksPageKeys = true
        let folder = TemporaryFolder()
        for (relative, text) in SmallCatalog.files { folder.write("Content/" + relative, text) }
        folder.copy(Repository.templates, to: "Templates")
        #expect(build(folder, into: "Public", reuse: reuse).succeeded)
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
            }
            done.append("\(step)")
            let rebuilt = build(folder, into: "Public", reuse: reuse)
            #expect(rebuilt.succeeded, "seed \(seed), steps \(done): \(rebuilt.diagnostics)")
            let clean = "Clean-\(round)"
            #expect(build(folder, into: clean, clean: true).succeeded)
            let ours = snapshot(folder.path + "/Public")
            let theirs = snapshot(folder.path + "/" + clean)
            let differing = Set(ours.keys).union(theirs.keys).filter { ours[$0] != theirs[$0] }.sorted()
            #expect(differing.isEmpty, "seed \(seed), steps \(done): \(differing.prefix(10))")
            try FileManager.default.removeItem(atPath: folder.path + "/" + clean)
            try? FileManager.default.removeItem(atPath: folder.path + "/." + clean + ".catalog")
        }
    }

    /// A component page shows how many components each of its tags has: a keyword added to
    /// another component, neither its neighbour nor edited itself, changes the page, and a page
    /// kept by its key would be stale. Plain rebuilds (`catalog build`) and one ``ReuseCache``
    /// (`catalog watch`).
    @Test(arguments: [false, true])
    func aTagCountChangedElsewhereReachesTheComponentPage(watching: Bool) throws {
        let folder = TemporaryFolder()
        for (relative, text) in SmallCatalog.files { folder.write("Content/" + relative, text) }
        folder.copy(Repository.templates, to: "Templates")
        writeComponent("second-list", into: folder)
        writeComponent("third-list", into: folder)
        let reuse = watching ? ReuseCache() : nil
        reuse?.checksPageKeys = true
        #expect(build(folder, into: "Public", reuse: reuse).succeeded)
        // `rows` is fade-list's keyword alone; third-list, two places away, takes it too.
        let path = "Content/components/third-list/index.en.md"
        let text = try String(contentsOfFile: folder.path + "/" + path, encoding: .utf8)
        #expect(text.contains("keywords: [fade, third-list]"))
        folder.write(
            path,
            text.replacingOccurrences(of: "keywords: [fade, third-list]", with: "keywords: [fade, third-list, rows]"))
        let rebuilt = build(folder, into: "Public", reuse: reuse)
        #expect(rebuilt.succeeded, "\(rebuilt.diagnostics)")
        if let reuse { #expect(!reuse.lastTagsKept) }
        #expect(build(folder, into: "Clean", clean: true).succeeded)
        let ours = snapshot(folder.path + "/Public")
        let theirs = snapshot(folder.path + "/Clean")
        #expect(ours.count == theirs.count)
        let differing = Set(ours.keys).union(theirs.keys).filter { ours[$0] != theirs[$0] }.sorted()
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }

    @Test func aWatchRebuildReadsAndDrawsOnlyWhatChanged() throws {
        let folder = TemporaryFolder()
        for (relative, text) in SmallCatalog.files { folder.write("Content/" + relative, text) }
        folder.copy(Repository.templates, to: "Templates")
        writeComponent("second-list", into: folder)
        writeComponent("third-list", into: folder)
        let reuse = ReuseCache()
        #expect(build(folder, into: "Public", reuse: reuse).succeeded)
        #expect(reuse.components.lastBuild == (reused: 0, loaded: 3))
        try append("\nOne more sentence.\n", to: "Content/components/second-list/index.en.md", in: folder)
        #expect(build(folder, into: "Public", reuse: reuse).succeeded)
        #expect(reuse.components.lastBuild == (reused: 2, loaded: 1))
        // The timeline did not change: every drawing is the last build's (three cards, and the
        // edited component's timeline worded in English and Spanish; the pages of the other
        // components are kept by their keys, so their timelines are not even looked up).
        #expect(reuse.lastRender == (reused: 5, drawn: 0))
        // Of the pages, only the edited component's are rendered (its key covers both
        // languages); the others are kept from the last build unrendered.
        let pages = reuse.lastPages
        #expect(pages.rendered == 2 && pages.linked > 20, "\(pages)")
        // The edited page is cut into words again for both indexes (the Spanish one holds its
        // English text at low weight). The other components' pages are not even looked up:
        // the indexes are the last build's, with the edited page taken out and put in again;
        // the guide, keyed by a hash of its document, is not looked up either.
        #expect(reuse.search.lastBuild == (reused: 0, analysed: 2))
        // No keyword changed: the tags are the last build's.
        #expect(reuse.lastTagsKept)
        // A new timeline is drawn; site.yml changed means every component is read again.
        let page = folder.path + "/Content/components/third-list/index.en.md"
        let text = try String(contentsOfFile: page, encoding: .utf8)
        folder.write(
            "Content/components/third-list/index.en.md", text.replacingOccurrences(of: "items: 3", with: "items: 4"))
        #expect(build(folder, into: "Public", reuse: reuse).succeeded)
        #expect(reuse.components.lastBuild == (reused: 2, loaded: 1))
        // Two cards and two worded timelines reused; one card and one timeline drawn anew.
        #expect(reuse.lastRender == (reused: 4, drawn: 2))
        try append("\n", to: "Content/site.yml", in: folder)
        #expect(build(folder, into: "Public", reuse: reuse).succeeded)
        #expect(reuse.components.lastBuild == (reused: 0, loaded: 3))
        #expect(build(folder, into: "Clean", clean: true).succeeded)
        #expect(snapshot(folder.path + "/Public") == snapshot(folder.path + "/Clean"))
    }
}
