import TimelineFormat
import Timing

/// Writes the chart: one row per element that moves, with its wait, its active duration and
/// its settling tail on a millisecond axis, a legend, and a playhead that moves in step with
/// the stage. A pile's opening and closing each have their own rows, under a heading, and
/// their own playhead, which sweeps only while its phase plays.
struct ChartDrawing: DrawingPart {
    let scene: DrawingScene
    /// The top of the first row.
    let top: Double
    /// The phases of the chart, each with its heading (for a pile) and its rows.
    let phases: [Phase]
    /// The height of a row: smaller when there are many.
    let rowHeight: Double
    /// Where the time axis runs.
    let axisY: Double

    /// A phase of the loop and the rows the playhead sweeps while it plays.
    struct Phase {
        let heading: WordSlot?
        let start: Double
        let span: Double
        /// The rows: the element whose label it takes, and its timing in this phase.
        let rows: [(label: Int, timing: ElementTiming)]
    }

    init(scene: DrawingScene, top: Double) {
        self.scene = scene
        self.top = top
        phases = Self.phases(scene)
        let lines = phases.reduce(0) { $0 + $1.rows.count + ($1.heading == nil ? 0 : 1) }
        // Many rows stay apart by more than their 11-point labels.
        rowHeight = lines > 16 ? 14.0 : 20.0
        axisY = top + Double(lines) * rowHeight + 4
    }

    /// The phases of a scene: every element in one phase, or a pile's moving cards opening,
    /// then closing.
    static func phases(_ scene: DrawingScene) -> [Phase] {
        let plan = scene.plan
        guard scene.timeline.stage == .pile, let base = scene.timeline.animation else {
            return [
                Phase(
                    heading: nil, start: plan.preRoll, span: plan.span,
                    rows: Self.inStartOrder(scene.elements).map { ($0.index, $0) })
            ]
        }
        let layout = scene.timeline.pile.layout(count: scene.timeline.count)
        let (closed, open) = (layout.tops(progress: 0), layout.tops(progress: 1))
        // The front card stays where it is: a bar for it would be motion that is not drawn.
        let moving = inStartOrder(scene.elements).filter { element in
            let index = element.index
            return closed[index] != open[index]
                || layout.scale(depth: index, progress: 0) != layout.scale(depth: index, progress: 1)
                || layout.opacity(index: index, progress: 0) != layout.opacity(index: index, progress: 1)
        }
        let closing = moving.map { element in
            scene.timeline.pile.closesTogether
                ? ElementTiming(name: element.name, kind: element.kind, index: element.index, animation: base)
                : element
        }
        return [
            Phase(heading: .phaseOpening, start: plan.preRoll, span: plan.span, rows: moving.map { ($0.index, $0) }),
            Phase(
                heading: .phaseClosing, start: plan.closingStart, span: plan.closingSpan,
                rows: closing.map { ($0.index, $0) }),
        ]
    }

    /// Elements in the order they start (declaration order among those that start together),
    /// so that the chart shows an ordering (radial, diagonal) as a staircase.
    static func inStartOrder(_ elements: [ElementTiming]) -> [ElementTiming] {
        elements.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    }

    /// The bottom of the chart, its legend included: the height of the whole drawing.
    var bottom: Double { axisY + 50 }

    /// The chart's lines: its rows and its phases' headings.
    var lines: Int { phases.reduce(0) { $0 + $1.rows.count + ($1.heading == nil ? 0 : 1) } }

    /// The same chart on a narrow frame.
    var narrow: NarrowChart {
        NarrowChart(
            lines: lines, wideRowHeight: rowHeight, top: top, axisY: axisY,
            ticks: Int((plan.axisEnd / plan.tickStep).rounded()))
    }

    /// The x coordinate of a moment of the motion, within the axis.
    func x(_ time: Double) -> Double {
        Layout.plotLeft + (Layout.plotRight - Layout.plotLeft) * min(max(time, 0), plan.axisEnd) / plan.axisEnd
    }

