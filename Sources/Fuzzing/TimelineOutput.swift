import Timelines

/// What the generator makes of a parsed timeline.
enum TimelineOutput {
    /// The JSON report of `catalog timeline` (which schedules every element) and the SVG in
    /// both languages, as a build draws it: prepared once, then filled in per language.
    static func draw(_ timeline: Timeline) -> Int {
        let prepared = TimelineSVG.prepare(timeline, id: "fuzz")
        return AuthorReports.timelineJSON(timeline).utf8.count + prepared.svg(language: .en).utf8.count
            + prepared.svg(language: .es).utf8.count
    }
}
