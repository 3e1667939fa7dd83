import TimelineFormat

/// The moving elements of a card when their motions differ only by when they start (the rows
/// of a list, the tiles of a grid, the cards of a stack): one keyframe list, the latest
/// element's, written once as CSS `@keyframes`, that every element plays running ahead of it
/// by its lead (a negative `animation-delay`), and each figure written once, which every
/// element of that figure `<use>`s (tiles of one size share one; spanned tiles add theirs),
/// adding its own glyph and words.
///
/// A card so weighs about a hundred bytes per element instead of a few hundred. The motion of
/// every element is its own to the keyframe; only the loop's seam differs from the preview's:
/// each element rests `hold` seconds after it settles and waits hidden until its next start,
/// so they leave in the order they came instead of all at once.
struct SharedCardMotion {
    /// The latest element's motion, which every element plays.
    let reference: ElementMotion
    /// How far each element runs ahead of the reference, in seconds.
    let leads: [Double]
    /// The distinct figures, in the order elements first draw them.
    let figures: [Figure]
    /// The index in ``figures`` of each element's figure.
    let figureIndices: [Int]
    /// Whether each element draws its glyph apart from its figure, as it does its words.
    let glyphsApart: Bool

    /// The shared motion of `elements`, or nil when two differ by more than their start or
    /// there is only one.
    init?(_ elements: [StageElement], glyphsApart: Bool) {
        // A colour that changes is drawn by SMIL, element by element, and so is a step's line,
        // which fades with the step but does not grow with it.
        guard elements.count > 1, elements.allSatisfy({ $0.recolor == nil && !$0.figure.joined }) else { return nil }
        var figures: [Figure] = []
        var figureIndices: [Int] = []
        for element in elements {
            if case .screen = element.figure { return nil }
            let body = element.figure.body(glyphs: glyphsApart)
            if let known = figures.firstIndex(of: body) {
                figureIndices.append(known)
            } else {
                figureIndices.append(figures.count)
                figures.append(body)
            }
        }
        let offsets = elements.map { Self.offset(of: $0.motion) }
        guard let latest = offsets.indices.max(by: { (offsets[$0] ?? 0) < (offsets[$1] ?? 0) }),
            let end = offsets[latest]
        else { return nil }
        let reference = elements[latest].motion
        var leads: [Double] = []
        for (element, offset) in zip(elements, offsets) {
            guard let offset, Self.shifted(element.motion, to: end) == reference
            else { return nil }
            leads.append(end - offset)
        }
        self.reference = reference
        self.leads = leads
        self.figures = figures
        self.figureIndices = figureIndices
        self.glyphsApart = glyphsApart
    }

    /// The id of figure `index`: `<id>-f` for the first, `<id>-f1`, `<id>-f2` … for the others.
    func figureID(_ index: Int, id: String) -> String { index == 0 ? "\(id)-f" : "\(id)-f\(index)" }

    /// The shift of a motion whose every piece starts the loop and plays one curve shift; nil
    /// for any other.
    static func offset(of motion: ElementMotion) -> Double? {
        let pieces = motion.opacity + motion.x + motion.y + motion.scale
        guard pieces.allSatisfy({ $0.start == 0 }) else { return nil }
        let offsets = Set(pieces.filter { $0.curve != nil && $0.slope != 0 }.map(\.offset))
        return offsets.count == 1 ? offsets.first : nil
    }

    /// `motion` with its curve shifted to `offset` (set, not added, so that rounding cannot
    /// tell two equal motions apart).
    static func shifted(_ motion: ElementMotion, to offset: Double) -> ElementMotion {
        func later(_ pieces: [Piece]) -> [Piece] {
            pieces.map { piece in
                var piece = piece
                if piece.curve != nil, piece.slope != 0 { piece.offset = offset }
                return piece
            }
        }
        return ElementMotion(
            opacity: later(motion.opacity), x: later(motion.x), y: later(motion.y), scale: later(motion.scale),
            color: later(motion.color))
    }

    /// The keyframes, the figure and each element, placed, playing them with its lead.
    func write(_ elements: [StageElement], drawing: ElementDrawing, id: String, into out: inout SVGBuffer) {
        let cycle = drawing.cycle
        let (opacity, x, y, scale) = drawing.polylines(reference)
        var animations: [String] = []
        out.append("<style>")
        if opacity.varies {
            out.write("@keyframes \(id)-o {")
            for (time, value) in keyframes(opacity.times, opacity.values, cycle: cycle) {
                out.number(time / cycle * 100, decimals: 3)
                out.append("%{opacity:")
                out.number(value, decimals: 4)
                out.append("}")
            }
            out.append("} ")
            animations.append("\(id)-o")
        }
        if x.varies || y.varies || scale.varies {
            let moments = Array(Set(x.times + y.times + scale.times)).sorted()
            out.write("@keyframes \(id)-t {")
            let moves = x.varies || y.varies || x.values.first != 0 || y.values.first != 0
            for (time, _) in keyframes(moments, moments, cycle: cycle) {
                out.number(time / cycle * 100, decimals: 3)
                out.append("%{transform:")
                if moves {
                    out.append("translate(")
                    out.number(x.value(at: time, after: true))
                    out.append("px,")
                    out.number(y.value(at: time, after: true))
                    out.append("px)")
                }
                out.append("scale(")
                out.number(scale.value(at: time, after: true), decimals: 4)
                out.append(")}")
            }
            out.append("} ")
            animations.append("\(id)-t")
        }
        let timing = " \(formatted(cycle, decimals: 6))s linear infinite"
        out.append(
            safe:
                "#\(id) .m { animation: \(animations.map { $0 + timing }.joined(separator: ", ")); animation-delay: var(--d, 0s); }"
        )
        out.append("</style>\n<defs>")
        for (index, figure) in figures.enumerated() {
            var shape = SVGBuffer()
            if case .part(let look) = figure {
                PartDrawing(look: look, marks: PartDrawing.Marks(glyphs: glyphsApart)).write(into: &shape)
            } else {
                drawing.figure(figure, into: &shape)
            }
            // Each figure with an id, which its elements use, and its colours inline: a `<use>`
            // draws a copy that the stage's style rules do not reach, while the custom
            // properties they read are inherited.
            let open = shape.bytes.firstIndex(of: UInt8(ascii: " ")) ?? 0
            out.append(Array(shape.bytes[..<open]))
            out.append(safe: " id=\"\(figureID(index, id: id))\"")
            if let rule = CardStage.classRules.first(where: { $0.0 == figure.className })?.1 {
                out.append(safe: " style=\"\(rule)\"")
            }
            out.append(shape, from: open)
        }
        out.append("</defs>\n")
        for ((element, lead), index) in zip(zip(elements, leads), figureIndices) {
            writeElement(element, lead: lead, figure: index, id: id, into: &out)
        }
    }

