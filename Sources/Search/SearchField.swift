/// A piece of a document's text, with what it is (which sets its weight) and its language
/// (which picks its stemmer, and lowers its weight when it is not the index's language).
public struct SearchField: Sendable, Hashable {
    public let kind: SearchFieldKind
    public let language: String
    public let text: String

    public init(_ kind: SearchFieldKind, language: String, text: String) {
        self.kind = kind
        self.language = language
        self.text = text
    }
}