    func write(into out: inout SVGBuffer) {
        // Many rows are `dense`: their labels grow less on a phone (`DrawingStyle`).
        out.append(rowHeight < 20 ? "<g class=\"chart dense\">\n" : "<g class=\"chart\">\n")
        let barHeight = rowHeight / 2
        var anyWait = false
        var anySettle = false
        var line = 0
        var sweeps: [(phase: Phase, top: Double, bottom: Double)] = []
        for phase in phases {
            if let heading = phase.heading {
                // `--i`: the line, which places it on a narrow frame (``NarrowChart``).
                out.write(
                    "<text class=\"heading\" style=\"--i:\(line)\" x=\"\(Layout.labelX)\" y=\"\(top + Double(line) * rowHeight + rowHeight / 2 + 4)\">"
                )
                out.words(heading)
                out.append("</text>\n")
                line += 1
            }
            let phaseTop = top + Double(line) * rowHeight
            for row in phase.rows {
                let element = row.timing
                let middle = top + Double(line) * rowHeight + rowHeight / 2
                out.write("<g class=\"r\" style=\"--i:\(line)\">")
                line += 1
                out.write("<text class=\"label\" x=\"\(Layout.labelX)\" y=\"\(middle + 4)\">")
                out.words(.label(row.label))
                out.append("</text>")
                let barTop = middle - barHeight / 2
                // The motion's bars, then what plays under Reduce Motion; the style shows one.
                let variants: [(StaticString, ReducedBars)] = [
                    ("<g class=\"motion\">", .timing(element)),
                    ("<g class=\"reduced\">", reducedBars(row.label, timing: element)),
                ]
                for (opening, variant) in variants {
                    out.append(opening)
                    switch variant {
                    case .none: break
                    case .jump(let moment):
                        if moment > 0.0005 { wait(to: moment, at: middle, into: &out) }
                        out.write(
                            "<rect class=\"active\" x=\"\(x(moment) - 1)\" y=\"\(barTop)\" width=\"2\" height=\"\(barHeight)\"/>"
                        )
                    case .timing(let timing):
                        if timing.start > 0.0005 {
                            anyWait = true
                            wait(to: timing.start, at: middle, into: &out)
                        }
                        for piece in bars(of: timing) {
                            if piece.settles { anySettle = true }
                            bar(
                                piece.settles ? "settle" : "active", from: piece.from, to: piece.to, top: barTop,
                                height: barHeight, gap: piece.gap, into: &out)
                        }
                    }
                    out.append("</g>")
                }
                out.append("</g>\n")
            }
            sweeps.append((phase, phaseTop - 4, top + Double(line) * rowHeight))
        }
        out.append("<g class=\"foot\">")
        axis(into: &out)
        legend(waits: anyWait, settles: anySettle, into: &out)
        out.append("</g>\n<g class=\"x\">\n")
        for sweep in sweeps {
            playhead(
                sweep.phase, alone: sweeps.count == 1, top: sweep.top, bottom: sweeps.count == 1 ? axisY : sweep.bottom,
                into: &out)
        }
        out.append("</g>\n</g>\n")
    }

    /// A dotted line for the wait before `moment`.
    func wait(to moment: Double, at middle: Double, into out: inout SVGBuffer) {
        out.write("<line class=\"wait\" x1=\"\(x(0))\" y1=\"\(middle)\" x2=\"\(x(moment))\" y2=\"\(middle)\"/>")
    }

    /// What a row shows under Reduce Motion.
    enum ReducedBars {
        /// Nothing changes over time (hidden, or at rest).
        case none
        /// A change at once, at this moment of its phase.
        case jump(Double)
        /// A motion with this timing: a fade, or the motion itself.
        case timing(ElementTiming)
    }

    /// What the element at `index` plays under Reduce Motion, in its phase.
    func reducedBars(_ index: Int, timing rowTiming: ElementTiming) -> ReducedBars {
        let element = elements[index]
        let step = timeline.stage == .sequence ? timeline.steps[index] : nil
        let mode = step.map { reducedMode(of: $0, in: timeline) } ?? timeline.reduceMotion
        let start = step == nil ? 0 : reducedStepStartTimes(timeline)[index]
        func timing(_ animation: Animation) -> ElementTiming {
            ElementTiming(
                name: element.name, kind: element.kind, index: index,
                animation: start > 0 ? animation.delay(start) : animation)
        }
        switch mode {
        case .hidden, .rest: return .none
        case .still: return .jump(start)
        case .fade: return .timing(timing(fadeAnimation(timeline, step: step)))
        case .same: return step.map { .timing(timing($0.animation)) } ?? .timing(rowTiming)
        }
    }

    /// The time axis with its ticks, the last one with the unit. On a narrow frame the lines
    /// stretch with the bars (`x`) and each tick label moves to its tick by its index (`--i`);
    /// the label before the last is left out (`m`) where the last's unit would reach it.
    func axis(into out: inout SVGBuffer) {
        let ticks = narrow.ticks
        out.write("<g class=\"x\"><line class=\"axis\" x1=\"\(x(0))\" y1=\"\(axisY)\" x2=\"\(x(plan.axisEnd))\" y2=\"\(axisY)\"/>")
        for tick in 0...ticks {
            let time = Double(tick) * plan.tickStep
            out.write("<line class=\"axis\" x1=\"\(x(time))\" y1=\"\(axisY)\" x2=\"\(x(time))\" y2=\"\(axisY + 4)\"/>")
        }
        out.append("</g>")
        let leftOut = narrow.leavesOutTick(digits: String(Int((plan.axisEnd * 1000).rounded())).count)
        for tick in 0...ticks {
            let time = Double(tick) * plan.tickStep
            let className = tick == ticks ? " class=\"u\"" : tick == ticks - 1 && leftOut ? " class=\"m\"" : ""
            out.write(
                """
                <text\(className) style="--i:\(tick)" x="\(x(time))" y="\(axisY + 16)" text-anchor="middle">\
                \(Int((time * 1000).rounded()))
                """)
            if tick == ticks {
                out.append(" ")
                out.words(.milliseconds)
            }
            out.append("</text>")
        }
        out.append("\n")
    }

