import TimelineDrawing
import TimelineFormat

/// What the generator makes of a parsed timeline.
enum TimelineOutput {
    /// Words for every slot of a drawing: each key stands for itself.
    static let words = TimelineWords(strings: Dictionary(uniqueKeysWithValues: TimelineWords.keys.map { ($0, $0) }))

    /// The JSON report of `catalog timeline` (which schedules every element) and the SVG, as a
    /// build draws it: prepared once, then filled in with a language's words.
    static func draw(_ timeline: Timeline) -> Int {
        let prepared = TimelineSVG.prepare(timeline, id: "fuzz")
        return AuthorReports.timelineJSON(timeline).utf8.count + prepared.svg(words: words).utf8.count
    }

    /// Reads a block as `catalog check` does, with the drawing's size checked.
    static func parse(_ text: String) throws(TimelineErrors) -> Timeline {
        try TimelineFormat.parse(text, drawingSize: TimelineSVG.size(of:))
    }
}
