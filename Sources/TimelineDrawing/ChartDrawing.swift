import TimelineFormat

/// Writes the chart: one row per element with its wait, its active duration and its settling
/// tail on a millisecond axis, a legend, and a playhead that moves in step with the stage.
struct ChartDrawing: DrawingPart {
    let scene: DrawingScene
    /// The top of the first row.
    let top: Double
    /// The height of a row: smaller when there are many.
    let rowHeight: Double
    /// Where the time axis runs.
    let axisY: Double

    init(scene: DrawingScene, top: Double) {
        self.scene = scene
        self.top = top
        rowHeight = scene.elements.count > 16 ? 12.0 : 20.0
        axisY = top + Double(scene.elements.count) * rowHeight + 4
    }

    /// The bottom of the chart, its legend included: the height of the whole drawing.
    var bottom: Double { axisY + 50 }

    /// The x coordinate of a moment of the motion, within the axis.
    func x(_ time: Double) -> Double {
        Layout.plotLeft + (Layout.plotRight - Layout.plotLeft) * min(max(time, 0), plan.axisEnd) / plan.axisEnd
    }

    func write(into out: inout SVGBuffer) {
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
                    gap: piece.gap, into: &out)
            }
            out.append("\n")
        }
        axis(into: &out)
        legend(waits: anyWait, settles: anySettle, into: &out)
        playhead(top: top - 4, bottom: axisY, into: &out)
        out.append("</g>\n")
    }

    /// The time axis with its ticks, the last one with the unit.
    func axis(into out: inout SVGBuffer) {
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
    }

    /// What the bars mean: waiting and settling only when some element waits or settles.
    func legend(waits: Bool, settles: Bool, into out: inout SVGBuffer) {
        var legendX = Layout.plotLeft
        let legendY = axisY + 36
        if waits {
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
        if settles {
            out.write(
                """
                <rect class="settle" x="\(legendX)" y="\(legendY - 8)" width="16" height="8" rx="2"/>\
                <text x="\(legendX + 22)" y="\(legendY)">
                """)
            out.words(.legendSettling)
            out.append("</text>")
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

    func bar(
        _ className: StaticString, from start: Double, to end: Double, top: Double, height: Double, gap: Bool,
        into out: inout SVGBuffer
    ) {
        let left = x(start)
        let width = max(x(end) - left - (gap ? 1 : 0), 0.5)
        out.append("<rect class=\"")
        out.append(className)
        out.write("\" x=\"\(left)\" y=\"\(top)\" width=\"\(width)\" height=\"\(height)\" rx=\"2\"/>")
    }

    /// A line that sweeps the axis while the stage moves, and rests at the end meanwhile.
    func playhead(top: Double, bottom: Double, into out: inout SVGBuffer) {
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
