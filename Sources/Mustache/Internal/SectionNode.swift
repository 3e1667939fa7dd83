/// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
final class SectionNode: Sendable {
    let path: [String]
    let isInverted: Bool
    let children: [Node]
    /// The unrendered text between the tags, handed to a lambda.
    let rawText: Substring
    /// The delimiters in effect inside the section, used to parse what a lambda returns.
    let delimiters: Delimiters
    let location: TagLocation

    init(
        path: [String], isInverted: Bool, children: [Node], rawText: Substring,
        delimiters: Delimiters, location: TagLocation
    ) {
        self.path = path
        self.isInverted = isInverted
        self.children = children
        self.rawText = rawText
        self.delimiters = delimiters
        self.location = location
    }

    func replacingChildren(_ children: [Node]) -> SectionNode {
        SectionNode(
            path: path, isInverted: isInverted, children: children, rawText: rawText,
            delimiters: delimiters, location: location)
    }
}
