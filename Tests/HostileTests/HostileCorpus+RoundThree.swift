import Foundation
import TestSupport

/// Variants of the second audit's cases that it did not name: work that templates multiply
/// without writing, and the other ways round of its names, files and messages.
extension HostileCorpus {
    static let roundThree: [HostileCase] = idleTemplates + apiDiffVariants + lineEndings + editorFiles

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
}
