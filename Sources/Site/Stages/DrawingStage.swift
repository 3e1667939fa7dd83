import TextUtilities
import TimelineDrawing
import TimelineFormat

/// Draws the timelines (``TimelineDrawings``), each drawing kept in the store by the digest of
/// the timeline, its SVG id and the words of every language.
enum DrawingStage {
    static func drawings(templates: TemplateSet, store: ArtifactStore) -> TimelineDrawings {
        let words = templates.strings.mapValues { TimelineWords(strings: $0) }
        let direct = TimelineDrawings.direct(words: words)
        var wordsHash = StableDigest()
        for (language, strings) in templates.strings.sorted(by: { $0.key < $1.key }) {
            wordsHash.add(language)
            for (key, value) in strings.sorted(by: { $0.key < $1.key }) {
                wordsHash.add(key)
                wordsHash.add(value)
            }
        }
        let wordsKey = wordsHash.value
        return TimelineDrawings(
            timeline: { timeline, id in
                store.value(.drawing, inputs: key(timeline, id, wordsKey)) { direct.timeline(timeline, id) }
            },
            card: { timeline, id in
                store.value(.cardStage, inputs: key(timeline, id, 0)) { direct.card(timeline, id) }
            })
    }

    private static func key(_ timeline: Timeline, _ id: String, _ words: UInt64) -> UInt64 {
        var hash = StableDigest()
        hash.add(id)
        hash.add(words)
        hash.add(encoded: timeline)
        return hash.value
    }
}
