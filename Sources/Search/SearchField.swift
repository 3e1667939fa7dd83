/// A piece of a document's text, with what it is (which sets its weight) and its language
/// (which picks its stemmer, and lowers its weight when it is not the index's language).
package struct SearchField: Sendable, Hashable {
    package let kind: SearchFieldKind
    package let language: String
    package let text: String

    package init(_ kind: SearchFieldKind, language: String, text: String) {
        self.kind = kind
        self.language = language
        self.text = text
    }
}
