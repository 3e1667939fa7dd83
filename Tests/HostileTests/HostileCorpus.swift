import Foundation
import TestSupport

/// The hostile inputs: what a careless user or a hostile contributor could hand the tool.
enum HostileCorpus {
    static var all: [HostileCase] {
        outputFolder + engine + contentFiles + names + smaller + swiftCompiler + timelineNumbers + parsers + roundTwo
            + roundThree
    }

    static let componentPage = "Content/components/fade-list/index.en.md"

    // MARK: The output folder

    static let outputFolder: [HostileCase] = [
        HostileCase(
            name: "output is a folder of the user's files",
            arguments: ["build", "--no-swift-check", "--output", "docs"],
            setup: { $0.write("docs/notes.txt", "mine") }),
        HostileCase(
            name: "output is the current folder holding the content",
            arguments: ["build", "--no-swift-check", "--output", "."]),
        HostileCase(
            name: "output is the current folder given as an absolute path",
            arguments: ["build", "--no-swift-check", "--output", "$W"]),
        HostileCase(
            name: "output is the content folder", arguments: ["build", "--no-swift-check", "--output", "Content"]),
        HostileCase(
            name: "output lies inside the content folder",
            arguments: ["build", "--no-swift-check", "--output", "Content/site"]),
        HostileCase(
            name: "output is the templates folder", arguments: ["build", "--no-swift-check", "--output", "Templates"]),
        HostileCase(
            name: "output lies inside the templates folder",
            arguments: ["build", "--no-swift-check", "--output", "Templates/assets"]),
        HostileCase(
            name: "output reaches the content folder through ..",
            arguments: ["build", "--no-swift-check", "--output", "Public/../Content"]),
        HostileCase(
            name: "output is a link to the content folder",
            arguments: ["build", "--no-swift-check", "--output", "site"],
            setup: { $0.link("site", to: "Content") }),
        HostileCase(
            name: "output lies under a link into the content folder",
            arguments: ["build", "--no-swift-check", "--output", "shortcut/out"],
            setup: { $0.link("shortcut", to: "Content/components") }),
        HostileCase(
            name: "output is the root folder", arguments: ["build", "--no-swift-check", "--output", "/"]),
        HostileCase(
            name: "output is the home folder", arguments: ["build", "--no-swift-check", "--output", "home"],
            environment: ["HOME": "$W/home"],
            setup: { $0.makeFolder("home") }),
        HostileCase(
            name: "output is an empty path", arguments: ["build", "--no-swift-check", "--output", ""]),
        HostileCase(
            name: "output is a regular file", arguments: ["build", "--no-swift-check", "--output", "site.txt"],
            setup: { $0.write("site.txt", "not a folder") }),
        HostileCase(
            name: "output is a FIFO", arguments: ["build", "--no-swift-check", "--output", "pipe"],
            setup: { $0.fifo("pipe") }),
        HostileCase(
            name: "output is a link to a folder", arguments: ["build", "--no-swift-check", "--output", "site"],
            setup: {
                $0.makeFolder("real-site")
                $0.link("site", to: "real-site")
            }),
        HostileCase(
            name: "output holds a file the build did not write",
            setup: { $0.write("Public/CNAME", "example.org") }),
        HostileCase(
            name: "output holds a folder of files the build did not write",
            setup: {
                $0.write("Public/drafts/a.html", "a")
                $0.write("Public/drafts/b.html", "b")
            }),
        HostileCase(
            name: "output manifest is not a manifest",
            setup: { $0.write("Public/.catalog-output", "index.html\n") }),
        HostileCase(
            name: "output manifest is a folder",
            setup: {
                $0.remove("Public/.catalog-output")
                $0.makeFolder("Public/.catalog-output")
            }),
        HostileCase(
            name: "state folder belongs to someone else", arguments: ["build", "--no-swift-check", "--output", "docs"],
            setup: { $0.write(".docs.catalog/notes.txt", "mine") }),
        HostileCase(
            name: "state folder is a file", arguments: ["build", "--no-swift-check", "--output", "docs"],
            setup: { $0.write(".docs.catalog", "mine") }),
        HostileCase(
            name: "output given twice", arguments: ["build", "--output", "a", "--output", "b"]),
        HostileCase(
            name: "leftover of a killed build with a read-only folder is removed",
            setup: {
                $0.write(".Public.catalog/building-999999/assets/style.css", "old")
                $0.chmod(".Public.catalog/building-999999/assets/style.css", 0o444)
                $0.chmod(".Public.catalog/building-999999/assets", 0o555)
            },
            verify: { workspace, _ in
                try expectNoLeftovers(workspace)
            }),
        HostileCase(
            name: "leftover replaced output is removed by its manifest",
            setup: {
                $0.write(".Public.catalog/building-999998/index.html", "old")
                $0.write(".Public.catalog/building-999998/.catalog-output", "catalog-output 1\nindex.html\n")
            },
            verify: { workspace, _ in try expectNoLeftovers(workspace) }),
        HostileCase(
            name: "leftover replaced output keeps files its manifest does not list",
            setup: {
                $0.write(".Public.catalog/building-999997/index.html", "old")
                $0.write(".Public.catalog/building-999997/mine.txt", "mine")
                $0.write(".Public.catalog/building-999997/.catalog-output", "catalog-output 1\nindex.html\n")
            },
            verify: { workspace, run in
                let kept = try FileManager.default.contentsOfDirectory(atPath: workspace.path + "/.Public.catalog")
                    .filter { $0.hasPrefix("kept-") }
                try check(kept.count == 1, "one kept folder: \(kept)")
                try check(
                    workspace.read(".Public.catalog/\(kept[0])/mine.txt") == "mine", "the unlisted file is kept")
                try check(run.standardError.contains("note: files that 'catalog build' did not write"), "a note")
            }),
        HostileCase(
            name: "output with a trailing slash builds",
            arguments: ["build", "--no-swift-check", "--output", "Public/"]),
        HostileCase(
            name: "an empty folder made by the user is accepted as output",
            arguments: ["build", "--no-swift-check", "--output", "fresh"],
            mayChange: ["fresh", ".fresh.catalog"],
            setup: { $0.makeFolder("fresh") },
            verify: { workspace, _ in
                try check(!workspace.read("fresh/.catalog-output").isEmpty, "the new output has a manifest")
            }),
        HostileCase(
            name: "read-only file in the output is replaced",
            setup: { $0.chmod("Public/index.html", 0o444) }),
    ]

