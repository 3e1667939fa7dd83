import Foundation
import TestSupport

/// The second audit's cases: work bounded by the input, messages that say what is wrong,
/// names checked against their lists.
extension HostileCorpus {
    static let roundTwo: [HostileCase] = bounded + apiDiff + messages + licences

    static let bounded: [HostileCase] = [
        HostileCase(
            name: "site.yml with 101 categories", setup: { $0.write("Content/site.yml", site(categories: 101)) }),
        HostileCase(
            name: "site.yml with 33 languages",
            setup: { workspace in
                let extra = (2..<33).map { "  - { code: l\($0), name: L }\n" }.joined()
                workspace.write(
                    "Content/site.yml",
                    SmallCatalog.site.replacingOccurrences(of: "name: Español }\n", with: "name: Español }\n" + extra))
            }),
        HostileCase(
            name: "site.yml with 100 categories builds",
            setup: { $0.write("Content/site.yml", site(categories: 100)) }),
        HostileCase(
            name: "partials that each include the next eight times, six deep",
            setup: { workspace in
                for (name, text) in partialTree(depth: 7, copies: 8, leaf: "<p>a leaf</p>") {
                    workspace.write("Templates/partials/\(name).mustache", text)
                }
                workspace.write("Templates/partials/footer.mustache", "{{>partials/p1}}")
            }),
        HostileCase(
            name: "partials that render past 64 MiB a page",
            setup: { workspace in
                for (name, text) in partialTree(depth: 4, copies: 20, leaf: String(repeating: "x", count: 16_384)) {
                    workspace.write("Templates/partials/\(name).mustache", text)
                }
                workspace.write("Templates/partials/footer.mustache", "{{>partials/p1}}")
            }),
        HostileCase(
            name: "partials just within a render's limits on every page stop at the site's size",
            setup: { workspace in
                for (name, text) in partialTree(depth: 4, copies: 20, leaf: String(repeating: "x", count: 8000)) {
                    workspace.write("Templates/partials/\(name).mustache", text)
                }
                workspace.write("Templates/partials/footer.mustache", "{{>partials/p1}}")
            }),
    ]

    /// `site.yml` with `count` categories, the fixture's two first.
    static func site(categories count: Int) -> String {
        let extra = (2..<count).map {
            "  - { slug: c\($0), name: { en: C\($0), es: C\($0) }, summary: { en: S., es: S. } }\n"
        }
        return SmallCatalog.site.replacingOccurrences(of: "levels:\n", with: extra.joined() + "levels:\n")
    }

    /// Partials `partials/p1`…`p<depth>`, each including the next `copies` times.
    static func partialTree(depth: Int, copies: Int, leaf: String) -> [String: String] {
        var templates = ["p\(depth)": leaf]
        for level in 1..<depth {
            templates["p\(level)"] = String(repeating: "{{>partials/p\(level + 1)}}\n", count: copies)
        }
        return templates
    }

    // MARK: api --diff

