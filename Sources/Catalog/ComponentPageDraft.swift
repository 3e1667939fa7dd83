import Diagnostics
import TimelineFormat

/// What one component page file holds, before it is combined with the other languages.
struct ComponentPageDraft {
    let language: String
    let path: String
    let title: String
    let summary: String
    let keywords: [String]
    let origin: Origin?
    let category: (slug: String, location: SourceLocation)?
    let level: (slug: String, location: SourceLocation)?
    let platforms: (list: [Platform], location: SourceLocation)?
    let descriptionHTML: String
    let descriptionText: String
    let headings: [String]
    let api: (reference: APIReference, location: SourceLocation)?
    let timeline: TimelineBlock?
    /// The `type:` field: the main view type the API table describes.
    let mainType: (name: String, location: SourceLocation)?
    /// The `date:` and `updated:` fields.
    let dates: PageDates
    /// The `usage:` field: a call site to show in place of the one from the `#Preview`.
    let usage: (text: String, location: SourceLocation)?
}
