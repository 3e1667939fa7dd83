import Catalog
import Diagnostics
import Foundation
import Testing

/// A content folder on disk holding one problem per component, the way maintainers break
/// things; the loader must report every one in a single run, each with its file and line.
struct BrokenCatalog {
    let root: String

    init() {
        root = NSTemporaryDirectory() + "broken-catalog-" + UUID().uuidString + "/Content"
        write("site.yml", Fixtures.site)
        let english = Fixtures.englishPage()

        // 1. A required field is missing (no summary).
        component(
            "missing-summary", english.replacingOccurrences(of: "summary: Rows fade in one after another.\n", with: ""))
        // 2. Unknown category and 3. unknown level.
        component("unknown-category", Fixtures.englishPage(category: "transitionz"))
        component("unknown-level", Fixtures.englishPage(level: "expert"))
        // 4. An invalid slug.
        component("Bad_Slug", english)
        // 5. Malformed YAML.
        component(
            "malformed-yaml",
            english.replacingOccurrences(of: "keywords: [fade, list, rows]", with: "keywords: [fade, list, rows"))
        // 6. An API table with a wrong header, and 7. one with a short row.
        component(
            "wrong-header",
            english.replacingOccurrences(
                of: "| Parameter | Type | Default | Description |", with: "| Name | Type | Default | Description |"))
        component(
            "short-row",
            english.replacingOccurrences(
                of: "| `spacing` | `CGFloat` | `12` | Space between rows. |", with: "| `spacing` | `CGFloat` |"))
        // 8. A component without a Swift source.
        write("components/no-source/index.en.md", english)
        write("components/no-source/index.es.md", Fixtures.spanishPage)
        // 9. A source without an SPDX line.
        component(
            "no-spdx", english,
            source: Fixtures.source.replacingOccurrences(of: "// SPDX-License-Identifier: MIT\n", with: ""))
        // 10. A source the Swift parser rejects.
        component("bad-swift", english, source: Fixtures.source + "struct Broken { func ( }\n")
        // 11. Invalid UTF-8 on line 3.
        write(
            "components/bad-utf8/index.en.md",
            bytes: Array("---\ntitle: Fade\nsummary: caf".utf8) + [0xE9] + Array(" au lait\n".utf8))
        write("components/bad-utf8/index.es.md", Fixtures.spanishPage)
        write("components/bad-utf8/BadUTF8.swift", Fixtures.source)
        // 12. A file over the 1 MiB cap.
        component("huge-page", english + BrokenCatalog.filler)
        // 13. A bad timeline block: an unknown animation.
        component(
            "bad-timeline",
            english.replacingOccurrences(
                of: "animation: .smooth(duration: 0.45)", with: "animation: .smoth(duration: 0.45)"))
        // 14. A translation missing (a warning, not an error).
        write("components/no-spanish/index.en.md", english)
        write("components/no-spanish/NoSpanish.swift", Fixtures.source)
        // 15. A page in a language the catalog does not have.
        component("french-page", english)
        write("components/french-page/index.fr.md", Fixtures.spanishPage)
        // 16. A duplicate slug: a guide with the same slug as a component.
        write("guides/short-row/index.en.md", Fixtures.guide)
        // 17. A guide naming a component that does not exist.
        write(
            "guides/fading-rows/index.en.md",
            Fixtures.guide.replacingOccurrences(of: "components: [fade-list]", with: "components: [fade-lisst]"))
        write(
            "guides/fading-rows/index.es.md",
            Fixtures.guide.replacingOccurrences(of: "components: [fade-list]", with: "components: []"))
        // The component the guides refer to, valid.
        component("fade-list", english)
    }

    static let filler = String(repeating: "Filler text to pass the cap.\n", count: 40_000)
    static var hugePageSize: Int { Fixtures.englishPage().utf8.count + filler.utf8.count }

    func component(_ slug: String, _ page: String, source: String = Fixtures.source) {
        write("components/\(slug)/index.en.md", page)
        write("components/\(slug)/index.es.md", Fixtures.spanishPage)
        write("components/\(slug)/Component.swift", source)
    }

