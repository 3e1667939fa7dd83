/// The style sheet of the drawings: the rules every drawing shares, written once for a whole
/// site (``sharedSheet``), and in each drawing only the rules of its own narrow chart.
package enum DrawingStyle {
    /// Each drawing's own rules, scoped to its ID: its chart's narrow layout.
    static func write(id: String, narrow: NarrowChart, into out: inout SVGBuffer) {
        out.append("<style>\n")
        out.append(safe: narrow.styleRules(prefix: "#" + id))
        out.append("</style>\n")
    }

    /// The rules every timeline drawing (`.timeline-drawing`) and card (`.card-stage`) shares,
    /// with colours from CSS custom properties and the rules that show the Reduce Motion stage
    /// to readers who ask for it. A page that shows a drawing loads them (the site writes them
    /// as `assets/drawings.css`).
    package static let sharedSheet: String = {
        let p = ".timeline-drawing"
        func color(_ name: String) -> String {
            let fallback = TimelineSVG.colorProperties.first { $0.name == name }?.fallback ?? "#000"
            return "var(\(name), \(fallback))"
        }
        var css = "\(p) .stage, .card-stage .stage { fill: \(color("--timeline-stage")); stroke: \(color("--timeline-edge")); }\n"
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
        // A card draws with the colours of the classes it uses.
        for (name, rule) in CardStage.classRules { css += ".card-stage .\(name) { \(rule) }\n" }
        return css
    }()
}
