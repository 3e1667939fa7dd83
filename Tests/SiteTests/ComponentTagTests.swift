import Catalog
import TestSupport
import Testing

@testable import Site

/// The tags of each language, grouped by keyword and merged by slug, are the ones a plain
/// reading of the rule gives: per language, every component whose page (or, without one, the
/// default language's page) lists a keyword of that slug, once, in catalog order; the tag named
/// by the first spelling met in catalog order; tags in order of slug.
@Suite struct ComponentTagTests {
    /// Keywords with two spellings of one slug, accents, and words that repeat.
    private static let pool = [
        "fade", "Fade", "list", "spring", "Cuadrícula", "cuadricula", "grid", "race condition", "race-condition",
        "index", "stagger",
    ]

    private func catalog(seed: UInt64) throws -> Catalog {
        var random = SplitMix(state: seed)
        var files: [String: String] = ["site.yml": SmallCatalog.site]
        for number in 0..<40 {
            func keywords() -> String {
                let count = Int.random(in: 1...5, using: &random)
                return (0..<count).map { _ in Self.pool.randomElement(using: &random)! }.joined(separator: ", ")
            }
            let folder = "components/c\(number)"
            files[folder + "/index.en.md"] = SmallCatalog.englishPage()
                .replacingOccurrences(of: "title: Fade List", with: "title: Component \(number)")
                .replacingOccurrences(
                    of: "category: transitions", with: "category: \(number % 3 == 0 ? "feedback" : "transitions")")
                .replacingOccurrences(of: "keywords: [fade, list, rows]", with: "keywords: [\(keywords())]")
            if Bool.random(using: &random) {
                files[folder + "/index.es.md"] = SmallCatalog.spanishPage.replacingOccurrences(
                    of: "keywords: [aparecer, lista, filas]", with: "keywords: [\(keywords())]")
            }
            files[folder + "/C\(number).swift"] = SmallCatalog.source.replacingOccurrences(
                of: "FadeList", with: "C\(number)")
        }
        let result = CatalogLoader(store: MemoryContentStore(files: files), displayRoot: "Content").load()
        return try #require(result.catalog, "\(result.diagnostics)")
    }

    /// The rule read plainly, one component and one keyword at a time.
    private func reference(_ catalog: Catalog) -> [String: [(slug: String, name: String, members: [Int])]] {
        let defaultLanguage = catalog.settings.defaultLanguage.code
        var result: [String: [(slug: String, name: String, members: [Int])]] = [:]
        for language in catalog.settings.languages.map(\.code) {
            var names: [String: String] = [:]
            var members: [String: [Int]] = [:]
            for (index, component) in catalog.components.enumerated() {
                let keywords = (component.pages[language] ?? component.pages[defaultLanguage])?.keywords ?? []
                for keyword in keywords {
                    let slug = SitePaths.tagSlug(keyword)
                    if names[slug] == nil { names[slug] = keyword }
                    if members[slug]?.last != index { members[slug, default: []].append(index) }
                }
            }
            result[language] = names.keys.sorted().map { ($0, names[$0]!, members[$0]!) }
        }
        return result
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func tagsAreThoseOfThePlainRule(seed: UInt64) throws {
        let catalog = try catalog(seed: seed)
        var slugs: [String: String] = [:]
        let tags = ComponentTag.byLanguage(catalog, slugs: &slugs)
        let expected = reference(catalog)
        #expect(Set(tags.keys) == Set(expected.keys))
        for (language, wanted) in expected {
            let made = tags[language] ?? []
            #expect(made.map(\.slug) == wanted.map(\.slug), "\(language)")
            #expect(made.map(\.name) == wanted.map(\.name), "\(language)")
            #expect(made.map(\.members) == wanted.map(\.members), "\(language)")
        }
        for (keyword, slug) in slugs { #expect(SitePaths.tagSlug(keyword) == slug) }
        let used = Set(catalog.components.flatMap { $0.pages.values.flatMap(\.keywords) })
        #expect(used.isSubset(of: Set(slugs.keys)))
    }
}