    /// What the bars mean: waiting and settling only when some element waits or settles.
    func legend(waits: Bool, settles: Bool, into out: inout SVGBuffer) {
        var legendX = Layout.plotLeft
        let legendY = axisY + 36
        // Each key carries its index (`--i`), which spaces the keys on a narrow frame.
        var key = 0
        func open(into out: inout SVGBuffer) {
            out.write("<g class=\"k\" style=\"--i:\(key)\">")
            key += 1
        }
        if waits {
            open(into: &out)
            out.write(
                """
                <line class="wait" x1="\(legendX)" y1="\(legendY - 4)" x2="\(legendX + 16)" y2="\(legendY - 4)"/>\
                <text x="\(legendX + 22)" y="\(legendY)">
                """)
            out.words(.legendWaiting)
            out.append("</text></g>")
            legendX += 96
        }
        open(into: &out)
        out.write(
            """
            <rect class="active" x="\(legendX)" y="\(legendY - 8)" width="16" height="8" rx="2"/>\
            <text x="\(legendX + 22)" y="\(legendY)">
            """)
        out.words(.legendMoving)
        out.append("</text></g>")
        legendX += 96
        if settles {
            open(into: &out)
            out.write(
                """
                <rect class="settle" x="\(legendX)" y="\(legendY - 8 + 8 * Self.settleInset)" width="16" \
                height="\(8 * (1 - 2 * Self.settleInset))" rx="2"/>\
                <text x="\(legendX + 22)" y="\(legendY)">
                """)
            out.words(.legendSettling)
            out.append("</text></g>")
        }
        out.append("\n")
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

    /// How far a settling bar is inset from the top and the bottom of a moving bar, as a
    /// fraction of its height.
    static let settleInset = 0.3

    func bar(
        _ className: StaticString, from start: Double, to end: Double, top: Double, height: Double, gap: Bool,
        into out: inout SVGBuffer
    ) {
        // The bar ends exactly at its moment; a play that another follows is marked by a
        // divider on the boundary rather than by a shorter bar.
        let left = x(start)
        let width = max(x(end) - left, 0.5)
        // Settling is a thinner bar than moving, so the two differ by more than their colour.
        let settles = className.description == "settle"
        let (barTop, barHeight) =
            settles ? (top + height * Self.settleInset, height * (1 - 2 * Self.settleInset)) : (top, height)
        out.append("<rect class=\"")
        out.append(className)
        out.write("\" x=\"\(left)\" y=\"\(barTop)\" width=\"\(width)\" height=\"\(barHeight)\" rx=\"2\"/>")
        if gap {
            out.write(
                "<line class=\"divider\" x1=\"\(x(end))\" y1=\"\(top)\" x2=\"\(x(end))\" y2=\"\(top + height)\"/>")
        }
    }

    /// A line that sweeps the axis while its phase plays: it rests at the start before, at
    /// the end after. When there are several phases, each playhead shows only during its
    /// own phase.
    func playhead(_ phase: Phase, alone: Bool, top: Double, bottom: Double, into out: inout SVGBuffer) {
        let travel = x(phase.span) - x(0)
        var points: [(Double, Double)] = [
            (0, 0), (phase.start, 0), (phase.start + phase.span, travel), (cycle, travel),
        ]
        points = points.map { (min($0.0, cycle), $0.1) }
        var unique: [(Double, Double)] = []
        for point in points where unique.last.map({ $0 != point }) ?? true { unique.append(point) }
        out.write("<g class=\"playhead\" transform=\"translate(\(travel) 0)\"")
        if !alone {
            // Shown from the start of its phase until the next phase starts.
            let next = phases.first { $0.start > phase.start }?.start ?? cycle
            let shown = phases.first?.start == phase.start
            out.write(
                " opacity=\"\(shown ? 1 : 0)\"><animate attributeName=\"opacity\" dur=\"\(cycle, decimals: 6)s\" repeatCount=\"indefinite\" calcMode=\"discrete\" keyTimes=\""
            )
            if shown {
                out.write("0;\(next / cycle, decimals: 5);1\" values=\"1;0;0\"/")
            } else {
                out.write("0;\(phase.start / cycle, decimals: 5);1\" values=\"0;1;1\"/")
            }
        }
        out.write(
            "><animateTransform attributeName=\"transform\" type=\"translate\" dur=\"\(cycle, decimals: 6)s\" repeatCount=\"indefinite\" calcMode=\"linear\" keyTimes=\""
        )
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
