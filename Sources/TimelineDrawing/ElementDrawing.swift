/// Writes the elements of the stage: a still group at each element's resting place, then one
/// group per moving property with its SMIL animation, around the figure.
struct ElementDrawing: DrawingPart {
    let scene: DrawingScene
    /// Parts already written once in the drawing's `<defs>`, by the ID that draws them again.
    var references: [(figure: Figure, id: String)] = []

    /// An element. Properties that never change are left out; the still values are those of
    /// the final frame, for viewers without SMIL.
    func write(_ element: StageElement, into out: inout SVGBuffer) {
        let final = element.state(plan.restingTime)
        out.write("<g transform=\"translate(\(element.x) \(element.y))\"")
        out.append(safe: element.figure.tintStyle + ">")
        // Elements that fade together differ only by their place.
        if let drawn = curves.drawnElement(element.motion, final, element.figure) {
            out.append(drawn)
            return
        }
        let start = out.bytes.count
        groups(element, final: final, into: &out)
        curves.keep(out.fragment(since: start), for: element.motion, final, element.figure)
    }

    /// An element's markup on its own, as ``write(_:into:)`` adds it to the drawing.
    func markup(_ element: StageElement) -> String {
        var alone = SVGBuffer()
        write(element, into: &alone)
        return String(decoding: alone.bytes, as: UTF8.self)
    }

