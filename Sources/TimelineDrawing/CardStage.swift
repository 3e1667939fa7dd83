import TextUtilities
import TimelineFormat

/// The small live stage of a component's card on the home and category pages: the motion of
/// the page's preview, drawn from the same block without its chart, its parts with their main
/// words in the page's language (``PreparedTimeline/svg(words:)``), with keyframes
/// within ``tolerance`` of the progress, elements that differ only by their start sharing one
/// keyframe list (``SharedCardMotion``), so that a card weighs at most ``byteLimit``. For readers who
/// prefer reduced motion it holds still, on the still moment of the Reduce Motion stage.
package enum CardStage {
    /// How far the card's keyframes may pass from the progress: 4%, about a pixel at
    /// the card's size.
    package static let tolerance = 0.04

    /// The most a card may weigh, in bytes: 6 KiB. Every card of the catalog is checked
    /// against it (`CardStageTests`).
    package static let byteLimit = 6 * 1024

    /// The colours of the classes a card may draw, by class.
    static let classRules = [
        ("item", "fill: var(--timeline-item, #4f6bed);"),
        ("card", "fill: var(--timeline-item, #4f6bed); stroke: var(--timeline-stage, #f3f4f8); stroke-width: 1.5;"),
        ("muted", "fill: var(--timeline-item-muted, #7080cc);"),
        ("screen", "fill: var(--timeline-screen, #ffffff); stroke: var(--timeline-edge, #d9dce6);"),
    ]

    /// The card's SVG for `timeline` in the language of `words`, its IDs prefixed with `id`.
    package static func svg(_ timeline: Timeline, words: TimelineWords, id: String) -> String {
        prepare(timeline, id: id).svg(words: words)
    }

    /// The card's SVG for `timeline`, drawn once for every language, its IDs prefixed with
    /// `id` (made safe for XML and CSS). It is decorative: the card's title and summary say
    /// what the component is.
    package static func prepare(_ timeline: Timeline, id: String) -> PreparedTimeline {
        let scene = DrawingScene(timeline, tolerance: tolerance, card: true)
        let id = TimelineSVG.safeID(id)
        let stage = StageDrawing(scene: scene, id: id)
        let height = stage.geometry.height
        // Glyphs in the figures elements share, or apart with their words: the smaller.
        let (drawn, frozen) = [false, true].map { apart in
            var drawn = SVGBuffer()
            let frozen = stage.writeCard(into: &drawn, glyphsApart: apart)
            return (drawn, frozen)
        }.min { $0.0.bytes.count < $1.0.bytes.count }!
        var out = SVGBuffer()
        out.write(
            """
            <svg xmlns="http://www.w3.org/2000/svg" id="\(id)" class="card-stage" viewBox="0 0 \(Layout.width) \(height)" \
            aria-hidden="true" focusable="false">
            """)
        // The colours are the shared sheet's (``DrawingStyle/sharedSheet``).
        if frozen == nil {
            out.write(
                """
                <style>#\(id) .still { display: none; } \
                @media (prefers-reduced-motion: reduce) { #\(id) .motion { display: none; } #\(id) .still { display: inline; } }\
                </style>

                """)
        }
        out.append(drawn)
        // After the rule that starts the motion, which it overrides.
        if let frozen { out.append(safe: "<style>\(SharedCardMotion.frozenRule(id: id, at: frozen))</style>\n") }
        out.append("</svg>")
        return PreparedTimeline(
            timeline: timeline, elements: scene.elements, timings: scene.timings, markup: out.bytes, gaps: out.gaps)
    }
}
