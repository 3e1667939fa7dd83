import Diagnostics

/// The `## API` section of a page: the parameters and the notes under the table.
public struct APIReference: Sendable, Hashable, Codable {
    public let parameters: [Parameter]
    public let notesHTML: String
    /// Where the table starts.
    public var location: SourceLocation? = nil
    /// The notes as plain text, for search.
    public var notesText: String = ""
}
