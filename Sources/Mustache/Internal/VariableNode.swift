/// `{{name}}`, `{{{name}}}` or `{{&name}}`.
final class VariableNode: Sendable {
    /// The dotted name split at the dots; empty for the implicit iterator `{{.}}`.
    let path: [String]
    let escapesHTML: Bool
    let location: TagLocation

    init(path: [String], escapesHTML: Bool, location: TagLocation) {
        self.path = path
        self.escapesHTML = escapesHTML
        self.location = location
    }
}
