import Testing
import TimelineFixtures
import Timing

@testable import TimelineFormat

@Suite struct ScheduleTests {
    @Test func listStartsFollowTheStagger() throws {
        let elements = schedule(for: try Blocks.timeline(Blocks.list))
        #expect(elements.map(\.name) == ["row 1", "row 2", "row 3", "row 4", "row 5", "row 6", "row 7"])
        let expected = [0, 0.07, 0.14, 0.21, 0.28, 0.35, 0.42]
        #expect(zip(elements.map(\.start), expected).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(elements.allSatisfy { abs($0.activeDuration - 0.45) < 1e-12 })
    }

    @Test func longListStartsStopAtTheCap() throws {
        let yaml = Blocks.list.replacingOccurrences(of: "items: 7", with: "items: 12")
        let starts = schedule(for: try Blocks.timeline(yaml)).map(\.start)
        #expect(starts[8] == 8 * 0.07)
        #expect(starts[9] == 0.6)
        #expect(starts[11] == 0.6)
    }

    @Test func springElementsSettleAfterTheirResponse() throws {
        let element = schedule(for: try Blocks.timeline(Blocks.list))[1]
        let settling = Spring(duration: 0.45, bounce: 0).settlingTime
        #expect(abs(element.settleTime - (0.07 + settling)) < 1e-12)
        // A critically damped spring of 0.45 s settles 661 ms after it starts.
        #expect(abs(settling - 0.661_294) < 1e-6)
    }

    @Test func gridStartsFollowTheOrderingRanks() throws {
        let starts = schedule(for: try Blocks.timeline(Blocks.grid)).map(\.start)
        let ranks = [0, 1, 4, 2, 3, 6, 5, 7, 8]
        #expect(zip(starts, ranks).allSatisfy { abs($0 - Double($1) * 0.05) < 1e-12 })
    }

    @Test func gridTilesSitOnTheDeclaredGeometry() throws {
        let yaml = Blocks.grid + "\ntile: { size: 50, gap: 4 }"
        let items = gridItems(try Blocks.timeline(yaml))
        #expect(items[4] == OrderedItem(x: 54, y: 54, width: 50, height: 50))
    }

    @Test func pushWaitsOnlyForTheMinimumWhenTheInsertReportsAtOnce() throws {
        let elements = schedule(for: try Blocks.timeline(Blocks.sequence))
        #expect(elements.map(\.name) == ["insert-row", "push-editor"])
        #expect(elements[0].start == 0)
        #expect(elements[1].start == 0.25)
    }

    @Test func pushWaitsForASettledInsertThatTakesLonger() throws {
        let yaml = Blocks.sequence.replacingOccurrences(
            of: "{ at-least: 0.25, from: insert-row }",
            with: "{ at-least: 0.25, from: insert-row, completion: settled }")
        let elements = schedule(for: try Blocks.timeline(yaml))
        #expect(elements[1].start == Animation.default.timing.settledAt)
        #expect(elements[1].start > 0.25)
    }

    @Test func stepAfterAnotherStartsWhenItSettles() throws {
        let yaml = Blocks.sequence.replacingOccurrences(
            of: "{ at-least: 0.25, from: insert-row }", with: "{ after: insert-row }")
        let elements = schedule(for: try Blocks.timeline(yaml))
        #expect(elements[1].start == Animation.default.timing.settledAt)
    }

    @Test func animationDelayAddsToTheStagger() throws {
        let yaml = Blocks.list.replacingOccurrences(
            of: ".smooth(duration: 0.45)", with: "Animation.easeOut.delay(0.1)")
        let elements = schedule(for: try Blocks.timeline(yaml))
        #expect(elements[0].start == 0.1)
        #expect(abs(elements[2].start - 0.24) < 1e-12)
        #expect(abs(elements[2].settleTime - 0.59) < 1e-12)
    }

    @Test func repeatingForeverNeverSettles() throws {
        let element = schedule(for: try Blocks.timeline(Blocks.single))[0]
        #expect(element.name == "badge")
        #expect(element.repeatsForever)
        #expect(element.settleTime == .infinity)
    }
}
