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
        prepare(timeline, id: id).svg(language: language)
    }

    /// Draws `timeline` once for every language: ``PreparedTimeline/svg(language:)`` then
    /// fills in the words, the same bytes as ``render(_:language:id:)``.
    public static func prepare(_ timeline: Timeline, id: String) -> PreparedTimeline {
        var drawing = TimelineDrawing(timeline: timeline, id: safeID(id))
        return drawing.prepare()
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
enum Figure: Equatable {
    /// A rounded rectangle centred on the anchor, or standing on it when `standing`.
    case rect(width: Double, height: Double, radius: Double, className: String, standing: Bool)
    /// A circle centred on the anchor.
    case circle(radius: Double, className: String)
    /// A screen centred on the anchor: a panel with a title bar and two lines of content.
    case screen(width: Double, height: Double)

    var height: Double {
        switch self {
        case .rect(_, let height, _, _, _): return height
        case .circle(let radius, _): return 2 * radius
        case .screen(_, let height): return height
        }
    }
}

/// The drawn properties of an element at one moment, relative to its resting place.
struct ElementState: Equatable {
    var opacity = 1.0
    var x = 0.0
    var y = 0.0
    var scale = 1.0

    /// Sets the properties a block's changes name to their value at `progress`.
    mutating func apply(_ changes: Timeline.Changes, progress: Double, opacityOnly: Bool = false) {
        if let change = changes.opacity { opacity = min(max(change.value(at: progress), 0), 1) }
        guard !opacityOnly else { return }
        if let change = changes.offsetX { x = change.value(at: progress) }
        if let change = changes.offsetY { y = change.value(at: progress) }
        if let change = changes.scale { scale = max(change.value(at: progress), 0) }
    }

    var components: [Double] { [opacity, x, y, scale] }
}

/// One element on the stage: where it rests, what it looks like, and its state over the loop.
struct StageElement {
    var x: Double
    var y: Double
    var figure: Figure
    /// The exact state at a moment of the loop, the reference the drawing is checked against.
    var state: (Double) -> ElementState
    /// The same motion as pieces of shared curves, which is what the drawing samples.
    var motion: ElementMotion
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
    let id: String
    let elements: [ElementTiming]
    let plan: StagePlan
    /// The progress curves of the drawing's animations, each sampled once.
    let curves: CurveBook
    let timings: AnimationTimings
    var out = SVGBuffer()

    init(timeline: Timeline, id: String) {
        self.timeline = timeline
        self.id = id
        timings = AnimationTimings(timeline)
        elements = schedule(for: timeline, timings: timings)
        plan = StagePlan(timeline: timeline, elements: elements)
        curves = CurveBook(end: plan.cycle, timings: timings)
    }

    /// A drawing whose words are filled in later, whatever `words` says.
    init(timeline: Timeline, words: TimelineWords, id: String) {
        self.init(timeline: timeline, id: id)
    }

    var cycle: Double { plan.cycle }

    // MARK: Whole picture

    /// The markup without its words, and where they go.
    mutating func prepare() -> PreparedTimeline {
        let stageHeight = self.stageHeight
        let chartTop = stageHeight + Layout.captionHeight + 8
        let rowHeight = elements.count > 16 ? 12.0 : 20.0
        let axisY = chartTop + Double(elements.count) * rowHeight + 4
        let height = axisY + 50
        out.reserveCapacity(8192 + elements.count * 1600)
        out.write(
            """
            <svg xmlns="http://www.w3.org/2000/svg" id="\(id)" class="timeline" viewBox="0 0 \(Layout.width) \(height)" \
            width="\(Layout.width)" height="\(height)" role="img" aria-labelledby="\(id)-title \(id)-desc" \
            data-timeline="\(timeline.stage.rawValue)" data-timeline-duration="\(cycle, decimals: 3)" \
            data-timeline-rest="\(plan.restingTime, decimals: 3)" data-label-play="
            """)
        out.words(.play)
        out.append("\" data-label-pause=\"")
        out.words(.pause)
        out.append("\" data-label-scrubber=\"")
        out.words(.scrubber)
        out.write("\">\n<title id=\"\(id)-title\">")
        out.words(.title)
        out.write("</title>\n<desc id=\"\(id)-desc\">")
        out.words(.description)
        out.append("</desc>\n")
        style()
        out.write("<defs><clipPath id=\"\(id)-stage\"><rect ")
        // A sequence happens on a phone-sized screen; a pushed screen must not show beside it.
        if timeline.stage == .sequence {
            out.write(
                """
                x="\(screenLeft)" y="\(Layout.padding)" width="\(Layout.screenWidth)" \
                height="\(Layout.screenHeight)" rx="12"
                """)
        } else {
            out.write("x=\"0\" y=\"0\" width=\"\(Layout.width)\" height=\"\(stageHeight)\" rx=\"10\"")
        }
        out.append("/></clipPath></defs>\n")
        out.write(
            """
            <rect class="stage" x="0.5" y="0.5" width="\(Layout.width - 1)" height="\(stageHeight - 1)" rx="10"/>

            """)
        backdrop()
        out.write("<g clip-path=\"url(#\(id)-stage)\">\n<g class=\"motion\">\n")
        let moving = stageElements()
        for element in moving { write(element) }
        out.append("</g>\n<g class=\"reduced\">\n")
        for element in reducedElements(moving: moving) { write(element) }
        out.append("</g>\n</g>\n")
        out.write(
            """
            <text class="reduced caption" x="\(Layout.width / 2)" y="\(stageHeight + 15)" text-anchor="middle">
            """)
        out.words(.reduceMotion)
        out.append("</text>\n")
        chart(top: chartTop, rowHeight: rowHeight, axisY: axisY)
        out.append("</svg>")
        return PreparedTimeline(
            timeline: timeline, elements: elements, timings: timings, markup: out.bytes, gaps: out.gaps)
    }

    /// The styles, written around the drawing's ID.
    mutating func style() {
        let pieces = Self.stylePieces
        out.append(pieces[0])
        for piece in pieces.dropFirst() {
            out.append("#")
            out.append(safe: id)
            out.append(piece)
        }
    }

    /// The style sheet cut where the drawing's ID goes, made once.
    static let stylePieces: [[UInt8]] = {
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
        css += "\(p) .axis { stroke: \(color("--timeline-edge")); stroke-width: 1; }\n"
        css += "\(p) text { fill: \(color("--timeline-text")); font-family: system-ui, sans-serif; font-size: 11px; }\n"
        css += "\(p) .playhead { stroke: \(color("--timeline-playhead")); stroke-width: 1.5; }\n"
        css += "\(p) .reduced { display: none; }\n"
        css += "@media (prefers-reduced-motion: reduce) {\n"
        css += "  \(p):not(.timeline-playing) .motion, \(p):not(.timeline-playing) .playhead { display: none; }\n"
        css += "  \(p):not(.timeline-playing) .reduced { display: inline; }\n"
        css += "}\n</style>\n"
        return css.utf8.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
    }()

    // MARK: Stage

    var stageHeight: Double {
        let count = Double(timeline.count)
        switch timeline.stage {
        case .list:
            let height = figure(timeline.shape).height
            return 2 * Layout.padding + count * height + (count - 1) * Layout.rowGap
        case .grid:
            let rows = Double(timeline.rows)
            return 2 * Layout.padding + rows * Layout.tile + (rows - 1) * Layout.tileGap
        case .stack:
            return 2 * Layout.padding + Layout.cardHeight + (count - 1) * Layout.stackStep
        case .pile:
            return 2 * Layout.padding + timeline.pile.layout(count: timeline.count).height(progress: 1)
        case .single:
            let changes = timeline.changes
            let largest = max(changes.scale?.from ?? 1, changes.scale?.to ?? 1, 1)
            let travel = abs((changes.offsetY?.from ?? 0) - (changes.offsetY?.to ?? 0))
            return (2 * Layout.padding + figure(timeline.shape).height * largest + travel).rounded(.up)
        case .sequence:
            return 2 * Layout.padding + Layout.screenHeight
        }
    }

    /// The left edge of the phone-sized screen of a sequence.
    var screenLeft: Double { (Layout.width - Layout.screenWidth) / 2 }

    /// How an element of the given shape is drawn on this stage.
    func figure(_ shape: Timeline.Shape) -> Figure {
        let sequence = timeline.stage == .sequence
        switch shape {
        case .row:
            let width = sequence ? Layout.screenWidth - 24 : Layout.rowWidth
            return .rect(width: width, height: Layout.rowHeight, radius: 8, className: "item", standing: false)
        case .tile:
            return .rect(width: Layout.tile, height: Layout.tile, radius: 8, className: "item", standing: false)
        case .card:
            switch timeline.stage {
            case .single: return .rect(width: 240, height: 100, radius: 18, className: "card", standing: false)
            case .sequence:
                return .rect(width: Layout.screenWidth - 48, height: 72, radius: 14, className: "card", standing: false)
            case .list:
                return .rect(width: Layout.cardWidth, height: 40, radius: 10, className: "card", standing: false)
            default:
                return .rect(
                    width: Layout.cardWidth, height: Layout.cardHeight, radius: 14, className: "card", standing: false)
            }
        case .badge:
            let radius = timeline.stage == .grid ? Layout.tile / 2 : (sequence ? 14 : Layout.badgeRadius)
            return .circle(radius: radius, className: "item")
        case .banner:
            return .rect(width: sequence ? 240 : 220, height: 36, radius: 18, className: "item", standing: false)
        case .bar:
            return .rect(width: 90, height: 4, radius: 2, className: "item", standing: false)
        case .screen:
            return .screen(width: Layout.screenWidth, height: Layout.screenHeight)
        }
    }

    /// The screen and the rows already there in a sequence, drawn still behind the steps.
    mutating func backdrop() {
        guard timeline.stage == .sequence else { return }
        out.write(
            """
            <rect class="screen" x="\(screenLeft)" y="\(Layout.padding)" width="\(Layout.screenWidth)" \
            height="\(Layout.screenHeight)" rx="12"/>

            """)
        for index in 0..<3 {
            let y = Layout.padding + 12 + Double(index) * (Layout.rowHeight + Layout.rowGap)
            out.write(
                """
                <rect class="muted" x="\(screenLeft + 12)" y="\(y)" width="\(Layout.screenWidth - 24)" \
                height="\(Layout.rowHeight)" rx="8"/>

                """)
        }
    }

    /// Where each element rests, in declaration order (for a sequence, one place per step;
    /// a step that moves an earlier step's element shares its place).
    func restingPlaces() -> [(x: Double, y: Double)] {
        let centre = Layout.width / 2
        let shape = figure(timeline.shape)
        switch timeline.stage {
        case .list:
            return elements.indices.map { index in
                (centre, Layout.padding + Double(index) * (shape.height + Layout.rowGap) + shape.height / 2)
            }
        case .grid:
            let width = Double(timeline.columns) * Layout.tile + Double(timeline.columns - 1) * Layout.tileGap
            return elements.indices.map { index in
                let column = Double(index % timeline.columns)
                let row = Double(index / timeline.columns)
                return (
                    (Layout.width - width) / 2 + column * (Layout.tile + Layout.tileGap) + Layout.tile / 2,
                    Layout.padding + row * (Layout.tile + Layout.tileGap) + Layout.tile / 2
                )
            }
        case .stack:
            return elements.indices.map { index in
                (centre, Layout.padding + Double(index) * Layout.stackStep + Layout.cardHeight / 2)
            }
        case .pile:
            let open = timeline.pile.layout(count: timeline.count).tops(progress: 1)
            return elements.indices.map { (centre, Layout.padding + open[$0] + timeline.pile.cardHeight) }
        case .single:
            // Centred on the middle of its travel, so the whole motion shows.
            let changes = timeline.changes
            let largest = max(changes.scale?.from ?? 1, changes.scale?.to ?? 1, 1)
            let x = centre - ((changes.offsetX?.from ?? 0) + (changes.offsetX?.to ?? 0)) / 2
            let top = min(changes.offsetY?.from ?? 0, changes.offsetY?.to ?? 0)
            let y = Layout.padding - top + shape.height * largest / 2
            return [(x, y)]
        case .sequence:
            let rowPitch = Layout.rowHeight + Layout.rowGap
            let firstRow = Layout.padding + 12 + Layout.rowHeight / 2
            var places: [(x: Double, y: Double)] = []
            var rowSlot = 3.0
            for step in timeline.steps {
                if let owner = step.element, let ownerIndex = timeline.steps.firstIndex(where: { $0.name == owner }) {
                    places.append(places[ownerIndex])
                    continue
                }
                switch step.shape {
                case .row:
                    places.append((centre, firstRow + rowSlot * rowPitch))
                    // A row that ends invisible leaves its place to the next row, which closes
                    // the gap (a deleted row and the one that moves up).
                    var final = ElementState()
                    for later in timeline.steps where later.name == step.name || later.element == step.name {
                        final.apply(later.changes, progress: 1)
                    }
                    if final.opacity > 0 { rowSlot += 1 }
                case .badge: places.append((screenLeft + Layout.screenWidth - 28, Layout.padding + 28))
                case .banner: places.append((centre, Layout.padding + 34))
                case .bar: places.append((centre, Layout.padding + Layout.screenHeight - 24))
                default: places.append((centre, Layout.padding + Layout.screenHeight / 2))
                }
            }
            return places
        }
    }

    /// The stage as the motion plays.
    func stageElements() -> [StageElement] {
        let places = restingPlaces()
        let start = plan.preRoll
        switch timeline.stage {
        case .pile:
            let layout = timeline.pile.layout(count: timeline.count)
            let open = layout.tops(progress: 1)
            let closing = plan.closingStart
            let base = timeline.animation ?? .default
            let curve = curves.index(of: base)
            let delays = elementDelays(timeline)
            let closed = layout.tops(progress: 0)
            // The front card is drawn last, so it covers the ones behind it.
            return elements.indices.reversed().map { index in
                let element = elements[index]
                let closer = timeline.pile.closesTogether ? base : element.animation
                let closerDelay = timeline.pile.closesTogether ? 0 : delays[index]
                // Every property is an affine function of the progress clamped to 0...1.
                func pieces(_ shut: Double, _ opened: Double) -> [Piece] {
                    [
                        .between(shut, opened, start: 0, curve: curve, offset: start + delays[index]),
                        .between(
                            shut, opened, start: closing, curve: curve, offset: closing + closerDelay, bias: 1, sign: -1
                        ),
                    ]
                }
                let motion = ElementMotion(
                    opacity: pieces(
                        layout.opacity(index: index, progress: 0), layout.opacity(index: index, progress: 1)),
                    x: [.still(0)], y: pieces(closed[index] - open[index], 0),
                    scale: pieces(layout.scale(depth: index, progress: 0), layout.scale(depth: index, progress: 1)))
                return StageElement(
                    x: places[index].x, y: places[index].y,
                    figure: .rect(
                        width: Layout.cardWidth, height: timeline.pile.cardHeight, radius: 14, className: "card",
                        standing: true),
                    state: { time in
                        let progress =
                            time < closing
                            ? element.progress(at: time - start) : 1 - closer.progress(at: time - closing)
                        return ElementState(
                            opacity: layout.opacity(index: index, progress: progress),
                            x: 0, y: layout.tops(progress: progress)[index] - open[index],
                            scale: layout.scale(depth: index, progress: progress))
                    }, motion: motion)
            }
        case .sequence:
            let starts = stepStartTimes(timeline)
            return sequenceOwners().map { owner, movers in
                let steps = [owner] + movers
                let motion = ElementMotion(
                    steps: steps.map { index in
                        (
                            from: index == owner ? 0 : start + elements[index].start,
                            curve: curves.index(of: timeline.steps[index].animation), offset: start + starts[index],
                            changes: timeline.steps[index].changes
                        )
                    })
                return StageElement(
                    x: places[owner].x, y: places[owner].y, figure: figure(timeline.steps[owner].shape),
                    state: { time in
                        var state = ElementState()
                        for index in steps {
                            let element = elements[index]
                            // A later step takes over the element once it starts moving.
                            guard index == owner || time - start >= element.start else { continue }
                            state.apply(timeline.steps[index].changes, progress: element.progress(at: time - start))
                        }
                        return state
                    }, motion: motion)
            }
        default:
            let shape = figure(timeline.shape)
            let changes = timeline.changes
            let curve = timeline.animation.map { curves.index(of: $0) }
            let delays = elementDelays(timeline)
            return elements.indices.map { index in
                let element = elements[index]
                let motion =
                    curve.map {
                        ElementMotion(steps: [(from: 0, curve: $0, offset: start + delays[index], changes: changes)])
                    } ?? ElementMotion(still: ElementState())
                return StageElement(
                    x: places[index].x, y: places[index].y, figure: shape,
                    state: { time in
                        var state = ElementState()
                        state.apply(changes, progress: element.progress(at: time - start))
                        return state
                    }, motion: motion)
            }
        }
    }

    /// Each sequence element: the step that draws it and the later steps that move it.
    func sequenceOwners() -> [(owner: Int, movers: [Int])] {
        let steps = timeline.steps
        return steps.indices.filter { steps[$0].element == nil }.map { owner in
            (owner, steps.indices.filter { steps[$0].element == steps[owner].name })
        }
    }

    /// The stage under Reduce Motion: nothing moves. With `fade`, an element that changes
    /// opacity fades where it is seen, and one that only moves cross-fades from its old place
    /// to its new one; every element of a list, grid, stack or single stage at once, without
    /// delay, while sequence steps keep their start. `still` and `same` hold the final frame.
    func reducedElements() -> [StageElement] { reducedElements(moving: stageElements()) }

    /// The stage under Reduce Motion, from the stage as the motion plays.
    func reducedElements(moving: [StageElement]) -> [StageElement] {
        let resting = plan.restingTime
        guard timeline.reduceMotion == .fade else {
            return moving.map { element in
                let final = element.state(resting)
                var still = element
                still.state = { _ in final }
                still.motion = ElementMotion(still: final)
                return still
            }
        }
        let start = plan.preRoll
        if timeline.stage == .sequence {
            let starts = stepStartTimes(timeline)
            let owners = sequenceOwners()
            return zip(moving, owners).flatMap { element, group -> [StageElement] in
                let steps = [group.owner] + group.movers
                let fades = steps.map { timeline.reduceMotionAnimation ?? timeline.steps[$0].animation }
                let ownerChanges = timeline.steps[group.owner].changes
                let fadesAnywhere = steps.contains { timeline.steps[$0].changes.opacity?.moves == true }
                let fadeCurves = fades.map { curves.index(of: $0) }
                let opacitySteps = steps.enumerated().map { position, index in
                    (
                        from: position == 0 ? 0 : start + starts[index], curve: fadeCurves[position],
                        offset: start + starts[steps[position]], changes: timeline.steps[index].changes
                    )
                }
                let progress = { (position: Int, time: Double) in
                    fades[position].progress(at: time - start - starts[steps[position]])
                }
                return crossFade(
                    element, changes: ownerChanges, fades: fadesAnywhere,
                    curve: (fadeCurves[0], start + starts[group.owner]), opacitySteps: opacitySteps,
                    progress: { progress(0, $0) },
                    opacity: { time in
                        var state = ElementState()
                        for (position, index) in steps.enumerated()
                        where position == 0 || time - start >= starts[index] {
                            state.apply(
                                timeline.steps[index].changes, progress: progress(position, time), opacityOnly: true)
                        }
                        return state.opacity
                    })
            }
        }
        let fade = timeline.reduceMotionAnimation ?? timeline.animation ?? .default
        let fadeCurve = curves.index(of: fade)
        let changes = timeline.changes
        return moving.flatMap { element -> [StageElement] in
            crossFade(
                element, changes: changes, fades: changes.opacity?.moves == true,
                curve: (fadeCurve, start), opacitySteps: [(from: 0, curve: fadeCurve, offset: start, changes: changes)],
                progress: { fade.progress(at: $0 - start) },
                opacity: { time in
                    var state = ElementState()
                    state.apply(changes, progress: fade.progress(at: time - start), opacityOnly: true)
                    return state.opacity
                })
        }
    }

    /// An element under a Reduce Motion fade: in place where it is seen when its opacity
    /// changes, or as two copies, one fading out where it was and one fading in where it goes.
    ///
    /// `curve` and `opacitySteps` are the same motion as `progress` and `opacity`, as shared
    /// curves: the fade's curve and its shift, and the steps that set the opacity.
    func crossFade(
        _ element: StageElement, changes: Timeline.Changes, fades: Bool, curve: (index: Int, offset: Double),
        opacitySteps: [(from: Double, curve: Int, offset: Double, changes: Timeline.Changes)],
        progress: @escaping (Double) -> Double, opacity: @escaping (Double) -> Double
    ) -> [StageElement] {
        func placed(at end: Double) -> ElementState {
            var state = ElementState()
            state.apply(changes, progress: end)
            return state
        }
        if fades {
            // Seen at the end where it is opaque: a row that arrives rests at its new place,
            // one that leaves at its old one.
            let visibleEnd = (changes.opacity?.to ?? 1) >= (changes.opacity?.from ?? 1) ? 1.0 : 0.0
            let place = placed(at: visibleEnd)
            var copy = element
            copy.state = { time in
                var state = place
                state.opacity = opacity(time)
                return state
            }
            var resting = place
            resting.opacity = 1
            copy.motion = ElementMotion(steps: opacitySteps, opacityOnly: true, resting: resting)
            return [copy]
        }
        let before = placed(at: 0)
        let after = placed(at: 1)
        var leaving = element
        leaving.state = { time in
            var state = before
            state.opacity = 1 - min(max(progress(time), 0), 1)
            return state
        }
        leaving.motion = ElementMotion(still: before)
        leaving.motion.opacity = [.between(1, 0, start: 0, curve: curve.index, offset: curve.offset)]
        var arriving = element
        arriving.state = { time in
            var state = after
            state.opacity = min(max(progress(time), 0), 1)
            return state
        }
        arriving.motion = ElementMotion(still: after)
        arriving.motion.opacity = [.between(0, 1, start: 0, curve: curve.index, offset: curve.offset)]
        return [leaving, arriving]
    }

    /// An element: a still group at its resting place, then one group per moving property,
    /// each with its SMIL animation, around the figure. Properties that never change are left
    /// out; the still values are those of the final frame, for viewers without SMIL.
    mutating func write(_ element: StageElement) {
        let final = element.state(plan.restingTime)
        out.write("<g transform=\"translate(\(element.x) \(element.y))\">")
        // Elements that fade together differ only by their place.
        if let drawn = curves.drawnElement(element.motion, final, element.figure) {
            out.append(drawn)
            return
        }
        let start = out.bytes.count
        drawing(element, final: final)
        curves.keep(out.written(since: start), for: element.motion, final, element.figure)
    }

    /// An element's markup on its own, as ``write(_:)`` adds it to the drawing.
    func markup(_ element: StageElement) -> String {
        var alone = self
        alone.out = SVGBuffer()
        alone.write(element)
        return String(decoding: alone.out.bytes, as: UTF8.self)
    }

    /// An element's groups and animations around its figure, without its place.
    mutating func drawing(_ element: StageElement, final: ElementState) {
        let (opacity, x, y, scale) = polylines(element.motion)
        var groups = 1
        if opacity.varies || final.opacity != 1 {
            out.write("<g opacity=\"\(final.opacity, decimals: 3)\">")
            if opacity.varies {
                animation("<animate attributeName=\"opacity\"", opacity.times)
                out.append(curves.list(opacity.values, decimals: 3))
                out.append("\"/>")
            }
            groups += 1
        }
        let moves = x.varies || y.varies
        if moves || final.x != 0 || final.y != 0 {
            out.write("<g transform=\"translate(\(final.x) \(final.y))\">")
            if moves {
                let both = Polyline.merged(x, y)
                animation("<animateTransform attributeName=\"transform\" type=\"translate\"", both.times)
                for position in both.times.indices {
                    if position > 0 { out.append(";") }
                    out.number(both.first[position])
                    out.append(" ")
                    out.number(both.second[position])
                }
                out.append("\"/>")
            }
            groups += 1
        }
        if scale.varies || final.scale != 1 {
            out.write("<g transform=\"scale(\(final.scale, decimals: 4))\">")
            if scale.varies {
                animation("<animateTransform attributeName=\"transform\" type=\"scale\"", scale.times)
                out.append(curves.list(scale.values, decimals: 4))
                out.append("\"/>")
            }
            groups += 1
        }
        figureMarkup(element.figure)
        for _ in 1..<groups { out.append("</g>") }
        out.append("</g>\n")
    }

    /// The straight-line drawing of each property of a motion over the loop.
    func polylines(_ motion: ElementMotion) -> (opacity: Polyline, x: Polyline, y: Polyline, scale: Polyline) {
        let book = curves.curves
        return (
            Polyline(motion.opacity, cycle: cycle, curves: book), Polyline(motion.x, cycle: cycle, curves: book),
            Polyline(motion.y, cycle: cycle, curves: book), Polyline(motion.scale, cycle: cycle, curves: book)
        )
    }

    /// How many moments the `keyTimes` lists of an element hold, as ``drawing(_:final:)``
    /// writes them.
    func keyframeCount(_ element: StageElement) -> Int {
        let (opacity, x, y, scale) = polylines(element.motion)
        var count = 0
        if opacity.varies { count += opacity.times.count }
        if x.varies || y.varies { count += Polyline.merged(x, y).times.count }
        if scale.varies { count += scale.times.count }
        return count
    }

    /// The opening of an animation up to its values, which the caller writes and closes.
    mutating func animation(_ opening: StaticString, _ times: [Double]) {
        let cycle = self.cycle
        out.append(opening)
        out.write(" dur=\"\(cycle, decimals: 3)s\" repeatCount=\"indefinite\" calcMode=\"linear\" keyTimes=\"")
        out.append(curves.list(times.map { $0 / cycle }, decimals: 5))
        out.append("\" values=\"")
    }

    mutating func figureMarkup(_ figure: Figure) {
        switch figure {
        case .rect(let width, let height, let radius, let className, let standing):
            let top = standing ? -height : -height / 2
            out.write(
                """
                <rect class="\(className)" x="\(-width / 2)" y="\(top)" width="\(width)" height="\(height)" \
                rx="\(radius)"/>
                """)
        case .circle(let radius, let className):
            out.write("<circle class=\"\(className)\" r=\"\(radius)\"/>")
        case .screen(let width, let height):
            let left = -width / 2
            let top = -height / 2
            out.write(
                """
                <rect class="screen" x="\(left)" y="\(top)" width="\(width)" height="\(height)" rx="12"/>\
                <rect class="item" x="\(left + 16)" y="\(top + 16)" width="\(width * 0.4)" height="12" rx="4"/>
                """)
            for line in 0..<2 {
                out.write(
                    """
                    <rect class="muted" x="\(left + 16)" y="\(top + 44 + Double(line) * 24)" \
                    width="\(width - 32 - Double(line) * 60)" height="12" rx="4"/>
                    """)
            }
        }
    }

    // MARK: Chart

    func x(_ time: Double) -> Double {
        Layout.plotLeft + (Layout.plotRight - Layout.plotLeft) * min(max(time, 0), plan.axisEnd) / plan.axisEnd
    }

    mutating func chart(top: Double, rowHeight: Double, axisY: Double) {
        out.append("<g class=\"chart\">\n")
        let barHeight = rowHeight / 2
        var anyWait = false
        var anySettle = false
        for (index, element) in elements.enumerated() {
            let middle = top + Double(index) * rowHeight + rowHeight / 2
            out.write("<text x=\"\(Layout.labelX)\" y=\"\(middle + 4)\">")
            out.words(.label(index))
            out.append("</text>")
            if element.start > 0.0005 {
                anyWait = true
                out.write(
                    "<line class=\"wait\" x1=\"\(x(0))\" y1=\"\(middle)\" x2=\"\(x(element.start))\" y2=\"\(middle)\"/>"
                )
            }
            let barTop = middle - barHeight / 2
            for piece in bars(of: element) {
                if piece.settles { anySettle = true }
                bar(
                    piece.settles ? "settle" : "active", from: piece.from, to: piece.to, top: barTop, height: barHeight,
                    gap: piece.gap)
            }
            out.append("\n")
        }
        // Axis and ticks.
        out.write("<line class=\"axis\" x1=\"\(x(0))\" y1=\"\(axisY)\" x2=\"\(x(plan.axisEnd))\" y2=\"\(axisY)\"/>")
        let ticks = Int((plan.axisEnd / plan.tickStep).rounded())
        for tick in 0...ticks {
            let time = Double(tick) * plan.tickStep
            out.write(
                """
                <line class="axis" x1="\(x(time))" y1="\(axisY)" x2="\(x(time))" y2="\(axisY + 4)"/>\
                <text x="\(x(time))" y="\(axisY + 16)" text-anchor="middle">\(Int((time * 1000).rounded()))
                """)
            if tick == ticks {
                out.append(" ")
                out.words(.milliseconds)
            }
            out.append("</text>")
        }
        out.append("\n")
        // Legend.
        var legendX = Layout.plotLeft
        let legendY = axisY + 36
        if anyWait {
            out.write(
                """
                <line class="wait" x1="\(legendX)" y1="\(legendY - 4)" x2="\(legendX + 16)" y2="\(legendY - 4)"/>\
                <text x="\(legendX + 22)" y="\(legendY)">
                """)
            out.words(.legendWaiting)
            out.append("</text>")
            legendX += 96
        }
        out.write(
            """
            <rect class="active" x="\(legendX)" y="\(legendY - 8)" width="16" height="8" rx="2"/>\
            <text x="\(legendX + 22)" y="\(legendY)">
            """)
        out.words(.legendMoving)
        out.append("</text>")
        legendX += 96
        if anySettle {
            out.write(
                """
                <rect class="settle" x="\(legendX)" y="\(legendY - 8)" width="16" height="8" rx="2"/>\
                <text x="\(legendX + 22)" y="\(legendY)">
                """)
            out.words(.legendSettling)
            out.append("</text>")
        }
        out.append("\n")
        playhead(top: top - 4, bottom: axisY)
        out.append("</g>\n")
    }

    /// An element's bars in the chart: one per play when it repeats forever, else its active
    /// duration and, when it settles later, its settling tail; no more than `limit`.
    func bars(of element: ElementTiming, limit: Int = .max) -> [(from: Double, to: Double, settles: Bool, gap: Bool)] {
        guard !element.repeatsForever else {
            let play = max(element.animation.timing.playDuration ?? plan.axisEnd, 0.01)
            var bars: [(from: Double, to: Double, settles: Bool, gap: Bool)] = []
            var begin = element.start
            while begin < plan.axisEnd - 0.0005, bars.count < limit {
                let end = min(begin + play, plan.axisEnd)
                bars.append((begin, end, false, end < plan.axisEnd))
                begin += play
            }
            return bars
        }
        let activeEnd = element.start + element.activeDuration
        var bars = [(from: element.start, to: min(activeEnd, element.settleTime), settles: false, gap: false)]
        if element.settleTime - activeEnd > 0.0005 { bars.append((activeEnd, element.settleTime, true, false)) }
        return bars
    }

    mutating func bar(
        _ className: StaticString, from start: Double, to end: Double, top: Double, height: Double, gap: Bool
    ) {
        let left = x(start)
        let width = max(x(end) - left - (gap ? 1 : 0), 0.5)
        out.append("<rect class=\"")
        out.append(className)
        out.write("\" x=\"\(left)\" y=\"\(top)\" width=\"\(width)\" height=\"\(height)\" rx=\"2\"/>")
    }

    /// A line that sweeps the axis while the stage moves, and rests at the end meanwhile.
    mutating func playhead(top: Double, bottom: Double) {
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
        out.write(
            """
            <g class="playhead" transform="translate(\(travel) 0)"><animateTransform attributeName="transform" \
            type="translate" dur="\(cycle, decimals: 3)s" repeatCount="indefinite" calcMode="linear" keyTimes="
            """)
        for (position, point) in unique.enumerated() {
            if position > 0 { out.append(";") }
            out.number(point.0 / cycle, decimals: 5)
        }
        out.append("\" values=\"")
        for (position, point) in unique.enumerated() {
            if position > 0 { out.append(";") }
            out.number(point.1)
            out.append(" 0")
        }
        out.write("\"/><line x1=\"\(x(0))\" y1=\"\(top)\" x2=\"\(x(0))\" y2=\"\(bottom)\"/></g>\n")
    }
}

/// Text safe inside XML content and attribute values.
func escaped(_ text: String) -> String {
    let special: (UInt8) -> Bool = { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }
    guard text.utf8.contains(where: special) else { return text }
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