    /// An element's groups and animations around its figure, without its place.
    func groups(_ element: StageElement, final: ElementState, into out: inout SVGBuffer) {
        let (opacity, x, y, scale) = polylines(element.motion)
        var groups = 1
        if opacity.varies || final.opacity != 1 {
            out.write("<g opacity=\"\(final.opacity, decimals: 4)\">")
            scalarAnimation(
                "<animate attributeName=\"opacity\"", pieces: element.motion.opacity, polyline: opacity, into: &out)
            groups += 1
        }
        let moves = x.varies || y.varies
        if moves || final.x != 0 || final.y != 0 {
            out.write("<g transform=\"translate(\(final.x) \(final.y))\">")
            if moves, let (track, first, second) = splineTranslation(element.motion, x: x, y: y) {
                splineAnimation(
                    "<animateTransform attributeName=\"transform\" type=\"translate\"", track, into: &out)
                for position in track.times.indices {
                    if position > 0 { out.append(";") }
                    out.number(first[position])
                    out.append(" ")
                    out.number(second[position])
                }
                splineEnd(track, into: &out)
            } else if moves {
                let both = Polyline.merged(x, y)
                animation("<animateTransform attributeName=\"transform\" type=\"translate\"", both.times, into: &out)
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
        let scaled = scale.varies || final.scale != 1
        if scaled {
            out.write("<g transform=\"scale(\(final.scale, decimals: 4))\">")
            scalarAnimation(
                "<animateTransform attributeName=\"transform\" type=\"scale\"", pieces: element.motion.scale,
                polyline: scale, into: &out)
            groups += 1
        }
        figure(element.figure, into: &out)
        recolor(element, final: final, into: &out)
        if scaled {
            out.append("</g>")
            groups -= 1
        }
        joint(element.figure, into: &out)
        for _ in 1..<groups { out.append("</g>") }
        out.append("</g>\n")
    }

    /// A step's lines to its neighbours in its tint, from its marker's edge, which fade in with
    /// the step but do not grow with its marker: outside the scale's group.
    func joint(_ figure: Figure, into out: inout SVGBuffer) {
        guard case .part(let look) = figure, figure.joined else { return }
        let radius = look.width / 2
        for (from, to) in [(look.joint.lowerBound, -radius), (radius, look.joint.upperBound)] where from < to {
            out.write(
                """
                <rect x="\(from)" y="\(-Layout.stepLine / 2)" width="\(to - from)" height="\(Layout.stepLine)" \
                style="fill:\(PartDrawing.tint)"/>
                """)
        }
    }

    /// The straight-line drawing of each property of a motion over the loop.
    func polylines(_ motion: ElementMotion) -> (opacity: Polyline, x: Polyline, y: Polyline, scale: Polyline) {
        let book = curves.curves
        return (
            Polyline(motion.opacity, cycle: cycle, curves: book), Polyline(motion.x, cycle: cycle, curves: book),
            Polyline(motion.y, cycle: cycle, curves: book), Polyline(motion.scale, cycle: cycle, curves: book)
        )
    }

    /// A part whose colour changes: over it, the part (or only its outline, or its body) in the
    /// new colour, as opaque as the colour's progress, so that each channel shows
    /// (1 − p) × from + p × to.
    func recolor(_ element: StageElement, final: ElementState, into out: inout SVGBuffer) {
        guard let change = element.recolor, case .part(let look) = element.figure else { return }
        let progress = Polyline(element.motion.color, cycle: cycle, curves: curves.curves)
        out.write("<g class=\"recolor\" opacity=\"\(final.color, decimals: 4)\">")
        scalarAnimation(
            "<animate attributeName=\"opacity\"", pieces: element.motion.color, polyline: progress, into: &out)
        PartDrawing(look: look).recolored(change, into: &out)
        out.append("</g>")
    }

    /// How many moments the `keyTimes` lists of an element hold, as ``groups(_:final:into:)``
    /// writes them.
    func keyframeCount(_ element: StageElement) -> Int {
        let (opacity, x, y, scale) = polylines(element.motion)
        var count = 0
        if opacity.varies { count += opacity.times.count }
        if x.varies || y.varies { count += Polyline.merged(x, y).times.count }
        if scale.varies { count += scale.times.count }
        if element.recolor != nil {
            let color = Polyline(element.motion.color, cycle: cycle, curves: curves.curves)
            if color.varies { count += color.times.count }
        }
        return count
    }

    /// A property's exact Bézier track, when its motion is one (``SplineTrack``).
    func spline(_ pieces: [Piece]) -> SplineTrack? {
        let book = curves
        return SplineTrack(pieces, cycle: cycle) { book.animation($0) }
    }

    /// The translation as one spline track: x and y on the same moments and segments, or one
    /// of them still.
    func splineTranslation(_ motion: ElementMotion, x: Polyline, y: Polyline)
        -> (SplineTrack, [Double], [Double])?
    {
        let tracks = (spline(motion.x), spline(motion.y))
        switch (tracks.0, tracks.1, x.varies, y.varies) {
        case (let track?, _, true, false):
            return (track, track.values, [Double](repeating: y.values.first ?? 0, count: track.times.count))
        case (_, let track?, false, true):
            return (track, [Double](repeating: x.values.first ?? 0, count: track.times.count), track.values)
        case (let first?, let second?, true, true)
        where first.times == second.times && first.splines == second.splines:
            return (first, first.values, second.values)
        default:
            return nil
        }
    }

    /// The opening of a spline animation up to its values, which the caller writes.
    /// The animation of one number (opacity or scale): one exact spline segment where the
    /// motion is an exact Bézier, else the polyline's keyframes; nothing when it does not vary.
    func scalarAnimation(_ opening: StaticString, pieces: [Piece], polyline: Polyline, into out: inout SVGBuffer) {
        if let track = spline(pieces), track.varies {
            splineAnimation(opening, track, into: &out)
            out.append(curves.list(track.values, decimals: 4))
            splineEnd(track, into: &out)
        } else if polyline.varies {
            animation(opening, polyline.times, into: &out)
            out.append(curves.list(polyline.values, decimals: 4))
            out.append("\"/>")
        }
    }

    func splineAnimation(_ opening: StaticString, _ track: SplineTrack, into out: inout SVGBuffer) {
        let cycle = self.cycle
        out.append(opening)
        out.write(" dur=\"\(cycle, decimals: 6)s\" repeatCount=\"indefinite\" calcMode=\"spline\" keyTimes=\"")
        out.append(curves.list(Self.keyTimes(track.times, cycle: cycle, decimals: 5), decimals: 5))
        out.append("\" values=\"")
    }

    /// The `keySplines` of a track after its values, closing the animation.
    func splineEnd(_ track: SplineTrack, into out: inout SVGBuffer) {
        out.append("\" keySplines=\"")
        for (position, spline) in track.splines.enumerated() {
            if position > 0 { out.append(";") }
            for (index, number) in spline.enumerated() {
                if index > 0 { out.append(" ") }
                out.number(number, decimals: 4)
            }
        }
        out.append("\"/>")
    }

    /// Moments as `keyTimes`, fractions of the loop rounded down to `decimals` digits: a jump
    /// is drawn at its moment or a few microseconds before, never after, so that at the very
    /// moment of a jump the drawing shows the state after it, as the exact state does (a state
    /// changes at the first moment at or after its jump: ``StageMotion/jumping(_:moments:state:)``).
    /// The still moment shown to readers who prefer reduced motion may fall on a jump.
    static func keyTimes(_ times: [Double], cycle: Double, decimals: Int) -> [Double] {
        let scale = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
        // A hair above each product, so that a moment printed exactly is not rounded a step down.
        return times.map { min(1, (($0 / cycle) * scale + 1e-7).rounded(.down) / scale) }
    }

    /// The opening of an animation up to its values, which the caller writes and closes.
    func animation(_ opening: StaticString, _ times: [Double], into out: inout SVGBuffer) {
        let cycle = self.cycle
        out.append(opening)
        // A card writes less: linear is SMIL's default, and its coarser keyframes need fewer digits.
        if scene.card {
            out.write(" dur=\"\(cycle, decimals: 6)s\" repeatCount=\"indefinite\" keyTimes=\"")
            out.append(curves.list(Self.keyTimes(times, cycle: cycle, decimals: 4), decimals: 4))
        } else {
            out.write(" dur=\"\(cycle, decimals: 6)s\" repeatCount=\"indefinite\" calcMode=\"linear\" keyTimes=\"")
            out.append(curves.list(Self.keyTimes(times, cycle: cycle, decimals: 5), decimals: 5))
        }
        out.append("\" values=\"")
    }

    func figure(_ figure: Figure, into out: inout SVGBuffer) {
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
        case .part(let look):
            if let reference = references.first(where: { $0.figure == figure.untinted }) {
                out.append(safe: "<use href=\"#\(reference.id)\"/>")
            } else {
                PartDrawing(look: look).write(into: &out)
            }
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
}