    // MARK: Content and template files

    static let contentFiles: [HostileCase] = [
        HostileCase(
            name: "page is a link to /dev/zero",
            setup: { $0.link(componentPage, to: "/dev/zero") }),
        HostileCase(
            name: "page is a link to a file outside the content folder",
            setup: {
                $0.write("outside.md", SmallCatalog.englishPage())
                $0.link(componentPage, to: "../../../outside.md")
            }),
        HostileCase(
            name: "page is a link inside the content folder",
            setup: {
                $0.write("Content/shared/fade-list.md", SmallCatalog.englishPage())
                $0.link(componentPage, to: "../../shared/fade-list.md")
            }),
        HostileCase(
            name: "component folder is a link out of the content folder",
            setup: {
                for (name, text) in SmallCatalog.files where name.hasPrefix("components/fade-list/") {
                    $0.write("elsewhere/" + name.dropFirst("components/fade-list/".count), text)
                }
                $0.link("Content/components/other-list", to: "../../elsewhere")
            }),
        HostileCase(
            name: "Swift source is a link out of the content folder",
            setup: { $0.link("Content/components/fade-list/FadeList.swift", to: "/etc/passwd") }),
        HostileCase(
            name: "page is a FIFO",
            setup: { $0.fifo(componentPage) }),
        HostileCase(
            name: "page is a folder",
            setup: {
                $0.remove(componentPage)
                $0.makeFolder(componentPage)
            }),
        HostileCase(
            name: "page is over 1 MiB",
            setup: {
                $0.write(
                    componentPage, SmallCatalog.englishPage() + String(repeating: "Filler text. ", count: 90_000))
            }),
        HostileCase(
            name: "page has a NUL byte",
            setup: {
                $0.write(
                    componentPage,
                    SmallCatalog.englishPage().replacingOccurrences(of: "Rows fade in,", with: "Rows\u{0} fade in,")
                )
            }),
        HostileCase(
            name: "page is not UTF-8",
            setup: {
                var bytes = Array(SmallCatalog.englishPage().utf8)
                bytes.insert(0xFF, at: 20)
                $0.write(componentPage, bytes: bytes)
            }),
        HostileCase(
            name: "page cannot be read",
            setup: { $0.chmod(componentPage, 0o000) },
            skipReason: runningAsRoot ? "permission bits do not stop root" : nil),
        HostileCase(
            name: "page is empty",
            setup: { $0.write(componentPage, "") }),
        HostileCase(
            name: "site.yml is a link out of the content folder",
            setup: {
                $0.write("site.yml", SmallCatalog.site)
                $0.link("Content/site.yml", to: "../site.yml")
            }),
        HostileCase(
            name: "site.yml is a FIFO",
            setup: { $0.fifo("Content/site.yml") }),
        HostileCase(
            name: "site.yml is missing",
            setup: { $0.remove("Content/site.yml") }),
        HostileCase(
            name: "content folder is missing",
            setup: { $0.remove("Content") }),
        HostileCase(
            name: "content folder is a file",
            setup: {
                $0.remove("Content")
                $0.write("Content", "not a folder")
            }),
        HostileCase(
            name: "templates folder is missing, and the content has an error too",
            setup: {
                $0.remove("Templates")
                $0.write(
                    componentPage,
                    SmallCatalog.englishPage().replacingOccurrences(of: "level: beginner\n", with: ""))
            }),
        HostileCase(
            name: "template is a link out of the templates folder",
            setup: {
                $0.write("home.mustache", "<html></html>")
                $0.link("Templates/pages/home.mustache", to: "../../home.mustache")
            }),
        HostileCase(
            name: "asset is a link to /etc/passwd",
            setup: { $0.link("Templates/assets/passwd.txt", to: "/etc/passwd") }),
        HostileCase(
            name: "asset is a FIFO",
            setup: { $0.fifo("Templates/assets/pipe.css") }),
        HostileCase(
            name: "assets nested 40 folders deep",
            setup: {
                $0.write("Templates/assets/" + Array(repeating: "d", count: 40).joined(separator: "/") + "/x.css", "x")
            }),
        HostileCase(
            name: "hidden component folder is skipped with a warning",
            setup: {
                for (name, text) in SmallCatalog.files where name.hasPrefix("components/fade-list/") {
                    $0.write("Content/components/.draft/" + name.dropFirst("components/fade-list/".count), text)
                }
            }),
        HostileCase(
            name: "hidden component folder fails a strict build", arguments: ["build", "--no-swift-check", "--strict"],
            setup: { $0.write("Content/components/.draft/index.en.md", SmallCatalog.englishPage()) }),
    ]

