/// `{{<name}}{{$block}}…{{/block}}{{/name}}`: renders a parent template with block overrides.
final class ParentNode: Sendable {
    let reference: TemplateReference
    /// As for ``PartialNode/indentation``.
    let indentation: [UInt8]?
    /// The blocks passed to the parent, by name.
    let overrides: [String: BlockContent]
    let location: TagLocation
    let target: Int?

    init(
        reference: TemplateReference, indentation: [UInt8]?, overrides: [String: BlockContent],
        location: TagLocation, target: Int? = nil
    ) {
        self.reference = reference
        self.indentation = indentation
        self.overrides = overrides
        self.location = location
        self.target = target
    }

    func linked(overrides: [String: BlockContent], target: Int?) -> ParentNode {
        ParentNode(
            reference: reference, indentation: indentation, overrides: overrides,
            location: location, target: target)
    }
}
