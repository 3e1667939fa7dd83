import Catalog
import Search
import TestSupport
import Testing

@testable import Site

/// The tags of each language are the ones a plain reading of the rule gives: per language,
/// every component whose page (or, without one, the default language's page) lists a keyword
/// of that tag (the same after the aliases, case and accents folded and every word stemmed),
/// once, in catalog order; the tag named by its alias or the first spelling met in catalog
/// order; tags in order of slug; a tag with a page linked to the tag of each other language
/// that shares the most components with it.
@Suite struct ComponentTagTests {
    /// Keywords with two spellings of one slug, accents, and words that repeat.
    private static let pool = [
        "fade", "Fade", "list", "spring", "Cuadrícula", "cuadricula", "grid", "race condition", "race-condition",
        "index", "stagger", "cards", "Card", "rows", "row", "filas", "fila", "muelle", "resorte", "anim", "notificación", "Notificaciones",
    ]
    private static let aliases = ["en": ["anim": "animation", "Springs": "spring"], "es": ["muelle": "resorte"]]

    private func catalog(seed: UInt64) throws -> Catalog {
        var random = SplitMix(state: seed)
        let aliases = "tag-aliases:\n" + Self.aliases.sorted { $0.key < $1.key }.map { language, pairs in
            "  \(language):\n" + pairs.map { "    \($0.key): \($0.value)\n" }.joined()
        }.joined()
        var files: [String: String] = ["site.yml": SmallCatalog.site + "\n" + aliases]
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
            let stemmer = Stemmer(language: language)
            var names: [String: String] = [:]
            var members: [String: Set<Int>] = [:]
            for (index, component) in catalog.components.enumerated() {
                let keywords = (component.pages[language] ?? component.pages[defaultLanguage])?.keywords ?? []
                for keyword in keywords {
                    let alias = Self.aliases[language]?.first { SitePaths.tagSlug($0.key) == SitePaths.tagSlug(keyword) }
                    let name = alias?.value ?? keyword
                    let key = name.lowercased().split { !$0.isLetter && !$0.isNumber }.map { stemmer!.stem(String($0)) }
                        .map(SitePaths.tagSlug)
                    if names[key.joined(separator: " ")] == nil { names[key.joined(separator: " ")] = name }
                    members[key.joined(separator: " "), default: []].insert(index)
                }
            }
            result[language] = names.map { (SitePaths.tagSlug($0.value), $0.value, members[$0.key]!.sorted()) }
                .sorted { $0.slug < $1.slug }
        }
        return result
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func tagsAreThoseOfThePlainRule(seed: UInt64) throws {
        let catalog = try catalog(seed: seed)
        let tags = ComponentTag.byLanguage(catalog)
        let expected = reference(catalog)
        #expect(Set(tags.keys) == Set(expected.keys))
        for (language, wanted) in expected {
            let made = tags[language]?.tags ?? []
            #expect(made.map(\.slug) == wanted.map(\.slug), "\(language)")
            #expect(made.map(\.name) == wanted.map(\.name), "\(language)")
            #expect(made.map(\.members) == wanted.map(\.members), "\(language)")
            for (keyword, slug) in tags[language]?.slugs ?? [:] {
                #expect(made.contains { $0.slug == slug && $0.members.contains { catalog.components[$0].pages.values.contains { $0.keywords.contains(keyword) } } })
            }
            for tag in made {
                for (other, slug) in tag.counterparts {
                    let best = (tags[other]?.tags ?? []).filter(\.hasPage).map { Set($0.members).intersection(tag.members).count }.max()
                    let chosen = try #require(tags[other]?.tags.first { $0.slug == slug })
                    #expect(tag.hasPage && chosen.hasPage && Set(chosen.members).intersection(tag.members).count == best)
                }
            }
        }
        #expect(tags["en"]?.tags.contains { $0.name == "Card" || $0.name == "cards" } == true)
        #expect(tags["en"]?.tags.contains { $0.slug == "card" || $0.slug == "cards" } == true)
        #expect(tags["en"]?.tags.filter { ["card", "cards"].contains($0.slug) }.count == 1)
    }

    @Test func aliasesOfAnUnknownLanguageOrShapeAreErrorsNamingTheLine() {
        for (yaml, message) in [
            ("tag-aliases:\n  fr: { a: b }\n", "'tag-aliases' has aliases for 'fr'"),
            ("tag-aliases: [a, b]\n", "'tag-aliases' must map language codes"),
            ("tag-aliases:\n  en: { a: [b] }\n", "each alias of 'tag-aliases.en' must be 'keyword: tag'"),
        ] {
            let files = ["site.yml": SmallCatalog.site + "\n" + yaml]
            let result = CatalogLoader(store: MemoryContentStore(files: files), displayRoot: "Content").load()
            let found = result.diagnostics.first { $0.message.contains(message) }
            #expect(found?.location.path == "Content/site.yml" && found?.location.line ?? 0 > 1, "\(result.diagnostics)")
            #expect(!result.diagnostics.contains { $0.id == "field.unknown" }, "\(result.diagnostics)")
        }
    }
}

/// An ASCII keyword's slug, made byte by byte, is the one folding makes.
@Suite struct TagSlugTests {
    @Test func asciiSlugsAreTheFoldedOnes() {
        let alphabet = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) } + ["\t", "\n"]
        var samples = ["", "index", "Index", "INDEX", "index-", "Spring Animation", "  card--row  ", "a_b", "TAG 42"]
        samples.append(String(repeating: "ab ", count: 100))
        for one in alphabet {
            for two in ["a", "Z", "7", "-", " ", "."] { samples += [one + two, two + one] }
        }
        for keyword in samples {
            #expect(SitePaths.asciiTagSlug(keyword) == SitePaths.foldedTagSlug(keyword), "\(keyword.debugDescription)")
        }
    }
}
