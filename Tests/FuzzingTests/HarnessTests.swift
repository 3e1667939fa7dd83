import Catalog
import Testing
import YAML

@testable import Fuzzing

/// The harness itself: a target that never gets past the loader's first check would fuzz
/// nothing, so the fixed site must load as it is.
@Suite struct Harness {
    @Test func fixedSiteLoadsWithoutDiagnostics() {
        let loaded = CatalogLoader(store: MemoryContentStore(rawFiles: FuzzSite.files()), displayRoot: "Content").load()
        let (catalog, diagnostics) = (loaded.catalog, loaded.diagnostics)
        #expect(diagnostics.map(\.description) == [])
        #expect(catalog?.components.first?.pages["es"]?.api.parameters.count == 2)
        #expect(catalog?.guides.first?.relatedComponents == ["fuzzed"])
    }

    @Test func pageTargetLoadsTheFixedPageLikeTheFixedSite() {
        let page = Array(FuzzSite.page().utf8)
        let guide = Array(FuzzSite.guide.utf8)
        let loaded = CatalogLoader(
            store: MemoryContentStore(rawFiles: FuzzSite.rawFiles(componentPage: page, guidePage: guide)),
            displayRoot: "Content"
        ).load()
        let (catalog, diagnostics) = (loaded.catalog, loaded.diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(catalog != nil)
    }

    @Test func mustacheInputSplitsIntoNamedTemplates() {
        let input = MustacheBundle.input(
            main: "{{>a}}", partials: [(name: "a", source: "A\n{{b}}"), (name: "c", source: "")])
        #expect(MustacheBundle.templates(from: input) == ["main": "{{>a}}", "a": "A\n{{b}}", "c": ""])
        #expect(MustacheBundle.templates(from: []) == ["main": ""])
    }

    @Test func doubleQuotedYAMLReadsBackAsTheSameText() throws {
        let text = "a\"b\\c\td\u{7F}é\u{1F600}\n"
        #expect(try YAML.parse("k: \(YAMLText.doubleQuoted(text))")?["k"]?.string == text)
    }

    @Test func animationExpressionsAreFoundAsWritten() {
        let swift = """
            withAnimation(.spring(duration: 0.4, bounce: 0.2).delay(0.1)) { isOn = true }
            .animation(Animation.easeOut.repeatForever(autoreverses: false), value: x)
            .padding(.vertical)
            """
        #expect(
            SeedCorpus.animationExpressions(in: swift) == [
                ".spring(duration: 0.4, bounce: 0.2).delay(0.1)",
                "Animation.easeOut.repeatForever(autoreverses: false)",
            ])
    }

    @Test func pageSeedsCoverEveryPartOfAPage() {
        let seeds = SeedCorpus.seeds(inFile: "Content/components/x/index.en.md", text: FuzzSite.page())
        #expect(Set(seeds.map(\.target)) == ["page", "yaml", "timeline", "api-table", "animation"])
        let table = seeds.first { $0.target == "api-table" }.map { String(decoding: $0.bytes, as: UTF8.self) }
        #expect(table == FuzzSite.apiSection)
        let frontMatter = seeds.first { $0.target == "yaml" }.map { String(decoding: $0.bytes, as: UTF8.self) }
        #expect(frontMatter == FuzzSite.frontMatter + "\n")
    }

    @Test func seedNamesDependOnlyOnTheBytes() {
        #expect(Seed(target: "yaml", text: "a: 1").fileName == Seed(target: "page", text: "a: 1").fileName)
        #expect(Seed(target: "yaml", text: "a: 1").fileName != Seed(target: "yaml", text: "a: 2").fileName)
        #expect(Seed(target: "yaml", text: "").fileName == "seed-cbf29ce484222325")
    }

    @Test func dictionaryWordsAreQuotedForLibFuzzer() {
        let target = FuzzTarget(
            name: "t", summary: "", maximumLength: 1, dictionary: ["a\"b\\", "é\n"], run: { _ in 0 })
        #expect(target.dictionaryFile == "\"a\\\"b\\\\\"\n\"\\xC3\\xA9\\x0A\"\n")
    }
}
