/// The patterns of the published API's names, in JSON Schema's syntax: the schema publishes
/// them, and the build and `catalog api --diff` check names against them.
package enum NamePattern {
    /// A component's slug.
    package static let slug = "^[a-z0-9-]{1,64}$"
    /// A parameter's argument label: a Swift identifier in ASCII.
    package static let argumentLabel = "^[A-Za-z_][A-Za-z0-9_]*$"

    /// Whether the whole of `text` matches `pattern`, one of the above.
    package static func matches(_ text: String, _ pattern: String) -> Bool {
        (try? Regex(pattern)).map { text.wholeMatch(of: $0) != nil } ?? false
    }
}
