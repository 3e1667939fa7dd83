import TimelineDrawing
import TimelineFormat

/// The timelines of one component or guide, each drawn once and then written in every
/// language with that language's words.
struct TimelineDrawings {
    /// The words of the drawings by language code, from the UI strings.
    let words: [String: TimelineWords]
    private var prepared: [Drawing: PreparedTimeline] = [:]

    /// A timeline and the ID its drawing carries.
    private struct Drawing: Hashable {
        let timeline: Timeline
        let id: String
    }

    /// Drawings of earlier builds of this process, if any.
    let reuse: ReuseCache?

    init(words: [String: TimelineWords], reuse: ReuseCache? = nil) {
        self.words = words
        self.reuse = reuse
    }

    /// The SVG of `timeline` with the ID `id`, in `language`; drawn on first use.
    mutating func svg(_ timeline: Timeline, id: String, language: String) -> String {
        if let reuse {
            return reuse.worded(timeline, id: id, language: language) {
                drawn(timeline, id: id, language: language)
            }
        }
        return drawn(timeline, id: id, language: language)
    }

    private mutating func drawn(_ timeline: Timeline, id: String, language: String) -> String {
        let key = Drawing(timeline: timeline, id: id)
        let drawing =
            prepared[key]
            ?? (reuse.map { $0.prepared(timeline, id: id) { TimelineSVG.prepare(timeline, id: id) } }
                ?? TimelineSVG.prepare(timeline, id: id))
        prepared[key] = drawing
        return drawing.svg(words: words[language] ?? TimelineWords(strings: [:]))
    }
}