    func write(_ path: String, _ text: String) { write(path, bytes: Array(text.utf8)) }

    func write(_ path: String, bytes: [UInt8]) {
        let url = URL(fileURLWithPath: root + "/" + path)
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(bytes).write(to: url)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
    }
}

@Test func brokenCatalogReportsEveryProblemWithItsFileAndLine() throws {
    let broken = BrokenCatalog()
    defer { broken.remove() }
    let compiler = SwiftSyntaxCheck.findCompiler()
    // The composition of a build's first steps: load, then parse the sources it found.
    let loaded = CatalogLoader(store: DiskContentStore(root: broken.root), displayRoot: "Content").load()
    let diagnostics =
        (loaded.diagnostics + (compiler.map { SwiftSyntaxCheck(compiler: $0).check(loaded.swiftSources) } ?? []))
        .sorted()
    #expect(loaded.catalog == nil)
    var expected: [Expected] = [
        Expected("content.invalid-slug", .error, "Content/components/Bad_Slug", 1, 1),
        Expected("timeline.invalid", .error, "Content/components/bad-timeline/index.en.md", 16, 13),
        Expected("file.invalid-utf8", .error, "Content/components/bad-utf8/index.en.md", 3, 13),
        Expected("content.unknown-language", .error, "Content/components/french-page/index.fr.md", 1, 1),
        Expected("file.too-large", .error, "Content/components/huge-page/index.en.md", 1, 1),
        Expected("yaml.malformed", .error, "Content/components/malformed-yaml/index.en.md", 8, 11),
        Expected("field.missing", .error, "Content/components/missing-summary/index.en.md", 2, 1),
        Expected("content.no-source", .error, "Content/components/no-source", 1, 1),
        Expected("content.missing-translation", .warning, "Content/components/no-spanish", 1, 1),
        Expected("source.no-licence", .error, "Content/components/no-spdx/Component.swift", 1, 1),
        Expected("api.row-cell-count", .error, "Content/components/short-row/index.en.md", 27, 1),
        Expected("content.unknown-category", .error, "Content/components/unknown-category/index.en.md", 4, 11),
        Expected("content.unknown-level", .error, "Content/components/unknown-level/index.en.md", 5, 8),
        Expected("api.wrong-header", .error, "Content/components/wrong-header/index.en.md", 24, 1),
        Expected("guide.unknown-component", .error, "Content/guides/fading-rows/index.en.md", 5, 14),
        Expected("content.slug-collision", .error, "Content/guides/short-row", 1, 1),
        Expected("content.missing-translation", .warning, "Content/guides/short-row", 1, 1),
    ]
    if compiler != nil {
        expected.append(Expected("swift.syntax", .error, "Content/components/bad-swift/Component.swift", 9, 22))
    } else {
        print("broken catalog: swiftc is not on PATH, so the swiftc -parse check was not exercised")
    }
    // Diagnostics come sorted by file, line and column; compare as sets, then the order.
    #expect(Set(diagnostics.map(Expected.init)) == Set(expected))
    #expect(diagnostics == diagnostics.sorted())
    #expect(diagnostics.count == expected.count)
}

/// What a test asserts of a diagnostic: its id, severity and place, not its English wording.
struct Expected: Hashable, CustomStringConvertible {
    let id: Diagnostic.ID
    let severity: Diagnostic.Severity
    let location: Diagnostics.SourceLocation

    init(_ id: Diagnostic.ID, _ severity: Diagnostic.Severity, _ path: String, _ line: Int, _ column: Int) {
        self.id = id
        self.severity = severity
        self.location = Diagnostics.SourceLocation(path: path, line: line, column: column)
    }

    init(_ diagnostic: Diagnostic) {
        id = diagnostic.id
        severity = diagnostic.severity
        location = diagnostic.location
    }

    var description: String { "\(location): \(severity.rawValue): [\(id)]" }
}