    // MARK: Names that would collide

    static let names: [HostileCase] = [
        component(named: "index"),
        component(named: "schema"),
        component(named: String(repeating: "a", count: 65)),
        component(named: String(repeating: "long-", count: 49) + "name"),
        component(named: "Fade_List"),
        HostileCase(
            name: "asset named like a generated search index",
            setup: { $0.write("Templates/assets/search/en/index.js", "var hijacked = true;") }),
        HostileCase(
            name: "asset name with a control character",
            setup: { $0.write("Templates/assets/bad\u{7}name.css", "x") }),
        language(code: "components"),
        language(code: "api"),
        language(code: "assets"),
        language(code: "EN"),
        language(code: "1x"),
        HostileCase(
            name: "category slug is reserved",
            setup: {
                $0.write(
                    "Content/site.yml",
                    SmallCatalog.site.replacingOccurrences(of: "slug: feedback", with: "slug: index"))
            }),
        HostileCase(
            name: "guide slug is reserved",
            setup: {
                $0.write("Content/guides/index/index.en.md", SmallCatalog.guide(language: "en"))
            }),
        HostileCase(
            name: "component and guide share a slug",
            setup: {
                $0.write("Content/guides/fade-list/index.en.md", SmallCatalog.guide(language: "en"))
                $0.write("Content/guides/fade-list/index.es.md", SmallCatalog.guide(language: "es"))
            }),
    ]

