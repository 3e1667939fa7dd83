/// `{{>name}}`.
final class PartialNode: Sendable {
    let reference: TemplateReference
    /// The whitespace before a standalone tag, prepended to every line of the partial; `nil`
    /// when the tag shares its line with other content.
    let indentation: [UInt8]?
    let location: TagLocation
    /// The index of the named template in the library, once linked.
    let target: Int?

    init(
        reference: TemplateReference, indentation: [UInt8]?, location: TagLocation,
        target: Int? = nil
    ) {
        self.reference = reference
        self.indentation = indentation
        self.location = location
        self.target = target
    }

    func linked(to target: Int) -> PartialNode {
        PartialNode(
            reference: reference, indentation: indentation, location: location, target: target)
    }
}
