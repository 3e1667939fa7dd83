import Foundation
import TestSupport

/// Variants of the second audit's cases that it did not name: work that templates multiply
/// without writing, and the other ways round of its names, files and messages.
extension HostileCorpus {
    static let roundThree: [HostileCase] =
        idleTemplates + apiDiffVariants + lineEndings + editorFiles + sourceNames + newComponents + licences3 + locks
        + texts + headings

    static let idleTemplates: [HostileCase] = [
        HostileCase(
            name: "sections over a list nested 24 deep that write nothing",
            setup: { $0.write("Templates/partials/footer.mustache", nestedSections("categories", depth: 24)) }),
        HostileCase(
            name: "sections over a list nested 24 deep that write 1 KiB each",
            setup: {
                $0.write(
                    "Templates/partials/footer.mustache",
                    nestedSections("categories", depth: 24, body: String(repeating: "x", count: 1024)))
            }
        ),
        HostileCase(
            name: "partials that include a template of empty sections 6,561 times",
            setup: { workspace in
                for (name, text) in partialTree(
                    depth: 5, copies: 9, leaf: String(repeating: "{{#page.isHome}}{{/page.isHome}}", count: 3_000))
                {
                    workspace.write("Templates/partials/\(name).mustache", text)
                }
                workspace.write("Templates/partials/footer.mustache", "{{>partials/p1}}")
            }),
        HostileCase(
            name: "sections over a list nested 24 deep fail a check as a build",
            arguments: ["check", "--no-swift-check"],
            setup: { $0.write("Templates/partials/footer.mustache", nestedSections("categories", depth: 24)) }),
    ]

    /// `depth` sections over `list`, one inside another, around `body`.
    static func nestedSections(_ list: String, depth: Int, body: String = "") -> String {
        String(repeating: "{{#\(list)}}", count: depth) + body + String(repeating: "{{/\(list)}}", count: depth)
    }

    // MARK: api --diff

