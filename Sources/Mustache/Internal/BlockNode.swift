/// `{{$name}}…{{/name}}` outside a parent tag: a place a child template may fill.
final class BlockNode: Sendable {
    let name: String
    let defaultContent: BlockContent
    /// Added to the indentation of every line of the content rendered here, whether the
    /// default or an override.
    let indentation: [UInt8]
    let location: TagLocation

    init(
        name: String, defaultContent: BlockContent, indentation: [UInt8], location: TagLocation
    ) {
        self.name = name
        self.defaultContent = defaultContent
        self.indentation = indentation
        self.location = location
    }

    func replacingDefault(_ content: BlockContent) -> BlockNode {
        BlockNode(
            name: name, defaultContent: content, indentation: indentation, location: location)
    }
}
