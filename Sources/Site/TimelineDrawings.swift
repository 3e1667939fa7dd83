import TimelineDrawing
import TimelineFormat

/// How the renderer draws timelines: a page's timeline in every language at once (its motion
/// worked out once, worded per language), and a card's wordless stage. Plain functions of
/// their inputs; a build hands the renderer versions that keep their results in its store.
struct TimelineDrawings: Sendable {
    /// The timeline drawn with the SVG id given, by language code.
    let timeline: @Sendable (Timeline, _ id: String) -> [String: String]
    /// A card's stage, with the SVG id given.
    let card: @Sendable (Timeline, _ id: String) -> String

    /// Drawings made every time they are asked for, worded by `words` (by language code).
    static func direct(words: [String: TimelineWords]) -> TimelineDrawings {
        TimelineDrawings(
            timeline: { timeline, id in
                let prepared = TimelineSVG.prepare(timeline, id: id)
                return words.mapValues { prepared.svg(words: $0) }
            },
            card: CardStage.svg)
    }
}
