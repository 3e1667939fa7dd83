/// What an operation needs besides its numbers: for errors, lambdas and names.
struct OperationDetail: Sendable {
    var location: TagLocation
    /// A section's unrendered text and inner delimiters, for lambdas.
    var rawText: Substring = ""
    var delimiters = Delimiters.standard
    /// A partial's or parent's template name.
    var reference: TemplateReference?
}
