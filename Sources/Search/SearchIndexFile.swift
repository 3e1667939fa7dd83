/// One script of a language's search index, named relative to the language's index folder.
public struct SearchIndexFile: Sendable, Equatable {
    public let name: String
    public let text: String
}