    /// An element at its place, playing the shared motion `lead` seconds ahead of the latest
    /// element: its figure's `<use>`, with its own glyph and words beside it in one moving group.
    func writeElement(_ element: StageElement, lead: Double, figure: Int, id: String, into out: inout SVGBuffer) {
        let marks = self.marks(element.figure)
        let use = "<use href=\"#\(figureID(figure, id: id))\""
        out.write(
            "<g transform=\"translate(\(element.x) \(element.y))\">\(marks == nil ? use + " " : "<g ")class=\"m\"")
        // The lead as `--d`, which the frozen still stage (``frozenRule(id:at:)``) reads too.
        var style: [String] = []
        if lead > 0 { style.append("--d:-\(formatted(lead, decimals: 3))s") }
        if case .part(let look) = element.figure { style.append("--pt:\(look.tint.alias)") }
        if !style.isEmpty { out.append(safe: " style=\"\(style.joined(separator: ";"))\"") }
        if let marks {
            out.append(safe: ">\(use)/>")
            out.append(marks)
            out.append("</g></g>\n")
        } else {
            out.append("/></g>\n")
        }
    }

    /// The glyph and words of an element's part, drawn apart from the figure it shares; nil
    /// when it has none.
    func marks(_ figure: Figure) -> SVGBuffer? {
        guard case .part(let look) = figure else { return nil }
        let marks = PartDrawing.Marks(glyphs: glyphsApart)
        var rest = SVGBuffer()
        PartDrawing(look: look, marks: marks).write(into: &rest)
        return marks.buffer.bytes.isEmpty ? nil : marks.buffer
    }

    /// The elements shown still, each at its state: when every one is in place at its size
    /// and as opaque as the others, each element's shared figure at its place in one group of
    /// that opacity; else each drawn in full.
    /// The rule that holds the motion still at loop time `moment` for readers who prefer
    /// reduced motion, each element at its lead: the still stage without a second copy.
    static func frozenRule(id: String, at moment: Double) -> String {
        "@media (prefers-reduced-motion: reduce) { #\(id) .m { animation-play-state: paused; "
            + "animation-delay: calc(var(--d, 0s) - \(formatted(moment, decimals: 3))s); } }"
    }

    /// True when the still stage is the motion at rest: every element in place, at its size
    /// and (nearly) opaque, which ``frozenRule(id:at:)`` shows by holding the motion still.
    static func restsAsMotion(_ states: [ElementState]) -> Bool {
        states.allSatisfy { $0.x == 0 && $0.y == 0 && $0.scale == 1 && $0.opacity >= 0.99 }
    }

    func writeStill(
        _ elements: [StageElement], states: [ElementState], drawing: ElementDrawing, id: String,
        into out: inout SVGBuffer
    ) {
        let opacity = states.first?.opacity ?? 1
        let shared = states.allSatisfy { state in
            state.x == 0 && state.y == 0 && state.scale == 1 && state.opacity == opacity
        }
        guard shared else {
            for (element, state) in zip(elements, states) {
                var still = element
                still.state = { _ in state }
                still.motion = ElementMotion(still: state)
                drawing.write(still, into: &out)
            }
            return
        }
        if opacity != 1 { out.write("<g opacity=\"\(opacity, decimals: 4)\">\n") }
        for (element, index) in zip(elements, figureIndices) {
            let use = "<use href=\"#\(figureID(index, id: id))\""
            guard let marks = self.marks(element.figure) else {
                out.write("\(use) x=\"\(element.x)\" y=\"\(element.y)\"\(element.figure.tintStyle)/>\n")
                continue
            }
            out.write("<g transform=\"translate(\(element.x) \(element.y))\"\(element.figure.tintStyle)>\(use)/>")
            out.append(marks)
            out.append("</g>\n")
        }
        if opacity != 1 { out.append("</g>\n") }
    }

    /// Moments and values as CSS keyframes take them: of a moment listed twice (a jump), the
    /// later value moves a thousandth of a percent of the loop on, as a keyframe list cannot
    /// hold one moment twice.
    func keyframes(_ times: [Double], _ values: [Double], cycle: Double) -> [(Double, Double)] {
        var result: [(Double, Double)] = []
        for (time, value) in zip(times, values) {
            if let last = result.last, time <= last.0 + cycle * 1e-5 {
                result.append((last.0 + cycle * 1e-5, value))
            } else {
                result.append((time, value))
            }
        }
        return result
    }
}