    static func component(named slug: String) -> HostileCase {
        HostileCase(
            name: "component named '\(slug.prefix(40))' (\(slug.count) characters)",
            setup: {
                for (name, text) in SmallCatalog.files where name.hasPrefix("components/fade-list/") {
                    $0.write("Content/" + name.replacingOccurrences(of: "fade-list", with: slug), text)
                }
            })
    }

    static func language(code: String) -> HostileCase {
        HostileCase(
            name: "language code '\(code)'",
            setup: {
                $0.write(
                    "Content/site.yml",
                    SmallCatalog.site.replacingOccurrences(
                        of: "{ code: es, name: Español }\n",
                        with: "{ code: es, name: Español }\n  - { code: \(code), name: Other }\n"))
            })
    }

    // MARK: Smaller ones

    static let smaller: [HostileCase] = [
        HostileCase(
            name: "template error and content error reported together",
            setup: {
                $0.write("Templates/pages/404.mustache", "{{#open}} never closed")
                $0.write(
                    componentPage,
                    SmallCatalog.englishPage().replacingOccurrences(of: "level: beginner\n", with: ""))
            }),
        HostileCase(
            name: "render-time template error names the templates folder given",
            arguments: ["build", "--no-swift-check", "--templates", "MyTemplates"],
            setup: {
                try! FileManager.default.copyItem(atPath: $0.path + "/Templates", toPath: $0.path + "/MyTemplates")
                $0.write(
                    "MyTemplates/pages/404.mustache",
                    "{{>missing-partial}}{{#site.title}}{{/site.title}}{{< nothing}}{{/nothing}}")
            }),
        HostileCase(
            name: "new component whose name starts with a digit passes check",
            arguments: ["new", "component", "9lives"], mayChange: ["Content"],
            verify: { workspace, _ in try expectCheckPasses(workspace) }),
        HostileCase(
            name: "new component named self passes check", arguments: ["new", "component", "self"],
            mayChange: ["Content"],
            verify: { workspace, _ in try expectCheckPasses(workspace) }),
        HostileCase(
            name: "new component named view passes check", arguments: ["new", "component", "view"],
            mayChange: ["Content"],
            verify: { workspace, _ in try expectCheckPasses(workspace) }),
        HostileCase(
            name: "new component named color shadows no SwiftUI type", arguments: ["new", "component", "color"],
            mayChange: ["Content"],
            verify: { workspace, _ in
                try check(
                    FileManager.default.fileExists(
                        atPath: workspace.path + "/Content/components/color/ColorComponent.swift"),
                    "not ColorComponent.swift")
                try expectCheckPasses(workspace)
            }),
        HostileCase(
            name: "new components any and any-view make two types", arguments: ["new", "component", "any-view"],
            mayChange: ["Content"],
            setup: { workspace in _ = try? workspace.catalog(["new", "component", "any"]) },
            verify: { workspace, _ in
                let components = workspace.path + "/Content/components/"
                try check(FileManager.default.fileExists(atPath: components + "any/AnyComponent.swift"), "any")
                try check(
                    FileManager.default.fileExists(atPath: components + "any-view/AnyViewComponent.swift"), "any-view")
                try expectCheckPasses(workspace)
            }),
        HostileCase(
            name: "new component whose type another component declares",
            arguments: ["new", "component", "fade-list-x"],
            setup: { workspace in
                workspace.write("Content/components/other/FadeListX.swift", "// SPDX-License-Identifier: MIT\n")
            }),
        HostileCase(name: "new component with a reserved name", arguments: ["new", "component", "index"]),
        HostileCase(
            name: "new component with a 70-character name",
            arguments: ["new", "component", String(repeating: "x", count: 70)]),
        HostileCase(
            name: "new component that exists", arguments: ["new", "component", "fade-list"]),
        HostileCase(
            name: "new component where a dangling link stands", arguments: ["new", "component", "ghost"],
            setup: { $0.link("Content/components/ghost", to: "nowhere") }),
        HostileCase(
            name: "timeline of /dev/zero", arguments: ["timeline", "/dev/zero"]),
        HostileCase(
            name: "timeline of a FIFO", arguments: ["timeline", "pipe.md"],
            setup: { $0.fifo("pipe.md") }),
        HostileCase(
            name: "timeline of a missing page", arguments: ["timeline", "missing.md"]),
        HostileCase(
            name: "check with a page linked out of the content folder",
            arguments: ["check", "--no-swift-check"],
            setup: {
                $0.write("outside.md", SmallCatalog.englishPage())
                $0.link(componentPage, to: "../../../outside.md")
            }),
        HostileCase(
            name: "swift timeout that is not a number", arguments: ["build", "--swift-timeout", "soon"]),
    ]

