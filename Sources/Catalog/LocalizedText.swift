/// A text given in every language of the catalog.
package struct LocalizedText: Sendable, Hashable {
    package let texts: [String: String]
    let fallbackLanguage: String

    package init(_ texts: [String: String], fallbackLanguage: String) {
        self.texts = texts
        self.fallbackLanguage = fallbackLanguage
    }

    /// The text in `language`, or in the default language when it has none.
    package subscript(language: String) -> String {
        texts[language] ?? texts[fallbackLanguage] ?? ""
    }
}
