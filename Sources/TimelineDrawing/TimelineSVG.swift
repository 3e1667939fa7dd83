import TimelineFormat

/// Draws a ``Timeline`` as an inline SVG: a stage that plays the motion on simple shapes and a
/// chart of when each element starts, moves and settles, with a playhead in step with the
/// stage.
///
/// The SVG plays by itself with SMIL animations (no script), loops with a pause, shows what
/// the component does under Reduce Motion when the reader asks for reduced motion, takes its
/// colours from CSS custom properties, and is the same bytes for the same input. A timeline is
/// drawn once with ``prepare(_:id:)``; ``PreparedTimeline/svg(words:)`` then writes it in any
/// language.
package enum TimelineSVG {
    /// Draws `timeline` once for every language, with every ID inside prefixed with `id` (made
    /// safe for XML and CSS), so several can share a page.
    package static func prepare(_ timeline: Timeline, id: String) -> PreparedTimeline {
        let scene = DrawingScene(timeline)
        let id = safeID(id)
        let stage = StageDrawing(scene: scene, id: id)
        let chart = ChartDrawing(scene: scene, top: stage.geometry.height + Layout.captionHeight + 8)
        var out = SVGBuffer()
        out.reserveCapacity(8192 + scene.elements.count * 1600)
        out.write(
            """
            <svg xmlns="http://www.w3.org/2000/svg" id="\(id)" class="timeline-drawing" viewBox="0 0 \(Layout.width) \(chart.bottom)" \
            width="\(Layout.width)" height="\(chart.bottom)" preserveAspectRatio="xMidYMin meet" role="img" aria-labelledby="\(id)-title" aria-describedby="\(id)-desc" \
            data-timeline="\(timeline.stage.rawValue)" data-timeline-duration="\(scene.plan.cycle, decimals: 6)" \
            data-timeline-rest="\(scene.plan.restingTime, decimals: 3)" \
            data-timeline-still="\(stage.motion.stillMoment(reduced: stage.motion.reducedElements()), decimals: 3)" \
            data-timeline-axis="\(chart.x(0), decimals: 2) \(chart.x(scene.plan.axisEnd), decimals: 2) \(scene.plan.axisEnd, decimals: 3)" \
            data-timeline-sweeps="\(chart.phases.map { "\(formatted($0.start, decimals: 3)) \(formatted($0.span, decimals: 3))" }.joined(separator: ","))" \
            data-label-play="
            """)
        out.words(.play)
        out.append("\" data-label-pause=\"")
        out.words(.pause)
        out.append("\" data-label-scrubber=\"")
        out.words(.scrubber)
        out.append("\" data-label-reduced=\"")
        out.words(.reducedVariant)
        out.append("\" data-label-milliseconds=\"")
        out.words(.milliseconds)
        out.write("\">\n<title id=\"\(id)-title\">")
        out.words(.title)
        out.write("</title>\n<desc id=\"\(id)-desc\">")
        out.words(.description)
        out.append("</desc>\n")
        DrawingStyle.write(id: id, narrow: chart.narrow, into: &out)
        stage.write(into: &out)
        chart.write(into: &out)
        out.append("</svg>")
        return PreparedTimeline(
            timeline: timeline, elements: scene.elements, timings: scene.timings, markup: out.bytes, gaps: out.gaps)
    }

    /// The SVG markup for `timeline` with its words, drawn for this one use: the same bytes as
    /// ``prepare(_:id:)`` then ``PreparedTimeline/svg(words:)``.
    package static func render(_ timeline: Timeline, words: TimelineWords, id: String) -> String {
        prepare(timeline, id: id).svg(words: words)
    }

    /// What the drawing of `timeline` holds, counted without writing it, for
    /// ``TimelineFormat/parse(_:drawingSize:)``.
    package static func size(of timeline: Timeline) -> DrawingSize {
        DrawingBudget(timeline).size
    }

    /// The CSS custom properties the SVG reads, with their light-theme fallbacks, so a site can
    /// set all of them for its dark theme.
    package static let colorProperties: [(name: String, fallback: String)] = [
        ("--timeline-stage", "#f3f4f8"), ("--timeline-edge", "#d9dce6"),
        ("--timeline-item", "#4f6bed"), ("--timeline-item-muted", "#7080cc"),
        ("--timeline-screen", "#ffffff"), ("--timeline-settle", "#6b82e8"),
        ("--timeline-wait", "#9aa2b4"), ("--timeline-text", "#4b5163"),
        ("--timeline-playhead", "#e5484d"),
    ]

    /// `id` reduced to letters, digits, `-` and `_`, starting with a letter.
    static func safeID(_ id: String) -> String {
        var result = String(id.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
        if result.first.map({ !($0.isASCII && $0.isLetter) }) ?? true { result = "timeline-" + result }
        return result
    }
}
