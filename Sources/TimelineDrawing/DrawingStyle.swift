/// The style sheet of a drawing, scoped to its ID, with colours from CSS custom properties and
/// the rules that show the Reduce Motion stage to readers who ask for it.
enum DrawingStyle {
    /// The style sheet, written around the drawing's ID, with the rules of its chart on a
    /// narrow frame.
    static func write(id: String, narrow: NarrowChart, into out: inout SVGBuffer) {
        out.append(pieces[0])
        for piece in pieces.dropFirst() {
            out.append("#")
            out.append(safe: id)
            out.append(piece)
        }
        out.append(safe: narrow.styleRules(prefix: "#" + id))
        out.append("</style>\n")
    }

    /// The style sheet cut where the drawing's ID goes, made once.
    static let pieces: [[UInt8]] = {
        let p = "\u{0}"
        func color(_ name: String) -> String {
            let fallback = TimelineSVG.colorProperties.first { $0.name == name }?.fallback ?? "#000"
            return "var(\(name), \(fallback))"
        }
        var css = "<style>\n"
        css += "\(p) .stage { fill: \(color("--timeline-stage")); stroke: \(color("--timeline-edge")); }\n"
        css += "\(p) .item { fill: \(color("--timeline-item")); }\n"
        css +=
            "\(p) .card { fill: \(color("--timeline-item")); stroke: \(color("--timeline-stage")); stroke-width: 1.5; }\n"
        css += "\(p) .muted { fill: \(color("--timeline-item-muted")); }\n"
        css += "\(p) .screen { fill: \(color("--timeline-screen")); stroke: \(color("--timeline-edge")); }\n"
        css += "\(p) .active { fill: \(color("--timeline-item")); }\n"
        css += "\(p) .settle { fill: \(color("--timeline-settle")); }\n"
        css += "\(p) .wait { stroke: \(color("--timeline-wait")); stroke-width: 1.5; stroke-dasharray: 2 3; }\n"
        css += "\(p) .divider { stroke: \(color("--timeline-stage")); stroke-width: 1; }\n"
        css += "\(p) .heading { font-weight: 600; }\n"
        css += "\(p) .axis { stroke: \(color("--timeline-edge")); stroke-width: 1; }\n"
        css += "\(p) text { fill: \(color("--timeline-text")); font-family: system-ui, sans-serif; font-size: 11px; }\n"
        css += "\(p) .playhead { stroke: \(color("--timeline-playhead")); stroke-width: 1.5; }\n"
        // On a narrow frame the chart takes its narrow layout (``NarrowChart``).
        css += NarrowChart.styleRules(prefix: p)
        // A part's words in the size of the frame's width (``WordReading``).
        css += WordReading.styleRules(prefix: p)
        // The Reduce Motion variant for readers who ask for it, unless they chose the full
        // motion; `timeline.js` sets `timeline-full` or `timeline-reduced` from its control.
        css += "\(p) .reduced { display: none; }\n"
        css += "@media (prefers-reduced-motion: reduce) {\n"
        css += "  \(p):not(.timeline-full) .motion { display: none; }\n"
        css += "  \(p):not(.timeline-full) .reduced { display: inline; }\n"
        css += "}\n"
        css += "\(p).timeline-reduced .motion { display: none; }\n"
        css += "\(p).timeline-reduced .reduced { display: inline; }\n"
        return css.utf8.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
    }()
}
