import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

/// The caps of a drawing: a block whose drawing would hold too much is refused when it is
/// read, and a block within the caps is drawn within them.
@Suite struct DrawingLimitTests {
    @Test func fortyRowsOnTheBounciestSpringAreDrawnWithinTheCaps() throws {
        let yaml = listBlock(
            "items: 40", "animation: .spring(duration: 0.5, bounce: 0.95)", "stagger: { step: 0.05 }",
            "changes: { opacity: [0, 1], offset-y: [28, 0], scale: [0.5, 1] }")
        let timeline = try Blocks.timeline(yaml)
        let budget = DrawingBudget(timeline)
        #expect(budget.keyframes <= TimelineLimits.keyframes)
        #expect(budget.keyframes > 20_000)
        let drawing = TimelineSVG.prepare(timeline, id: "bounciest")
        for words in [Words.en, Words.es] {
            let svg = drawing.svg(words: words)
            #expect(svg.utf8.count < TimelineLimits.bytes)
            // The budget counts what the drawing writes.
            let written = svg.components(separatedBy: " keyTimes=\"").dropFirst()
                .map { $0.prefix { $0 != "\"" }.split(separator: ";").count }
            let playhead = written.last ?? 0
            #expect(written.reduce(0, +) - playhead == budget.keyframes)
        }
    }

    @Test func budgetIsNeverLessThanWhatTheDrawingWrites() throws {
        for block in Blocks.all {
            let timeline = try Blocks.timeline(block.yaml)
            let svg = TimelineSVG.render(timeline, words: Words.en, id: "budget")
            let written = svg.components(separatedBy: " keyTimes=\"").dropFirst()
                .map { $0.prefix { $0 != "\"" }.split(separator: ";").count }
            #expect(DrawingBudget(timeline).keyframes >= written.reduce(0, +) - (written.last ?? 0), "\(block.name)")
        }
    }

    @Test func drawingOverTheKeyframeCapIsAnErrorAtTheBusiestAnimation() {
        let yaml = listBlock(
            "items: 40", "reduce-motion-animation: .easeIn(duration: 0.3)", "stagger: { step: 0.05 }",
            "changes: { opacity: [0, 1], offset-y: [28, 0], scale: [0.5, 1] }",
            "animation: .spring(duration: 0.5, bounce: 0.95).repeatCount(2)")
        let at = position(of: ".spring", in: yaml)
        let errors = Blocks.errors(yaml)
        #expect(errors.map { [$0.line, $0.column] } == [[at.line, at.column]], "\(errors)")
        #expect(errors.first?.message.hasPrefix("the preview would need more than the 40000 keyframes") == true)
    }

    @Test func chartOverTheBarCapIsAnErrorAtTheEndlessAnimation() {
        let yaml = listBlock(
            "items: 13", "animation: .linear(duration: 0.01).repeatForever(autoreverses: false)",
            "stagger: { step: 5 }", "changes: { opacity: [0, 1] }")
        let errors = Blocks.errors(yaml)
        #expect(
            errors.contains {
                $0.message.hasPrefix("the chart would need more than 2000 bars") && $0.line == 3 && $0.column == 12
            })
    }

    @Test func heavyBlocksWithinTheCapsStayUnderTheByteCap() throws {
        let blocks = [
            """
            stage: grid
            columns: 10
            rows: 10
            animation: .spring(duration: 0.5, bounce: 0.8)
            ordering: { strategy: radial, from-tile: [5, 5], base-delay: 0.02 }
            changes: { opacity: [0, 1], offset-x: [-1000, 1000], offset-y: [1000, -1000], scale: [10, 0] }
            reduce-motion: fade
            """,
            listBlock(
                "items: 40", "animation: .timingCurve(0, 5, 1, -5, duration: 0.5).repeatCount(6)",
                "stagger: { step: 0.05 }", "changes: { offset-x: [-1000, 1000], offset-y: [1000, -1000] }"),
            listBlock(
                "items: 40", "animation: .linear(duration: 0.05).repeatForever()", "stagger: { step: 0.02 }",
                "changes: { opacity: [0, 1], offset-x: [-1000, 1000] }"),
        ]
        for yaml in blocks {
            let timeline = try Blocks.timeline(yaml)
            for words in [Words.en, Words.es] {
                #expect(TimelineSVG.render(timeline, words: words, id: "heavy").utf8.count < TimelineLimits.bytes)
            }
        }
    }
}
