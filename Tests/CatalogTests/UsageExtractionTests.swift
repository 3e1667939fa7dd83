import Catalog
import Foundation
import TestSupport
import Testing

/// The "Usage" call site comes from the source's own preview.
@Suite struct UsageExtractionTests {
    static let demoSource = """
        struct Badge: View {
            var count: Int
            var body: some View { Text("\\(count)") }
        }

        struct BadgeDemo: View {
            private let labels = [Badge(count: 0)]
            var body: some View {
                VStack {
                    Text("Unread: }") // a brace in a string and ) in a comment
                    Badge(count: 3) { label in
                        Text(label)
                    }
                    .padding()
                }
            }
        }

        #Preview {
            BadgeDemo()
        }
        """

    @Test func aPreviewOfADemoGivesTheComponentsCallInTheDemosBody() {
        #expect(
            UsageExtraction.callSite(in: Self.demoSource) == """
                Badge(count: 3) { label in
                    Text(label)
                }
                """)
    }

    @Test func aPreviewThatCallsTheComponentGivesThatCall() {
        let source = """
            struct Chip: View { var body: some View { EmptyView() } }
            #Preview {
                Chip(title: "a)b", isOn: .constant(true))
            }
            """
        #expect(UsageExtraction.callSite(in: source) == "Chip(title: \"a)b\", isOn: .constant(true))")
    }

    @Test func theTypeThePageNamesIsPreferred() {
        let source = """
            struct Row: View { var body: some View { EmptyView() } }
            struct List2: View { var body: some View { EmptyView() } }
            #Preview { VStack { Row(); List2(rows: 3) } }
            """
        #expect(UsageExtraction.callSite(in: source) == "Row()")
        #expect(UsageExtraction.callSite(in: source, preferred: "List2") == "List2(rows: 3)")
    }

    @Test func noPreviewOrNoCallGivesNothing() {
        #expect(UsageExtraction.callSite(in: "struct A: View { var body: some View { B() } }") == nil)
        #expect(UsageExtraction.callSite(in: "struct A: View {}\n#Preview { Text(\"A()\") }") == nil)
    }

    /// Every component of the catalog shows a call of one of its own views, which `swiftc`
    /// parses on its own.
    @Test func everyComponentOfTheCatalogHasAUsageThatParses() throws {
        let catalog = try #require(
            CatalogLoader(store: DiskContentStore(root: Repository.content), displayRoot: "Content").load().catalog)
        let folder = TemporaryFolder()
        var sources: [SwiftSource] = []
        for component in catalog.components {
            let source = try #require(component.sources.first)
            let usage = try #require(
                UsageExtraction.callSite(in: source.text, preferred: component.mainType?.name), "\(component.slug)")
            let views = UsageExtraction.declaredViews(in: source.text)
            #expect(
                views.contains { usage.hasPrefix($0 + "(") || usage.hasPrefix($0 + " {") },
                "\(component.slug): \(usage)")
            #expect(usage.split(separator: "\n").count <= 24, "\(component.slug): \(usage)")
            // Inside a function: a file given to the frontend is not a script.
            folder.write(component.slug + ".swift", "func usage() {\n" + usage + "\n}\n")
            sources.append(
                SwiftSource(
                    diskPath: folder.path + "/" + component.slug + ".swift", displayPath: component.slug, textHash: 0))
        }
        #expect(sources.count == catalog.components.count)
        if let compiler = SwiftSyntaxCheck.findCompiler() {
            #expect(SwiftSyntaxCheck(compiler: compiler).check(sources).map(\.description) == [])
        }
    }
}

/// A page may declare its call site (`usage:`); it is parsed by `swiftc` like the sources, and
/// an error in it is reported at its line of the page.
@Test func aDeclaredUsageIsShownAndParsedAtItsLine() throws {
    func load(_ usage: String) -> CatalogLoader.LoadResult {
        var files = Fixtures.validFiles()
        files["components/fade-list/index.en.md"] = Fixtures.englishPage().replacingOccurrences(
            of: "origin: original\n", with: "origin: original\nusage: |\n" + usage)
        return CatalogLoader(store: MemoryContentStore(files: files), displayRoot: "Content").load()
    }
    let good = load("  FadeList(items: rows)\n      .padding()\n")
    let component = try #require(good.catalog?.components.first)
    #expect(component.declaredUsage == "FadeList(items: rows)\n    .padding()")
    #expect(component.usageHTML?.contains("FadeList") == true)
    let declared = try #require(good.swiftSources.first { $0.displayPath.hasSuffix("index.en.md") })
    guard let compiler = SwiftSyntaxCheck.findCompiler() else { return }
    #expect(SwiftSyntaxCheck(compiler: compiler).check([declared]).isEmpty)
    let bad = try #require(load("  FadeList(items: rows\n").swiftSources.first { $0.diskPath.isEmpty })
    let errors = SwiftSyntaxCheck(compiler: compiler).check([bad])
    #expect(errors.map(\.id) == ["swift.syntax"])
    #expect(errors.first?.location.path == "Content/components/fade-list/index.en.md")
    #expect((9...10).contains(errors.first?.location.line ?? 0), "\(errors)")
}
