import Diagnostics

/// The `## API` section of a page: the parameters and the notes under the table.
package struct APIReference: Sendable, Hashable, Codable {
    package let parameters: [Parameter]
    package let notesHTML: String
    /// Where the table starts.
    package var location: SourceLocation? = nil
    /// The notes as plain text, for search.
    package var notesText: String = ""
}
