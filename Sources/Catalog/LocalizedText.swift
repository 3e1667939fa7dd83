/// A text given in every language of the catalog.
public struct LocalizedText: Sendable, Hashable {
    public let texts: [String: String]
    let fallbackLanguage: String

    public init(_ texts: [String: String], fallbackLanguage: String) {
        self.texts = texts
        self.fallbackLanguage = fallbackLanguage
    }

    /// The text in `language`, or in the default language when it has none.
    public subscript(language: String) -> String {
        texts[language] ?? texts[fallbackLanguage] ?? ""
    }
}
