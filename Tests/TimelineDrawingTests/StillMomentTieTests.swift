import Foundation
import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

/// The still moment shown to readers who prefer reduced motion may fall exactly on a jump (a
/// pile that opens at once at the change). A jump resolves the same way everywhere: at its
/// moment the state after it shows, in the exact state, in the drawing and in the browser.
@Suite struct StillMomentTieTests {
    /// What the Reduce Motion stage draws at the still moment (a microsecond on, as a browser's
    /// single-precision clock lands just after a moment it is set to) is its exact state there.
    @Test(arguments: Components.blocks.map(\.slug))
    func theStillFrameIsTheExactStateAtTheStillMoment(slug: String) throws {
        let yaml = try #require(Components.blocks.first { $0.slug == slug }?.yaml)
        let timeline = try Blocks.timeline(yaml)
        let scene = DrawingScene(timeline)
        let motion = StageMotion(scene: scene)
        let svg = TimelineSVG.render(timeline, words: Words.en, id: "t")
        let still = try #require(StillStageTests.attribute("data-timeline-still", in: svg).flatMap(Double.init))
        let reduced = motion.reducedElements()
        let lines = groupLines(svg, className: "reduced")
        #expect(reduced.count == lines.count)
        for (index, (element, line)) in zip(reduced, lines).enumerated() {
            let drawn = DrawnElement(line: line, cycle: scene.plan.cycle)
            let exact = element.state(still)
            let at = still + 1e-6
            #expect(abs(drawn.opacity.value(at: at) - exact.opacity) <= 0.0025, "\(slug) \(index): opacity")
            #expect(abs(drawn.y.value(at: at) - exact.y) <= 0.01, "\(slug) \(index): y")
            #expect(abs(drawn.x.value(at: at) - exact.x) <= 0.01, "\(slug) \(index): x")
            #expect(abs(drawn.scale.value(at: at) - exact.scale) <= 0.001, "\(slug) \(index): scale")
        }
    }

    /// The notification stack's still frame is its open pile: its still moment is the change,
    /// where the pile jumps open under Reduce Motion.
    @Test func theNotificationStackShowsItsOpenPileWhenStill() throws {
        let yaml = try #require(Components.blocks.first { $0.slug == "notification-stack" }?.yaml)
        let timeline = try Blocks.timeline(yaml)
        let scene = DrawingScene(timeline)
        let svg = TimelineSVG.render(timeline, words: Words.en, id: "t")
        let still = try #require(StillStageTests.attribute("data-timeline-still", in: svg).flatMap(Double.init))
        #expect(still == scene.plan.preRoll, "the still moment is the jump itself")
        for line in groupLines(svg, className: "reduced") {
            let drawn = DrawnElement(line: line, cycle: scene.plan.cycle)
            #expect(abs(drawn.y.value(at: still + 1e-6)) < 0.01, "every card at its open place")
        }
    }

    /// A jump's `keyTimes` are rounded down, never past the jump.
    @Test func keyTimesRoundDown() {
        let cycle = 4.133744
        let times = ElementDrawing.keyTimes([0, 0.4, 0.4, 2.5, cycle], cycle: cycle, decimals: 5)
        #expect(times[1] * cycle <= 0.4 && 0.4 - times[1] * cycle < cycle * 1e-5)
        #expect(times.first == 0 && times.last == 1)
        #expect(ElementDrawing.keyTimes([0.5], cycle: 2, decimals: 5) == [0.25])
    }
}
