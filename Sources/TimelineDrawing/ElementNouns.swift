import TimelineFormat

/// How a language names one kind of element, from the keys `timeline-<kind>-one`, `-many`,
/// `-all` and `-label` of its UI strings.
struct ElementNouns: Sendable, Hashable {
    /// `row`
    let one: String
    /// `rows`
    let many: String
    /// `all rows`, the subject of the Reduce Motion sentence.
    let all: String
    /// `Row {n}`, the chart label.
    let label: String

    /// The forms, in the order of their keys.
    static let forms = ["one", "many", "all", "label"]

    /// The key of a form of a kind's name: `timeline-row-many`.
    static func key(_ kind: ElementKind, _ form: String) -> String { "timeline-\(kind.rawValue)-\(form)" }
}
