/// One script of a language's search index, named relative to the language's index folder.
package struct SearchIndexFile: Sendable, Equatable {
    package let name: String
    package let text: String
}
