/// The content of a block: its default in a template, or what a child passes to a parent.
final class BlockContent: Sendable {
    let nodes: [Node]
    /// Whether the content starts on a line of its own, its opening tag being standalone.
    let startsLine: Bool

    init(nodes: [Node], startsLine: Bool) {
        self.nodes = nodes
        self.startsLine = startsLine
    }
}
