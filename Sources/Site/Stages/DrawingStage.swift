/// Draws the timelines (``TimelineDrawings``), each drawing kept in the store by the digest of
/// the timeline, its SVG id and the words of every language.
enum DrawingStage {
    static func drawings(templates: TemplateSet, store: ArtifactStore) -> TimelineDrawings {
        let direct = TimelineDrawings.direct(strings: templates.strings)
        let wordsKey = direct.wordsKey
        return TimelineDrawings(
            timeline: { block, id in
                store.value(.drawing, inputs: TimelineDrawings.key(block, id, words: wordsKey)) {
                    direct.timeline(block, id)
                }
            },
            card: { block, id in
                store.value(.cardStage, inputs: TimelineDrawings.key(block, id, words: wordsKey)) {
                    direct.card(block, id)
                }
            }, wordsKey: wordsKey)
    }
}