    static let apiDiffVariants: [HostileCase] = [
        diff(
            "api diff of a type with a right-to-left override",
            report: [
                "fade-list: parameter 'items' type changed from [Item] to [Item]\\u{202E}txt.exe (breaking)",
                "1 change, 1 breaking",
            ],
            { $0.replacingOccurrences(of: "\"[Item]\"", with: "\"[Item]\u{202E}txt.exe\"") }),
        diff(
            "api diff of a parameter name with a right-to-left override",
            { $0.replacingOccurrences(of: "\"items\"", with: "\"it\u{202E}ems\"") }),
        diff("api diff of 100,000 brackets never closed", { _ in String(repeating: "[", count: 100_000) }),
        diff(
            "api diff of JSON nested 1,000 deep, then not JSON",
            {
                $0.replacingOccurrences(
                    of: "{", with: "{\"deep\": " + String(repeating: "[", count: 1_000) + "x", options: [],
                    range: $0.range(of: "{"))
            }),
        diff(
            "api diff of a number beyond a Double, then not JSON",
            { $0.replacingOccurrences(of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 1e400, oops") }),
        diff(
            "api diff of a lone surrogate",
            { $0.replacingOccurrences(of: "\"[Item]\"", with: "\"[Item\\ud800]\"") }),
    ]

    // MARK: Line endings

    static let swiftSource = "Content/components/fade-list/FadeList.swift"

    static let lineEndings: [HostileCase] = [
        HostileCase(
            name: "a Swift source with CRLF line endings and a byte order mark passes the Swift check",
            arguments: ["build"],
            setup: {
                $0.write(swiftSource, "\u{FEFF}" + $0.read(swiftSource).replacingOccurrences(of: "\n", with: "\r\n"))
            },
            skipReason: APIToolTests.hasCompiler ? nil : "swiftc is not on PATH"),
        HostileCase(
            name: "a Swift source with classic Mac OS line endings",
            setup: { $0.write(swiftSource, $0.read(swiftSource).replacingOccurrences(of: "\n", with: "\r")) }),
        HostileCase(
            name: "a Swift source with a carriage return inside a line",
            setup: {
                $0.write(
                    swiftSource,
                    $0.read(swiftSource).replacingOccurrences(of: "import SwiftUI", with: "import\rSwiftUI"))
            }),
        HostileCase.page(
            "page with classic Mac OS line endings",
            SmallCatalog.englishPage().replacingOccurrences(of: "\n", with: "\r")),
        HostileCase.page(
            "page with CRLF line endings and a byte order mark",
            "\u{FEFF}" + SmallCatalog.englishPage().replacingOccurrences(of: "\n", with: "\r\n")),
    ]

    // MARK: Editors' files

    static let editorFiles: [HostileCase] = [
        HostileCase(
            name: "Emacs locks, dangling or to /etc/passwd, and Vim swap files beside a page are ignored",
            arguments: ["check", "--strict", "--no-swift-check"],
            setup: { workspace in
                workspace.link("Content/components/fade-list/.#index.en.md", to: "root@host.4242:1700000000")
                workspace.link("Content/components/fade-list/.#FadeList.swift", to: "/etc/passwd")
                workspace.write("Content/components/fade-list/.index.en.md.swp", "swap")
                workspace.write("Content/components/fade-list/.FadeList.swift.swo", "swap")
                workspace.link("Content/.#site.yml", to: "nowhere")
            }),
        HostileCase(
            name: "editor backup files beside the component and guide folders are ignored",
            arguments: ["check", "--strict", "--no-swift-check"],
            setup: { workspace in
                workspace.write("Content/components/README.md", "Notes.")
                workspace.write("Content/components/README.md~", "Notes.")
                workspace.write("Content/components/#README.md#", "Notes.")
                workspace.write("Content/guides/notes.md~", "Notes.")
                workspace.write("Content/site.yml~", SmallCatalog.site)
            }),
        HostileCase(
            name: "editor backup files of assets and templates are never published",
            setup: { workspace in
                let style = workspace.read("Templates/assets/style.css")
                workspace.write("Templates/assets/style.css~", style)
                workspace.write("Templates/assets/#style.css#", style)
                workspace.write("Templates/assets/style.css.swp", style)
                workspace.write("Templates/pages/home.mustache~", "{{#broken}")
                workspace.link("Templates/assets/.#style.css", to: "/etc/passwd")
            },
            verify: { workspace, _ in
                let assets = try FileManager.default.contentsOfDirectory(atPath: workspace.path + "/Public/assets")
                try check(!assets.contains { $0.contains("style.css") && $0 != "style.css" }, "published: \(assets)")
            }),
    ]

    // MARK: Swift source names

    /// A Swift source named `name` beside the fixture's.
    static func source(named name: String) -> @Sendable (Workspace) -> Void {
        { workspace in
            workspace.write(
                "Content/components/fade-list/\(name)",
                "// SPDX-License-Identifier: MIT\n// Copyright (c) 2026 Test contributors\n\nextension Int { var doubled: Int { self * 2 } }\n"
            )
        }
    }

    static let sourceNames: [HostileCase] = [
        HostileCase(
            name:
                "Swift files named with a space, a quote, an ampersand, < and a right-to-left override have encoded download links",
            setup: { workspace in
                for name in ["Odd Name.swift", "q\"uote&<x>.swift", "rlo\u{202E}txt.exe.swift"] {
                    source(named: name)(workspace)
                }
            },
            verify: { workspace, _ in
                let page = workspace.read("Public/components/fade-list.html")
                for link in [
                    "../sources/fade-list.Odd%20Name.swift", "../sources/fade-list.q%22uote&amp;%3Cx%3E.swift",
                    "../sources/fade-list.rlo%E2%80%AEtxt.exe.swift",
                ] {
                    try check(page.contains("href=\"\(link)\""), "no link \(link)")
                }
            }),
        HostileCase(name: "Swift file named with a newline", setup: source(named: "new\nline.swift")),
        HostileCase(name: "Swift file named with an escape sequence", setup: source(named: "esc\u{1B}[2J.swift")),
        HostileCase(
            name: "Swift file named with 129 bytes", setup: source(named: String(repeating: "a", count: 123) + ".swift")
        ),
        HostileCase(
            name: "Swift file named with 128 bytes builds",
            setup: source(named: String(repeating: "a", count: 122) + ".swift")),
        HostileCase(
            name: "component folder named with an escape sequence",
            setup: { $0.write("Content/components/bad\u{1B}[2J/index.en.md", SmallCatalog.englishPage()) }),
    ]

    // MARK: new component

    /// `catalog new component <slug>` makes `<type>.swift`, and the scaffold passes `check`.
    static func newComponent(_ slug: String, makes type: String) -> HostileCase {
        HostileCase(
            name: "new component \(slug) makes \(type)", arguments: ["new", "component", slug], mayChange: ["Content"],
            verify: { workspace, _ in
                let path = workspace.path + "/Content/components/\(slug)/\(type).swift"
                try check(FileManager.default.fileExists(atPath: path), "no \(type).swift")
                try expectCheckPasses(workspace)
            })
    }

    static let newComponents: [HostileCase] = [
        newComponent("progress-view", makes: "ProgressViewComponent"),
        newComponent("content-unavailable-view", makes: "ContentUnavailableViewComponent"),
        newComponent("text-field", makes: "TextFieldComponent"),
        newComponent("spring", makes: "SpringComponent"),
        newComponent("timer", makes: "TimerComponent"),
        newComponent("duration", makes: "DurationComponent"),
        newComponent("foundation", makes: "FoundationComponent"),
        newComponent("observable", makes: "ObservableComponent"),
        newComponent("some", makes: "SomeComponent"),
        newComponent("bouncy-chip", makes: "BouncyChip"),
    ]

    // MARK: Licences

    /// `licence(_:)`, and the licence the API index then publishes.
    static func licence(_ expression: String, publishes published: String) -> HostileCase {
        var result = licence(expression)
        result.verify = { workspace, _ in
            let index = workspace.read("Public/api/index.json")
            try check(index.contains("\"license\" : \"\(published)\""), "not published as \(published)")
        }
        return result
    }

    static let licences3: [HostileCase] = [
        licence("MIT OR"),
        licence("(MIT"),
        licence("MIT WITH Foo"),
        licence("(MIT OR Apache-2.0) WITH LLVM-exception"),
        licence("mit or apache-2.0"),
        licence("LicenseRef-Ours", publishes: "LicenseRef-Ours"),
        licence("GPL-2.0+", publishes: "GPL-2.0+"),
        licence("apache-2.0 WITH llvm-exception", publishes: "Apache-2.0 WITH LLVM-exception"),
    ]

    // MARK: The build lock

    /// The build lock replaced by what `make` puts there, and a page edited so that the build
    /// does not stop as up to date.
    static func lock(
        _ name: String, mayChange: Set<String> = [], _ make: @escaping @Sendable (Workspace, String) -> Void
    )
        -> HostileCase
    {
        HostileCase(
            name: name, mayChange: mayChange,
            setup: { workspace in
                let lock = workspace.path + "/.Public.catalog/lock"
                try? FileManager.default.removeItem(atPath: lock)
                make(workspace, lock)
                workspace.write(componentPage, workspace.read(componentPage) + "\nAn edit.\n")
            })
    }

    static let locks: [HostileCase] = [
        lock("a lock replaced by a dangling symbolic link") { _, lock in
            try? FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: "/nonexistent/lock")
        },
        {
            var result = lock("a lock that is a hard link to a user's file") { workspace, lock in
                workspace.write("notes.txt", "precious notes")
                _ = Glibc.link(workspace.path + "/notes.txt", lock)
            }
            result.verify = { workspace, _ in
                try check(workspace.read("notes.txt") == "precious notes", "the user's file was overwritten")
            }
            return result
        }(),
        lock("a lock that is a FIFO") { _, lock in _ = mkfifo(lock, 0o644) },
        lock("a lock that is a folder") { _, lock in _ = mkdir(lock, 0o755) },
    ]

    // MARK: Texts of the front matter and site.yml

    static func title(_ name: String, _ value: String) -> HostileCase {
        HostileCase.page(
            name, SmallCatalog.englishPage().replacingOccurrences(of: "title: Fade List", with: "title: \(value)"))
    }

    static let texts: [HostileCase] = [
        title("page with a null title", "~"),
        title("page with a title of a zero-width space", "\"\\u200B\""),
        title("page with a title of a right-to-left override", "\"\\u202E \""),
        title("page with an escape sequence in its title", "\"Fade\\e[2J List\""),
        HostileCase.page(
            "page with a bell in a keyword",
            SmallCatalog.englishPage().replacingOccurrences(of: "[fade, list, rows]", with: "[fade, \"li\\ast\", rows]")
        ),
        HostileCase(
            name: "site.yml with an escape sequence in a category name",
            setup: {
                $0.write(
                    "Content/site.yml",
                    SmallCatalog.site.replacingOccurrences(of: "en: Feedback", with: "en: \"Feed\\e[31mback\""))
            }),
    ]

    // MARK: Headings

    static let headings: [HostileCase] = [
        HostileCase(
            name: "page of headings a-2 … a-10001, then 10,000 headings a, gets unique ids",
            setup: { workspace in
                let taken = (2...10_001).map { "# a-\($0)\n" }.joined()
                workspace.write(
                    componentPage, SmallCatalog.englishPage() + "\n" + taken + String(repeating: "# a\n", count: 10_000)
                )
            },
            verify: { workspace, _ in
                let page = workspace.read("Public/components/fade-list.html")
                let ids = page.components(separatedBy: "<h1 id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
                try check(
                    ids.count == 20_000 && Set(ids).count == ids.count, "\(ids.count) ids, \(Set(ids).count) unique")
                try check(ids.last == "a-20000", "the last id: \(ids.last ?? "")")
            })
    ]
}
