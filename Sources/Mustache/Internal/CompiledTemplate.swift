/// A parsed template.
final class CompiledTemplate: Sendable {
    let name: String
    let nodes: [Node]
    /// The length of the source in bytes, a hint for the size of the output.
    let sourceLength: Int

    init(name: String, nodes: [Node], sourceLength: Int) {
        self.name = name
        self.nodes = nodes
        self.sourceLength = sourceLength
    }
}