    // MARK: The Swift compiler

    static let swiftCompiler: [HostileCase] = [
        fakeCompiler("swiftc that crashes without a word", "kill -SEGV $$"),
        fakeCompiler("swiftc that fails without an error line", "echo 'something broke'; exit 3"),
        fakeCompiler("swiftc that hangs", "sleep 60", arguments: ["--swift-timeout", "1"]),
        fakeCompiler(
            "swiftc that reports an error in a path holding a colon",
            "for f in \"$@\"; do case \"$f\" in *.swift) echo \"$f:7:3: error: expected '}'\";; esac; done; exit 1"),
        fakeCompiler(
            "swiftc that prints errors about no known file", "echo '<unknown>:0: error: unable to open'; exit 1"),
    ]

    static func fakeCompiler(_ name: String, _ script: String, arguments: [String] = []) -> HostileCase {
        HostileCase(
            name: name, arguments: ["build"] + arguments, environment: ["PATH": "$W/fake:/usr/bin:/bin"],
            setup: {
                $0.write("fake/swiftc", "#!/bin/sh\n\(script)\n")
                $0.chmod("fake/swiftc", 0o755)
            })
    }

    static func expectNoLeftovers(_ workspace: Workspace) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: workspace.path + "/.Public.catalog")
        try check(
            Set(names).isSubset(of: [".catalog-state", "lock", "store"]),
            "leftovers: \(names)")
    }

    /// A scaffold passes `check` as it is (its Swift parses); with `--strict`, only its
    /// placeholders, still to be replaced, are errors.
    static func expectCheckPasses(_ workspace: Workspace) throws {
        let check = try workspace.catalog(["check"])
        try HostileCorpus.check(check.status == 0, "check fails: \(check.standardError)")
        let strict = try workspace.catalog(["check", "--strict"])
        let errors = strict.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        try HostileCorpus.check(
            strict.status == 1 && !errors.isEmpty
                && errors.allSatisfy { $0.contains("placeholder text of 'catalog new component' is still here") },
            "check --strict: \(strict.standardError)")
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func check(_ condition: Bool, _ message: String) throws {
        if !condition { throw Failure(description: message) }
    }
}
