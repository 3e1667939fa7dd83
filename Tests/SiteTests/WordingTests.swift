import Catalog
import Foundation
import Site
import TestSupport
import Testing

/// The catalog's own words: each language keeps to itself, and English to one spelling.
@Suite struct WordingTests {
    let catalog = CatalogLoader(store: DiskContentStore(root: Repository.content), displayRoot: "Content").load()
        .catalog
    let strings =
        TemplateLoader(store: DiskContentStore(root: Repository.templates), displayRoot: "Templates")
        .load(languages: ["en", "es"]).0?.strings ?? [:]

    /// The keywords of every page of a language, lowercased.
    func keywords(_ language: String) throws -> Set<String> {
        let catalog = try #require(catalog)
        let pages =
            catalog.components.compactMap { $0.pages[language] }.map(\.keywords)
            + catalog.guides.compactMap { $0.pages[language] }.map(\.keywords)
        return Set(pages.joined().map { $0.lowercased() })
    }

    /// A word a placeholder suggests, when it is a keyword of the catalog, is one of its own
    /// language (English suggested `lista`, Spanish `list`).
    @Test(arguments: ["search-placeholder", "search-page-placeholder", "api-filter-placeholder"])
    func placeholdersSuggestWordsOfTheirOwnLanguage(_ key: String) throws {
        let every = try keywords("en").union(keywords("es"))
        for language in ["en", "es"] {
            let own = try keywords(language)
            let text = try #require(strings[language]?[key], "\(language).\(key)")
            let words = text.lowercased().split { !$0.isLetter }.map(String.init).filter(every.contains)
            #expect(words.allSatisfy(own.contains), "\(language).\(key): \(text)")
        }
    }

    /// US spelling, as Swift and Apple's documentation write it, in the strings, the English
    /// pages and the sources they show.
    @Test func englishKeepsToUSSpelling() throws {
        let british = try NSRegularExpression(
            pattern:
                "\\b(colour|behaviour|centre|favourite|licence|cancell(ed|ing)|neighbour|honour|flavour|catalogue|grey|travell(ed|ing)|modell(ed|ing)|organis|recognis|customis|initialis|synchronis|analys(e|ing)|artefact|towards)",
            options: [.caseInsensitive])
        var texts = ["Templates/strings/en.yml": (strings["en"] ?? [:]).values.joined(separator: "\n")]
        for folder in ["components", "guides"] {
            let root = Repository.content + "/" + folder
            for entry in try FileManager.default.subpathsOfDirectory(atPath: root)
            where entry.hasSuffix(".en.md") || entry.hasSuffix(".swift") {
                texts["Content/\(folder)/\(entry)"] = try String(contentsOfFile: root + "/" + entry, encoding: .utf8)
            }
        }
        #expect(texts.count > 40)
        for (path, text) in texts {
            let found = british.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                String(text[Range($0.range, in: text)!])
            }
            #expect(found.isEmpty, "\(path): \(found)")
        }
    }

    /// The Feedback category is about motion that answers an action; "Respuesta" alone reads
    /// as the answer to a question.
    @Test func spanishFeedbackIsNotAnAnswer() throws {
        let feedback = try #require(catalog?.settings.category("feedback"))
        #expect(feedback.name["es"] != "Respuesta")
        #expect(feedback.name["es"] != feedback.name["en"])
    }
}
