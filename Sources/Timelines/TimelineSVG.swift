import Timing

/// Draws a ``Timeline`` as an inline SVG: a stage that plays the motion on simple shapes and a
/// chart of when each element starts, moves and settles, with a playhead in step with the
/// stage.
///
/// The SVG plays by itself with SMIL animations (no script), loops with a pause, shows what
/// the component does under Reduce Motion when the reader asks for reduced motion, takes its
/// colours from CSS custom properties, and is the same bytes for the same input.
public enum TimelineSVG {
    /// The SVG markup for `timeline`, with its title and description in `language` and every
    /// ID inside prefixed with `id` (made safe for XML and CSS), so several can share a page.
    public static func render(_ timeline: Timeline, language: TimelineLanguage, id: String) -> String {
        var drawing = TimelineDrawing(timeline: timeline, words: language.words, id: safeID(id))
        return drawing.render()
    }

    /// The CSS custom properties the SVG reads, with their light-theme fallbacks, so a site can
    /// set all of them for its dark theme.
    public static let colorProperties: [(name: String, fallback: String)] = [
        ("--timeline-stage", "#f3f4f8"), ("--timeline-edge", "#d9dce6"),
        ("--timeline-item", "#4f6bed"), ("--timeline-item-muted", "#c9d2f7"),
        ("--timeline-screen", "#ffffff"), ("--timeline-settle", "#aebcf6"),
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

/// A shape on the stage, drawn around its anchor point.
enum Figure {
    /// A rounded rectangle centred on the anchor, or standing on it when `standing`.
    case rect(width: Double, height: Double, radius: Double, className: String, standing: Bool)
    /// A circle centred on the anchor.
    case circle(radius: Double, className: String)
    /// A screen centred on the anchor: a panel with a title bar and two lines of content.
    case screen(width: Double, height: Double)
}

/// How an element's properties follow its progress (nil: the property stays put).
struct ElementMotion {
    var opacity: ((Double) -> Double)?
    var translate: ((Double) -> (Double, Double))?
    var scale: ((Double) -> Double)?

    init(
        opacity: ((Double) -> Double)? = nil, translate: ((Double) -> (Double, Double))? = nil,
        scale: ((Double) -> Double)? = nil
    ) {
        self.opacity = opacity
        self.translate = translate
        self.scale = scale
    }

    /// The motion a block's `changes` describe.
    init(_ changes: Timeline.Changes) {
        if let opacity = changes.opacity, opacity.moves {
            self.opacity = { min(max(opacity.value(at: $0), 0), 1) }
        }
        let offsetX = changes.offsetX.flatMap { $0.moves ? $0 : nil }
        let offsetY = changes.offsetY.flatMap { $0.moves ? $0 : nil }
        if offsetX != nil || offsetY != nil {
            let fixedX = changes.offsetX?.to ?? 0
            let fixedY = changes.offsetY?.to ?? 0
            translate = { (offsetX?.value(at: $0) ?? fixedX, offsetY?.value(at: $0) ?? fixedY) }
        }
        if let scale = changes.scale, scale.moves {
            self.scale = { max(scale.value(at: $0), 0) }
        }
    }
}

/// One element on the stage: where it rests, what it looks like, how it moves.
struct StageElement {
    var x: Double
    var y: Double
    var figure: Figure
    var motion: ElementMotion
    /// The element's progress over the loop.
    var keyframes: Keyframes
}

/// The layout of the drawing, in SVG user units (1 unit = 1 point of the component).
enum Layout {
    static let width = 480.0
    static let padding = 16.0
    static let captionHeight = 20.0
    static let labelX = 16.0
    static let plotLeft = 132.0
    static let plotRight = width - 36
    static let rowWidth = 320.0
    static let rowHeight = 28.0
    static let rowGap = 8.0
    static let tile = 44.0
    static let tileGap = 8.0
    static let cardWidth = 300.0
    static let cardHeight = 52.0
    static let stackStep = 10.0
    static let badgeRadius = 24.0
    static let screenWidth = 320.0
    static let screenHeight = 200.0
}

struct TimelineDrawing {
    let timeline: Timeline
    let words: TimelineWords
    let id: String
    let elements: [ElementTiming]
    let plan: StagePlan
    var out = ""

    init(timeline: Timeline, words: TimelineWords, id: String) {
        self.timeline = timeline
        self.words = words
        self.id = id
        elements = schedule(for: timeline)
        plan = StagePlan(timeline: timeline, elements: elements)
    }

    var cycle: Double { plan.cycle }
    var dur: String { formatted(cycle, decimals: 3) + "s" }

    // MARK: Whole picture

    mutating func render() -> String {
        let stageHeight = self.stageHeight
        let chartTop = stageHeight + Layout.captionHeight + 8
        let rowHeight = elements.count > 16 ? 12.0 : 20.0
        let axisY = chartTop + Double(elements.count) * rowHeight + 4
        let height = axisY + 50
        let title = TimelineDescription.title(timeline, words: words)
        let description = TimelineDescription.text(timeline, elements: elements, words: words)
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(id)\" class=\"timeline\""
        out += " viewBox=\"0 0 \(n(Layout.width)) \(n(height))\" width=\"\(n(Layout.width))\" height=\"\(n(height))\""
        out += " role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\" data-timeline=\"\(timeline.stage.rawValue)\""
        out += " data-timeline-duration=\"\(formatted(cycle, decimals: 3))\""
        out += " data-label-play=\"\(escaped(words.play))\" data-label-pause=\"\(escaped(words.pause))\""
        out += " data-label-scrubber=\"\(escaped(words.scrubber))\">\n"
        out += "<title id=\"\(id)-title\">\(escaped(title))</title>\n"
        out += "<desc id=\"\(id)-desc\">\(escaped(description))</desc>\n"
        out += style()
        // A sequence happens on a phone-sized screen; a pushed screen must not show beside it.
        let clip = timeline.stage == .sequence
            ? "x=\"\(n(screenLeft))\" y=\"\(n(Layout.padding))\" width=\"\(n(Layout.screenWidth))\" height=\"\(n(Layout.screenHeight))\" rx=\"12\""
            : "x=\"0\" y=\"0\" width=\"\(n(Layout.width))\" height=\"\(n(stageHeight))\" rx=\"10\""
        out += "<defs><clipPath id=\"\(id)-stage\"><rect \(clip)/></clipPath></defs>\n"
        out += "<rect class=\"stage\" x=\"0.5\" y=\"0.5\" width=\"\(n(Layout.width - 1))\" height=\"\(n(stageHeight - 1))\" rx=\"10\"/>\n"
        out += "<g clip-path=\"url(#\(id)-stage)\">\n"
        out += backdrop()
        let moving = stageElements()
        out += "<g class=\"motion\">\n"
        for element in moving { out += markup(element) }
        out += "</g>\n"
        out += "<g class=\"reduced\">\n"
        for element in reducedElements(moving) { out += markup(element) }
        out += "</g>\n</g>\n"
        out += "<text class=\"reduced caption\" x=\"\(n(Layout.width / 2))\" y=\"\(n(stageHeight + 15))\" text-anchor=\"middle\">"
        out += escaped(TimelineDescription.reduceMotion(timeline, words: words)) + "</text>\n"
        out += chart(top: chartTop, rowHeight: rowHeight, axisY: axisY)
        out += "</svg>"
        return out
    }

    func style() -> String {
        let p = "#\(id)"
        func color(_ name: String) -> String {
            let fallback = TimelineSVG.colorProperties.first { $0.name == name }?.fallback ?? "#000"
            return "var(\(name), \(fallback))"
        }
        var css = "<style>\n"
        css += "\(p) .stage { fill: \(color("--timeline-stage")); stroke: \(color("--timeline-edge")); }\n"
        css += "\(p) .item { fill: \(color("--timeline-item")); }\n"
        css += "\(p) .card { fill: \(color("--timeline-item")); stroke: \(color("--timeline-stage")); stroke-width: 1.5; }\n"
        css += "\(p) .muted { fill: \(color("--timeline-item-muted")); }\n"
        css += "\(p) .screen { fill: \(color("--timeline-screen")); stroke: \(color("--timeline-edge")); }\n"
        css += "\(p) .active { fill: \(color("--timeline-item")); }\n"
        css += "\(p) .settle { fill: \(color("--timeline-settle")); }\n"
        css += "\(p) .wait { stroke: \(color("--timeline-wait")); stroke-width: 1.5; stroke-dasharray: 2 3; }\n"
        css += "\(p) .axis { stroke: \(color("--timeline-edge")); stroke-width: 1; }\n"
        css += "\(p) text { fill: \(color("--timeline-text")); font-family: system-ui, sans-serif; font-size: 11px; }\n"
        css += "\(p) .playhead { stroke: \(color("--timeline-playhead")); stroke-width: 1.5; }\n"
        css += "\(p) .reduced { display: none; }\n"
        css += "@media (prefers-reduced-motion: reduce) {\n"
        css += "  \(p):not(.timeline-playing) .motion, \(p):not(.timeline-playing) .playhead { display: none; }\n"
        css += "  \(p):not(.timeline-playing) .reduced { display: inline; }\n"
        css += "}\n</style>\n"
        return css
    }

    // MARK: Stage

    var stageHeight: Double {
        let count = Double(timeline.count)
        switch timeline.stage {
        case .list:
            return 2 * Layout.padding + count * Layout.rowHeight + (count - 1) * Layout.rowGap
        case .grid:
            let rows = Double(timeline.rows)
            return 2 * Layout.padding + rows * Layout.tile + (rows - 1) * Layout.tileGap
        case .stack:
            return 2 * Layout.padding + Layout.cardHeight + (count - 1) * Layout.stackStep
        case .pile:
            return 2 * Layout.padding + pile.height(progress: 1)
        case .single:
            return 2 * Layout.padding + 4 * Layout.badgeRadius
        case .sequence:
            return 2 * Layout.padding + Layout.screenHeight
        }
    }

    var pile: NotificationPile {
        NotificationPile(
            heights: [Double](repeating: Layout.cardHeight, count: timeline.count),
            spacing: timeline.pileSpacing, peek: timeline.pilePeek)
    }

    /// The top of the phone-sized frame of a sequence.
    var screenLeft: Double { (Layout.width - Layout.screenWidth) / 2 }

    /// Rows that are already there in a sequence, drawn still behind the steps.
    func backdrop() -> String {
        guard timeline.stage == .sequence else { return "" }
        var text = "<rect class=\"screen\" x=\"\(n(screenLeft))\" y=\"\(n(Layout.padding))\" width=\"\(n(Layout.screenWidth))\" height=\"\(n(Layout.screenHeight))\" rx=\"12\"/>\n"
        for index in 0..<3 {
            let y = Layout.padding + 12 + Double(index) * (Layout.rowHeight + Layout.rowGap)
            text += "<rect class=\"muted\" x=\"\(n(screenLeft + 12))\" y=\"\(n(y))\" width=\"\(n(Layout.screenWidth - 24))\" height=\"\(n(Layout.rowHeight))\" rx=\"8\"/>\n"
        }
        return text
    }

    func stageElements() -> [StageElement] {
        let centre = Layout.width / 2
        var result: [StageElement] = []
        let sampled = elements.map { element -> Keyframes in
            if timeline.stage == .pile {
                return Keyframes.sample(duration: cycle) { min(max(plan.progress(of: element, at: $0), 0), 1) }
            }
            return Keyframes.sample(duration: cycle) { plan.progress(of: element, at: $0) }
        }
        switch timeline.stage {
        case .list:
            for index in elements.indices {
                let y = Layout.padding + Double(index) * (Layout.rowHeight + Layout.rowGap) + Layout.rowHeight / 2
                result.append(StageElement(
                    x: centre, y: y,
                    figure: .rect(width: Layout.rowWidth, height: Layout.rowHeight, radius: 8, className: "item", standing: false),
                    motion: ElementMotion(timeline.changes), keyframes: sampled[index]))
            }
        case .grid:
            let gridWidth = Double(timeline.columns) * Layout.tile + Double(timeline.columns - 1) * Layout.tileGap
            for index in elements.indices {
                let column = Double(index % timeline.columns)
                let row = Double(index / timeline.columns)
                result.append(StageElement(
                    x: (Layout.width - gridWidth) / 2 + column * (Layout.tile + Layout.tileGap) + Layout.tile / 2,
                    y: Layout.padding + row * (Layout.tile + Layout.tileGap) + Layout.tile / 2,
                    figure: .rect(width: Layout.tile, height: Layout.tile, radius: 8, className: "item", standing: false),
                    motion: ElementMotion(timeline.changes), keyframes: sampled[index]))
            }
        case .stack:
            for index in elements.indices {
                result.append(StageElement(
                    x: centre, y: Layout.padding + Double(index) * Layout.stackStep + Layout.cardHeight / 2,
                    figure: .rect(width: Layout.cardWidth, height: Layout.cardHeight, radius: 14, className: "card", standing: false),
                    motion: ElementMotion(timeline.changes), keyframes: sampled[index]))
            }
        case .pile:
            let pile = self.pile
            let open = pile.tops(progress: 1)
            // The front card is drawn last, so it covers the ones behind it.
            for index in elements.indices.reversed() {
                let motion = ElementMotion(
                    opacity: index > NotificationPile.visibleBehind
                        ? { NotificationPile.opacity(index: index, progress: $0) } : nil,
                    translate: { (0, pile.tops(progress: $0)[index] - open[index]) },
                    scale: index > 0 ? { NotificationPile.scale(depth: index, progress: $0) } : nil)
                result.append(StageElement(
                    x: centre, y: Layout.padding + open[index] + Layout.cardHeight,
                    figure: .rect(width: Layout.cardWidth, height: Layout.cardHeight, radius: 14, className: "card", standing: true),
                    motion: motion, keyframes: sampled[index]))
            }
        case .single:
            result.append(StageElement(
                x: centre, y: Layout.padding + 2 * Layout.badgeRadius,
                figure: .circle(radius: Layout.badgeRadius, className: "item"),
                motion: ElementMotion(timeline.changes), keyframes: sampled[0]))
        case .sequence:
            var rowsBelow = 0
            for (index, step) in timeline.steps.enumerated() {
                let figure: Figure
                var x = centre
                var y = Layout.padding + Layout.screenHeight / 2
                switch step.shape {
                case .row:
                    figure = .rect(width: Layout.screenWidth - 24, height: Layout.rowHeight, radius: 8, className: "item", standing: false)
                    y = Layout.padding + 12 + Double(3 + rowsBelow) * (Layout.rowHeight + Layout.rowGap) + Layout.rowHeight / 2
                    rowsBelow += 1
                case .screen:
                    figure = .screen(width: Layout.screenWidth, height: Layout.screenHeight)
                case .card:
                    figure = .rect(width: Layout.screenWidth - 48, height: 72, radius: 14, className: "item", standing: false)
                case .badge:
                    figure = .circle(radius: 14, className: "item")
                    x = screenLeft + Layout.screenWidth - 28
                    y = Layout.padding + 28
                }
                result.append(StageElement(
                    x: x, y: y, figure: figure, motion: ElementMotion(step.changes), keyframes: sampled[index]))
            }
        }
        return result
    }

    /// The stage under Reduce Motion: every element at rest in its final state, fading in all
    /// at once without delay when the component fades.
    func reducedElements(_ moving: [StageElement]) -> [StageElement] {
        var fades: [Keyframes] = []
        if timeline.reduceMotion == .fade {
            let animations = timeline.stage == .sequence ? timeline.steps.map(\.animation) : [timeline.animation ?? .default]
            var cache: [Animation: Keyframes] = [:]
            for animation in animations where cache[animation] == nil {
                let start = plan.preRoll
                cache[animation] = Keyframes.sample(duration: cycle) { animation.progress(at: $0 - start) }
            }
            fades = animations.map { cache[$0]! }
        }
        let still = Keyframes(times: [0, cycle], values: [1, 1])
        return moving.enumerated().map { index, element in
            var reduced = element
            reduced.motion = ElementMotion()
            reduced.keyframes = still
            if timeline.reduceMotion == .fade {
                let changes: Timeline.Changes
                if timeline.stage == .sequence {
                    changes = timeline.steps[index].changes
                } else {
                    changes = timeline.changes
                }
                let opacity = changes.opacity.flatMap { $0.moves ? $0 : nil } ?? Timeline.Change(from: 0, to: 1)
                reduced.motion = ElementMotion(opacity: { min(max(opacity.value(at: $0), 0), 1) })
                reduced.keyframes = fades[timeline.stage == .sequence ? index : 0]
            }
            return reduced
        }
    }

    /// An element: a still group at its resting place, then one group per moving property,
    /// each with its SMIL animation, around the figure.
    func markup(_ element: StageElement) -> String {
        var text = "<g transform=\"translate(\(n(element.x)) \(n(element.y)))\">"
        var closing = "</g>\n"
        let keyTimes = element.keyframes.times.map { formatted($0 / cycle, decimals: 5) }.joined(separator: ";")
        let motion = element.motion
        let frames = element.keyframes
        func animation(_ tag: String, _ attributes: String, _ values: [String]) -> String {
            "<\(tag) \(attributes) dur=\"\(dur)\" repeatCount=\"indefinite\" calcMode=\"linear\" keyTimes=\"\(keyTimes)\" values=\"\(values.joined(separator: ";"))\"/>"
        }
        if let opacity = motion.opacity {
            let values = frames.values.map { formatted(opacity($0), decimals: 3) }
            text += "<g opacity=\"\(formatted(opacity(1), decimals: 3))\">"
            if Set(values).count > 1 { text += animation("animate", "attributeName=\"opacity\"", values) }
            closing = "</g>" + closing
        }
        if let translate = motion.translate {
            let values = frames.values.map { value -> String in
                let (x, y) = translate(value)
                return "\(formatted(x, decimals: 2)) \(formatted(y, decimals: 2))"
            }
            let (x, y) = translate(1)
            text += "<g transform=\"translate(\(formatted(x, decimals: 2)) \(formatted(y, decimals: 2)))\">"
            if Set(values).count > 1 {
                text += animation("animateTransform", "attributeName=\"transform\" type=\"translate\"", values)
            }
            closing = "</g>" + closing
        }
        if let scale = motion.scale {
            let values = frames.values.map { formatted(scale($0), decimals: 4) }
            text += "<g transform=\"scale(\(formatted(scale(1), decimals: 4)))\">"
            if Set(values).count > 1 {
                text += animation("animateTransform", "attributeName=\"transform\" type=\"scale\"", values)
            }
            closing = "</g>" + closing
        }
        return text + figure(element.figure) + closing
    }

    func figure(_ figure: Figure) -> String {
        switch figure {
        case .rect(let width, let height, let radius, let className, let standing):
            let top = standing ? -height : -height / 2
            return "<rect class=\"\(className)\" x=\"\(n(-width / 2))\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"\(n(radius))\"/>"
        case .circle(let radius, let className):
            return "<circle class=\"\(className)\" r=\"\(n(radius))\"/>"
        case .screen(let width, let height):
            let left = -width / 2
            let top = -height / 2
            var text = "<rect class=\"screen\" x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"12\"/>"
            text += "<rect class=\"item\" x=\"\(n(left + 16))\" y=\"\(n(top + 16))\" width=\"\(n(width * 0.4))\" height=\"12\" rx=\"4\"/>"
            for line in 0..<2 {
                text += "<rect class=\"muted\" x=\"\(n(left + 16))\" y=\"\(n(top + 44 + Double(line) * 24))\" width=\"\(n(width - 32 - Double(line) * 60))\" height=\"12\" rx=\"4\"/>"
            }
            return text
        }
    }

    // MARK: Chart

    func x(_ time: Double) -> Double {
        Layout.plotLeft + (Layout.plotRight - Layout.plotLeft) * min(max(time, 0), plan.axisEnd) / plan.axisEnd
    }

    func chart(top: Double, rowHeight: Double, axisY: Double) -> String {
        var text = "<g class=\"chart\">\n"
        let barHeight = rowHeight / 2
        var anyWait = false
        var anySettle = false
        for (index, element) in elements.enumerated() {
            let middle = top + Double(index) * rowHeight + rowHeight / 2
            let label = truncated(TimelineDescription.label(element, words: words), 20)
            text += "<text x=\"\(n(Layout.labelX))\" y=\"\(n(middle + 4))\">\(escaped(label))</text>"
            if element.start > 0.0005 {
                anyWait = true
                text += "<line class=\"wait\" x1=\"\(n(x(0)))\" y1=\"\(n(middle))\" x2=\"\(n(x(element.start)))\" y2=\"\(n(middle))\"/>"
            }
            let barTop = middle - barHeight / 2
            if element.repeatsForever {
                let play = max(element.animation.timing.playDuration ?? plan.axisEnd, 0.01)
                var begin = element.start
                while begin < plan.axisEnd - 0.0005 {
                    let end = min(begin + play, plan.axisEnd)
                    text += bar("active", from: begin, to: end, top: barTop, height: barHeight, gap: end < plan.axisEnd)
                    begin += play
                }
            } else {
                let activeEnd = element.start + element.activeDuration
                text += bar("active", from: element.start, to: min(activeEnd, element.settleTime), top: barTop, height: barHeight, gap: false)
                if element.settleTime - activeEnd > 0.0005 {
                    anySettle = true
                    text += bar("settle", from: activeEnd, to: element.settleTime, top: barTop, height: barHeight, gap: false)
                }
            }
            text += "\n"
        }
        // Axis and ticks.
        text += "<line class=\"axis\" x1=\"\(n(x(0)))\" y1=\"\(n(axisY))\" x2=\"\(n(x(plan.axisEnd)))\" y2=\"\(n(axisY))\"/>"
        let ticks = Int((plan.axisEnd / plan.tickStep).rounded())
        for tick in 0...ticks {
            let time = Double(tick) * plan.tickStep
            let label = "\(Int((time * 1000).rounded()))" + (tick == ticks ? " " + words.milliseconds : "")
            text += "<line class=\"axis\" x1=\"\(n(x(time)))\" y1=\"\(n(axisY))\" x2=\"\(n(x(time)))\" y2=\"\(n(axisY + 4))\"/>"
            text += "<text x=\"\(n(x(time)))\" y=\"\(n(axisY + 16))\" text-anchor=\"middle\">\(escaped(label))</text>"
        }
        text += "\n"
        // Legend.
        var legendX = Layout.plotLeft
        let legendY = axisY + 36
        if anyWait {
            text += "<line class=\"wait\" x1=\"\(n(legendX))\" y1=\"\(n(legendY - 4))\" x2=\"\(n(legendX + 16))\" y2=\"\(n(legendY - 4))\"/>"
            text += "<text x=\"\(n(legendX + 22))\" y=\"\(n(legendY))\">\(escaped(words.legendWaiting))</text>"
            legendX += 96
        }
        text += "<rect class=\"active\" x=\"\(n(legendX))\" y=\"\(n(legendY - 8))\" width=\"16\" height=\"8\" rx=\"2\"/>"
        text += "<text x=\"\(n(legendX + 22))\" y=\"\(n(legendY))\">\(escaped(words.legendMoving))</text>"
        legendX += 96
        if anySettle {
            text += "<rect class=\"settle\" x=\"\(n(legendX))\" y=\"\(n(legendY - 8))\" width=\"16\" height=\"8\" rx=\"2\"/>"
            text += "<text x=\"\(n(legendX + 22))\" y=\"\(n(legendY))\">\(escaped(words.legendSettling))</text>"
        }
        text += "\n" + playhead(top: top - 4, bottom: axisY) + "</g>\n"
        return text
    }

    func bar(_ className: String, from start: Double, to end: Double, top: Double, height: Double, gap: Bool) -> String {
        let left = x(start)
        let width = max(x(end) - left - (gap ? 1 : 0), 0.5)
        return "<rect class=\"\(className)\" x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"2\"/>"
    }

    /// A line that sweeps the axis while the stage moves, and rests at the end meanwhile.
    func playhead(top: Double, bottom: Double) -> String {
        let travel = x(plan.span) - x(0)
        var points: [(Double, Double)] = [(0, 0)]
        for sweep in plan.sweeps {
            points.append((sweep, 0))
            points.append((sweep + plan.span, travel))
            points.append((min(sweep + plan.span + plan.hold, cycle), travel))
        }
        points.append((cycle, travel))
        var unique: [(Double, Double)] = []
        for point in points where unique.last.map({ $0 != point }) ?? true { unique.append(point) }
        let keyTimes = unique.map { formatted($0.0 / cycle, decimals: 5) }.joined(separator: ";")
        let values = unique.map { "\(formatted($0.1, decimals: 2)) 0" }.joined(separator: ";")
        var text = "<g class=\"playhead\" transform=\"translate(\(formatted(travel, decimals: 2)) 0)\">"
        text += "<animateTransform attributeName=\"transform\" type=\"translate\" dur=\"\(dur)\" repeatCount=\"indefinite\" calcMode=\"linear\" keyTimes=\"\(keyTimes)\" values=\"\(values)\"/>"
        text += "<line x1=\"\(n(x(0)))\" y1=\"\(n(top))\" x2=\"\(n(x(0)))\" y2=\"\(n(bottom))\"/></g>\n"
        return text
    }
}

/// A coordinate with at most two decimals.
func n(_ value: Double) -> String { formatted(value, decimals: 2) }

/// Text safe inside XML content and attribute values.
func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        default: result.append(character)
        }
    }
    return result
}

/// Text cut to `limit` characters with an ellipsis.
func truncated(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
}
