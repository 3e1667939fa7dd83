import Foundation
import TimelineDrawing
import YAML

/// The words of the drawings in the site's languages, read from the repository's UI strings.
enum Words {
    static let en = TimelineWords(strings: strings("en"))
    static let es = TimelineWords(strings: strings("es"))

    /// The words of the language `code`: Spanish's, or English's for any other.
    static func of(_ code: String) -> TimelineWords { code == "es" ? es : en }

    /// `Templates/strings/<code>.yml` of the repository, by key.
    static func strings(_ code: String) -> [String: String] {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = repository.appendingPathComponent("Templates/strings/\(code).yml")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        var table: [String: String] = [:]
        for pair in (try? YAML.parse(text))??.mapping ?? [] {
            if let key = pair.key.string, let value = pair.value.string { table[key] = value }
        }
        return table
    }
}