    static let apiDiff: [HostileCase] = [
        diff(
            "api diff of a type with an escape, a carriage return and a newline",
            report: [
                "fade-list: parameter 'items' type changed from [Item] to Int\\r\\u{1B}[2J\\nfade-list: component removed (breaking) (breaking)",
                "1 change, 1 breaking",
            ],
            {
                $0.replacingOccurrences(
                    of: "\"[Item]\"", with: "\"Int\\r\\u001b[2J\\nfade-list: component removed (breaking)\"")
            }),
        diff(
            "api diff of a slug off the schema's pattern",
            { $0.replacingOccurrences(of: "\"fade-list\"", with: "\"Fade List\\u001b[31m\"") }),
        diff(
            "api diff of a parameter name off the schema's pattern",
            {
                $0.replacingOccurrences(of: "\"items\"", with: "\"items here\"")
            }),
        diff(
            "api diff of an unknown schemaVersion",
            { $0.replacingOccurrences(of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 7") }),
        diff(
            "api diff of a schemaVersion of 20 digits",
            {
                $0.replacingOccurrences(of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 99999999999999999999")
            }),
        diff(
            "api diff of a number beyond a Double",
            {
                $0.replacingOccurrences(of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 1e999")
            }),
        diff(
            "api diff of JSON nested 600 deep",
            {
                $0.replacingOccurrences(
                    of: "{", with: "{\"deep\": " + deeplyNested(600) + ",", options: [], range: $0.range(of: "{"))
            }),
    ]

    /// `catalog api --diff old.json new.json`, `new.json` being the published index changed by
    /// `change`; `report`: the lines the report must print.
    static func diff(_ name: String, report: [String]? = nil, _ change: @escaping @Sendable (String) -> String)
        -> HostileCase
    {
        HostileCase(
            name: name, arguments: ["api", "--diff", "old.json", "new.json"],
            setup: { workspace in
                let index = workspace.read("Public/api/index.json")
                workspace.write("old.json", index)
                workspace.write("new.json", change(index))
            },
            verify: { _, run in
                guard let report else { return }
                let lines = run.standardOutput.split(separator: "\n").map(String.init)
                try check(lines == report, "the report: \(run.standardOutput)")
            })
    }

    // MARK: Messages

    static let messages: [HostileCase] = [
        HostileCase.curve(".snappy(extraBounce: 0.8)"),
        HostileCase.curve(".bouncy(extraBounce: 0.65)"),
        HostileCase.curve(".snappy(extraBounce: 0.81)"),
        HostileCase.curve(".bouncy(extraBounce: 0.66)"),
        HostileCase(
            name: "curve with an escape character", arguments: ["curve", ".linear\u{1B}[2J(duration: 1)"],
            verify: { _, run in
                try check(!run.standardError.contains("\u{1B}"), "the escape is echoed: \(run.standardError)")
            }),
        HostileCase.page(
            "API table parameter named off the schema's pattern",
            SmallCatalog.englishPage().replacingOccurrences(of: "| `spacing` |", with: "| `row spacing` |")),
        HostileCase.page(
            "page with an empty title",
            SmallCatalog.englishPage().replacingOccurrences(of: "title: Fade List", with: "title: \"\"")),
        HostileCase.page(
            "page with an empty keyword",
            SmallCatalog.englishPage().replacingOccurrences(of: "[fade, list, rows]", with: "[fade, '', rows]")),
        HostileCase(
            name: "Swift files named with #, ?, % and a backslash have percent-encoded download links",
            setup: {
                $0.write(
                    "Content/components/fade-list/Odd#1?%\\.swift",
                    "// SPDX-License-Identifier: MIT\n// Copyright (c) 2026 Test contributors\n\nextension Int { var doubled: Int { self * 2 } }\n")
            },
            verify: { workspace, _ in
                let page = workspace.read("Public/components/fade-list.html")
                try check(
                    page.contains("href=\"../sources/fade-list.Odd%231%3F%25%5C.swift\""),
                    "no encoded download link in the page")
                try check(
                    FileManager.default.fileExists(atPath: workspace.path + "/Public/sources/fade-list.Odd#1?%\\.swift"),
                    "the download is not written under its own name")
            }),
        HostileCase(
            name: "output manifest cut in half",
            setup: { workspace in
                let text = workspace.read("Public/.catalog-output")
                workspace.write("Public/.catalog-output", String(text.prefix(text.count / 2)))
            }),
        HostileCase(
            name: "output manifest cut at a line",
            setup: { workspace in
                let lines = workspace.read("Public/.catalog-output").split(
                    separator: "\n", omittingEmptySubsequences: false)
                workspace.write("Public/.catalog-output", lines.prefix(lines.count / 2).joined(separator: "\n") + "\n")
            }),
    ]

    // MARK: Licences

    static let licences: [HostileCase] = [
        licence("NotALicense-9"),
        licence("MIT <b>bold</b>"),
        licence("mit", publishes: "MIT"),
        licence("MIT AND"),
        licence("GPL-2.0-or-later WITH Not-An-exception"),
        licence("(MIT OR Apache-2.0) AND BSD-3-Clause"),
        licence("GPL-2.0-or-later WITH Classpath-exception-2.0 OR LicenseRef-house"),
        HostileCase(
            name: "licence list missing", environment: ["CATALOG_SPDX_FOLDER": "$W/no-lists"],
            setup: { $0.makeFolder("no-lists") }),
    ]

    static func licence(_ expression: String) -> HostileCase {
        let path = "Content/components/fade-list/FadeList.swift"
        return HostileCase(
            name: "licence \(expression)",
            setup: {
                $0.write(
                    path, $0.read(path).replacingOccurrences(of: "Identifier: MIT", with: "Identifier: \(expression)"))
            })
    }
}
