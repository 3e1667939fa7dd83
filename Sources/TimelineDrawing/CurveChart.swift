import Foundation
import TimelineFormat
import Timing

/// Draws the progress of one or more animations over time as a stand-alone SVG, for
/// `catalog curve --format svg` and `--compare`: value over time on labelled axes, with the
/// target (1) and the start (0) as grid lines, and for each curve its settling time and its
/// overshoot marked.
package enum CurveChart {
    /// A curve to draw: its label (the expression as written) and its animation.
    package struct Curve: Sendable {
        package let label: String
        package let animation: Animation

        package init(label: String, animation: Animation) {
            self.label = label
            self.animation = animation
        }
    }

    static let width = 640.0
    static let height = 400.0
    static let left = 64.0
    static let right = width - 24
    static let top = 24.0
    static let bottom = height - 96
    /// The curves' colours, in order.
    static let colors = ["#3b5bdb", "#d9480f"]

    /// The SVG of `curves` (one, or two to compare) on one chart, from the change until the
    /// last one settles (two plays for an endless repeat). The same bytes for the same input.
    package static func svg(_ curves: [Curve]) -> String {
        let end = curves.map { Self.end(of: $0.animation.timing) }.max() ?? 1
        let samples = curves.map { curve in
            (0...600).map { index -> (Double, Double) in
                let time = end * Double(index) / 600
                return (time, curve.animation.progress(at: time))
            }
        }
        let values = samples.flatMap { $0.map(\.1) }
        let plot = Plot(end: end, low: min(0, (values.min() ?? 0)) - 0.05, high: max(1, (values.max() ?? 1)) + 0.05)
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(Int(width)) \(Int(height))" width="\(Int(width))" \
            height="\(Int(height))" role="img" font-family="system-ui, sans-serif" font-size="12">
            <title>\(escaped(curves.map(\.label).joined(separator: " and ")))</title>
            <rect width="100%" height="100%" fill="#ffffff"/>

            """
        out += axes(plot)
        for (position, curve) in curves.enumerated() {
            out += marks(curve, samples[position], color: colors[position % colors.count], position: position, plot)
        }
        out += "</svg>\n"
        return out
    }

    /// Where a time and a value are drawn.
    private struct Plot {
        let end: Double
        let low: Double
        let high: Double
        func x(_ time: Double) -> Double { left + (right - left) * time / end }
        func y(_ value: Double) -> Double { bottom - (bottom - top) * (value - low) / (high - low) }
    }

    private static func number(_ value: Double) -> String { String(format: "%.2f", value) }

    /// Grid lines at the start and the target value, the axes, the time ticks and the labels.
    private static func axes(_ plot: Plot) -> String {
        var out = ""
        for (value, name) in [(0.0, "0"), (1.0, "1")] {
            out += """
                <line x1="\(number(left))" y1="\(number(plot.y(value)))" x2="\(number(right))" y2="\(number(plot.y(value)))" \
                stroke="#adb5bd" stroke-dasharray="4 3"/><text x="\(number(left - 8))" y="\(number(plot.y(value) + 4))" \
                text-anchor="end">\(name)</text>

                """
        }
        out += """
            <line x1="\(number(left))" y1="\(number(bottom))" x2="\(number(right))" y2="\(number(bottom))" stroke="#495057"/>
            <line x1="\(number(left))" y1="\(number(top))" x2="\(number(left))" y2="\(number(bottom))" stroke="#495057"/>

            """
        let step = tickStep(plot.end)
        var tick = 0.0
        while tick <= plot.end + 1e-9 {
            out += """
                <line x1="\(number(plot.x(tick)))" y1="\(number(bottom))" x2="\(number(plot.x(tick)))" y2="\(number(bottom + 4))" \
                stroke="#495057"/><text x="\(number(plot.x(tick)))" y="\(number(bottom + 18))" \
                text-anchor="middle">\(Int((tick * 1000).rounded()))</text>

                """
            tick += step
        }
        return out + """
            <text x="\(number((left + right) / 2))" y="\(number(bottom + 36))" text-anchor="middle">time (ms)</text>
            <text transform="translate(18 \(number((top + bottom) / 2))) rotate(-90)" text-anchor="middle">value</text>

            """
    }

    /// One curve: its line, where it settles, its overshoot and its line in the legend.
    private static func marks(_ curve: Curve, _ samples: [(Double, Double)], color: String, position: Int, _ plot: Plot)
        -> String
    {
        let timing = curve.animation.timing
        let points = samples.map { "\(number(plot.x($0.0))),\(number(plot.y($0.1)))" }.joined(separator: " ")
        var out = "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" points=\"\(points)\"/>\n"
        var notes: [String] = []
        if timing.settledAt.isFinite {
            let at = plot.x(timing.settledAt)
            out += """
                <line x1="\(number(at))" y1="\(number(top))" x2="\(number(at))" y2="\(number(bottom))" \
                stroke="\(color)" stroke-dasharray="2 3"/>

                """
            notes.append("settled at \(Int((timing.settledAt * 1000).rounded())) ms")
        } else {
            notes.append("repeats forever, \(Int(((timing.playDuration ?? 0) * 1000).rounded())) ms a play")
        }
        if let peak = samples.max(by: { $0.1 < $1.1 }), peak.1 > 1 + 1e-6 {
            let overshoot = Self.overshoot(curve.animation, near: peak.0, end: plot.end)
            out += """
                <circle cx="\(number(plot.x(overshoot.time)))" cy="\(number(plot.y(overshoot.value)))" r="4" fill="\(color)"/>\
                <text x="\(number(plot.x(overshoot.time) + 6))" y="\(number(plot.y(overshoot.value) - 6))" \
                fill="\(color)">\(String(format: "%.2f", (overshoot.value - 1) * 100))%</text>

                """
            notes.append("overshoots by \(String(format: "%.2f", (overshoot.value - 1) * 100))%")
        }
        let legendY = bottom + 58 + Double(position) * 18
        return out + """
            <line x1="\(number(left))" y1="\(number(legendY - 4))" x2="\(number(left + 20))" y2="\(number(legendY - 4))" \
            stroke="\(color)" stroke-width="2"/><text x="\(number(left + 28))" y="\(number(legendY))">\
            \(escaped(curve.label)): \(notes.joined(separator: ", "))</text>

            """
    }

    /// How long a chart of `timing` runs: until it settles, or two plays of an endless repeat.
    static func end(of timing: AnimationTiming) -> Double {
        timing.repeatsForever ? timing.delay + 2 * (timing.playDuration ?? 1) : max(timing.settledAt, 0.001)
    }

    /// The highest value of `animation` near `time`, refined on a grid 100 times finer than
    /// the drawing's.
    static func overshoot(_ animation: Animation, near time: Double, end: Double) -> (time: Double, value: Double) {
        let span = end / 600
        var best = (time: time, value: animation.progress(at: time))
        for index in -100...100 {
            let moment = time + span * Double(index) / 100
            let value = animation.progress(at: moment)
            if value > best.value { best = (moment, value) }
        }
        return best
    }

    /// A round spacing of about six ticks over `end` seconds.
    static func tickStep(_ end: Double) -> Double {
        let steps = [0.01, 0.02, 0.025, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5, 10, 20, 25, 50, 100]
        return steps.first { end / $0 <= 8 } ?? 200
    }
}
