import Foundation
import Testing

@testable import Search

/// `SearchWords.terms` walks UTF-8 bytes and lowercases ASCII runs byte by byte; it cuts every
/// text as the Unicode path does, and as the plain reference does: runs of word scalars split
/// where the script changes, each through the Unicode tables.
@Suite struct SearchWordsFastPathTests {
    private func same(_ text: String) -> Bool {
        let fast = SearchWords.terms(text)
        let general = SearchWords.terms(text, asciiFastPath: false)
        let reference = SearchWords.runs(text).flatMap(SearchWords.termsOfRun)
        return fast.map(\.word) == general.map(\.word) && fast.map(\.isPart) == general.map(\.isPart)
            && fast.map(\.word) == reference.map(\.word) && fast.map(\.isPart) == reference.map(\.isPart)
    }

    @Test func camelCaseDigitsAndMixedScriptsAgree() {
        for text in [
            "swipeActions ScrollView HTTPServer iOS17 v2Beta a1B2c3 URLSession withAnimation(.spring)",
            "Animación rápida: withAnimation y ScrollViewReader, 0.45 s",
            "東京タワー swipeActions カード", "ABC abc AbC aBC Abc123Def", "x", "",
            "mixedÉtat deÉcole caféBar naïveView",
        ] {
            #expect(same(text), "\(text)")
        }
    }

    @Test func randomASCIITextAgrees() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcXYZ019 _-.:éÉ東京タ\u{301}ß🧩")
        for _ in 0..<2_000 {
            let text = String(
                (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(same(text), "\(text)")
        }
    }

    @Test func everyPageOfTheRealCatalogAgrees() throws {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let content = url.appendingPathComponent("Content").path
        let files = FileManager.default.enumerator(atPath: content)?.compactMap { $0 as? String } ?? []
        let pages = files.filter { $0.hasSuffix(".md") || $0.hasSuffix(".swift") }
        #expect(pages.count > 40)
        for page in pages {
            let text = try String(contentsOfFile: content + "/" + page, encoding: .utf8)
            #expect(same(text), "\(page)")
        }
    }
}
