import Foundation
import Testing
import Timing

@testable import TimelineDrawing

@Suite struct CurveChartTests {
    @Test func chartMarksTheSettlingTimeAndTheOvershoot() throws {
        let animation = try AnimationExpression.parse(".spring(duration: 0.5, bounce: 0.3)")
        let svg = CurveChart.svg([CurveChart.Curve(label: ".spring(duration: 0.5, bounce: 0.3)", animation: animation)])
        let settle = Int((animation.timing.settledAt * 1000).rounded())
        #expect(svg.contains("settled at \(settle) ms"))
        // The overshoot is the spring's highest value, found on the fine grid.
        var peak = 0.0
        for step in 0...10_000 { peak = max(peak, animation.progress(at: Double(step) / 10_000)) }
        #expect(svg.contains("overshoots by \(String(format: "%.2f", (peak - 1) * 100))%"))
        #expect(svg.contains(">time (ms)</text>") && svg.contains(">value</text>"))
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 1)
    }

    @Test func comparedCurvesShareOneChart() throws {
        let curves = try [".easeInOut", ".snappy"].map {
            CurveChart.Curve(label: $0, animation: try AnimationExpression.parse($0))
        }
        let svg = CurveChart.svg(curves)
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)
        // A Bézier curve never overshoots; the snappy spring does.
        #expect(svg.components(separatedBy: "overshoots by").count - 1 == 1)
        #expect(svg.contains("<title>.easeInOut and .snappy</title>"))
    }

    @Test func labelsAreEscaped() throws {
        let svg = CurveChart.svg([CurveChart.Curve(label: "<&>", animation: .linear)])
        #expect(svg.contains("&lt;&amp;&gt;") && !svg.contains("<&>"))
    }
}
