import Foundation
import Testing
import TimelineFixtures
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

@Suite struct SplineTrackTests {
    @Test func aBezierCurveIsDrawnAsOneExactSpline() throws {
        let yaml = """
            stage: list
            items: 2
            animation: .easeIn(duration: 0.2)
            stagger: { step: 0.1 }
            changes: { opacity: [0, 1], offset-y: [20, 0] }
            reduce-motion: fade
            """
        let markup = TimelineSVG.render(try Blocks.timeline(yaml), words: Words.en, id: "s")
        // The stage's motion group, before its Reduce Motion group (the chart has its own).
        let motion = try #require(
            markup.components(separatedBy: "<g class=\"motion\">").dropFirst().first?
                .components(separatedBy: "<g class=\"reduced\">").first)
        // Opacity and offset of each row: a wait, the curve as SMIL's own Bézier, a hold.
        #expect(motion.components(separatedBy: "calcMode=\"spline\"").count - 1 == 4)
        #expect(!motion.contains("calcMode=\"linear\""))
        #expect(motion.contains("keySplines=\"0 0 1 1;0.42 0 1 1;0 0 1 1\""))
    }

    @Test func aSpringIsSampledNotSplined() throws {
        let markup = TimelineSVG.render(try Blocks.timeline(Blocks.list), words: Words.en, id: "s")
        let motion = try #require(markup.components(separatedBy: "<g class=\"reduced\">").first)
        #expect(!motion.contains("keySplines"))
    }
}
