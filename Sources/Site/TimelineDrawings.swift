import Catalog
import TextUtilities
import TimelineDrawing
import TimelineFormat

/// How the renderer draws timelines: a page's timeline and a card's stage, each in every
/// language at once (its motion worked out once, worded per language). Plain functions of
/// their inputs; a build hands the renderer versions that keep their results in its store.
struct TimelineDrawings: Sendable {
    /// The timeline drawn with the SVG id given, by language code.
    let timeline: @Sendable (TimelineBlock, _ id: String) -> [String: String]
    /// A card's stage with the SVG id given, by language code.
    let card: @Sendable (TimelineBlock, _ id: String) -> [String: String]
    /// A hash of the words the drawings are worded with, in every language.
    let wordsKey: UInt64

    /// Drawings made every time they are asked for, worded by `strings` (by language code).
    static func direct(strings: [String: [String: String]]) -> TimelineDrawings {
        let words = strings.mapValues { TimelineWords(strings: $0) }
        return TimelineDrawings(
            timeline: { block, id in
                let prepared = TimelineSVG.prepare(block.timeline, id: id)
                return words.mapValues { prepared.svg(words: $0) }
            },
            card: { block, id in
                let prepared = CardStage.prepare(block.timeline, id: id)
                return words.mapValues { prepared.svg(words: $0) }
            }, wordsKey: wordsKey(strings))
    }

    /// A hash of a drawing's inputs: the timeline (by its block's text), its SVG id and the
    /// words.
    static func key(_ block: TimelineBlock, _ id: String, words: UInt64) -> UInt64 {
        var hash = StableDigest()
        hash.add(id)
        hash.add(words)
        hash.add(block.digest)
        return hash.value
    }

    static func wordsKey(_ strings: [String: [String: String]]) -> UInt64 {
        var hash = StableDigest()
        for (language, texts) in strings.sorted(by: { $0.key < $1.key }) {
            hash.add(language)
            for (key, value) in texts.sorted(by: { $0.key < $1.key }) {
                hash.add(key)
                hash.add(value)
            }
        }
        return hash.value
    }

    /// The timeline's drawing in `language`, made when a page shows it.
    func html(_ block: TimelineBlock, id: String, language: String) -> HTML {
        HTML(shared: deferred(block, id: id, language: language, draw: self.timeline))
    }

    /// A card's stage in `language`, made when a page shows it.
    func cardHTML(_ block: TimelineBlock, id: String, language: String) -> HTML.Deferred {
        deferred(block, id: id, language: language, draw: card)
    }

    private func deferred(
        _ block: TimelineBlock, id: String, language: String,
        draw: @escaping @Sendable (TimelineBlock, String) -> [String: String]
    ) -> HTML.Deferred {
        var hash = StableDigest()
        hash.add(Self.key(block, id, words: wordsKey))
        hash.add(language)
        return HTML.Deferred(key: hash.value) { draw(block, id)[language] ?? "" }
    }
}
