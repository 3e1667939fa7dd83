import Testing
import TimelineFixtures
import TimelineFormat
import Timing

@testable import TimelineDrawing

/// True when two states differ by less than a billionth in every property.
private func close(_ a: ElementState, _ b: ElementState) -> Bool {
    zip(a.components, b.components).allSatisfy { abs($0 - $1) < 1e-9 }
}

private func drawing(_ yaml: String) throws -> StageMotion {
    StageMotion(scene: DrawingScene(try Blocks.timeline(yaml)))
}

@Suite struct StageTests {
    @Test func listLoopShowsAStillMomentThenTheMotionThenAPause() throws {
        let plan = try drawing(Blocks.list).plan
        #expect(plan.preRoll == 0.4)
        #expect(abs(plan.span - (0.42 + Spring(duration: 0.45, bounce: 0).settlingTime)) < 1e-12)
        #expect(plan.hold == 1.2)
        #expect(abs(plan.cycle - (0.4 + plan.span + 1.2)) < 1e-12)
        #expect(plan.axisEnd == 1.2)
        #expect(plan.tickStep == 0.2)
    }

    @Test func rowsRiseIntoPlaceOneAfterAnother() throws {
        let stage = try drawing(Blocks.list)
        let rows = stage.movingElements()
        #expect(rows[0].state(0) == ElementState(opacity: 0, x: 0, y: 28, scale: 1))
        #expect(rows[3].state(0.4 + 0.21) == ElementState(opacity: 0, x: 0, y: 28, scale: 1))
        let settled = rows[6].state(stage.plan.restingTime)
        #expect(abs(settled.y) < 0.028 && abs(settled.opacity - 1) < 0.001)
    }

    @Test func foreverLoopsWithoutPauseOverWholeRoundTrips() throws {
        let plan = try drawing(Blocks.single).plan
        #expect(plan.preRoll == 0)
        #expect(plan.hold == 0)
        #expect(abs(plan.span - 1.6) < 1e-12)
    }

    @Test func pileClosesAfterItsPause() throws {
        let stage = try drawing(Blocks.pile)
        let cards = Array(stage.movingElements().reversed())
        let open = stage.plan.restingTime
        // Settled: within 0.1% of its 222-point travel.
        #expect(abs(cards[3].state(open).y) < 0.222)
        let closed = cards[3].state(stage.plan.cycle - 0.001)
        // Card 4 rests 3 × (64 + 10) points lower open than closed (20 below the front's top).
        #expect(abs(closed.y - (20 - 222)) < 0.5)
        #expect(abs(closed.scale - 0.88) < 0.001)
        #expect(closed.opacity < 0.01)
    }

    @Test func pileThatClosesTogetherSkipsTheStagger() throws {
        let staggered = Blocks.pile + "\nstagger: { step: 0.12 }"
        let together = staggered + "\npile: { closing: together }"
        for (yaml, moved) in [(staggered, false), (together, true)] {
            let stage = try drawing(yaml)
            let lastCard = stage.movingElements()[0]
            let y = lastCard.state(stage.plan.closingStart + 0.1).y
            #expect((y < -1) == moved, "\(yaml)")
        }
    }

    @Test func laterStepTakesOverTheElementItMoves() throws {
        let yaml = """
            stage: sequence
            reduce-motion: still
            steps:
              - name: shake
                animation: .linear(duration: 0.05).repeatCount(5, autoreverses: true)
                changes: { offset-x: [0, 8] }
              - name: settle
                element: shake
                animation: .linear(duration: 0.2)
                changes: { offset-x: [8, 0] }
                starts: { after: shake }
            """
        let stage = try drawing(yaml)
        let elements = stage.movingElements()
        #expect(elements.count == 1)
        let field = elements[0]
        #expect(abs(field.state(0.4 + 0.025).x - 4) < 1e-9)
        #expect(abs(field.state(0.4 + 0.075).x - 4) < 1e-9)
        #expect(abs(field.state(0.4 + 0.25 + 0.1).x - 4) < 1e-9)
        #expect(field.state(0.4 + 0.5).x == 0)
    }

    @Test func fadeOfAMovingElementCrossFades() throws {
        let yaml = """
            stage: single
            shape: bar
            animation: .snappy
            changes: { offset-x: [0, 90] }
            reduce-motion: fade
            reduce-motion-animation: .linear(duration: 0.2)
            """
        let reduced = try drawing(yaml).reducedElements()
        #expect(reduced.count == 2)
        #expect(close(reduced[0].state(0.5), ElementState(opacity: 0.5, x: 0, y: 0, scale: 1)))
        #expect(close(reduced[1].state(0.5), ElementState(opacity: 0.5, x: 90, y: 0, scale: 1)))
    }

    @Test func fadeOfASequenceKeepsTheStepStarts() throws {
        let yaml = """
            stage: sequence
            reduce-motion: fade
            reduce-motion-animation: .linear(duration: 0.2)
            steps:
              - name: arrive
                shape: banner
                animation: .spring(duration: 0.4, bounce: 0.2)
                changes: { opacity: [0, 1], offset-y: [-80, 0] }
              - name: leave
                element: arrive
                animation: .easeIn(duration: 0.25)
                changes: { opacity: [1, 0], offset-y: [0, -80] }
                starts: { at-least: 2.5, from: arrive }
            """
        let reduced = try drawing(yaml).reducedElements()
        #expect(reduced.count == 1)
        let toast = reduced[0]
        #expect(close(toast.state(0.4 + 0.1), ElementState(opacity: 0.5, x: 0, y: 0, scale: 1)))
        #expect(toast.state(0.4 + 2.0).opacity == 1)
        #expect(close(toast.state(0.4 + 2.6), ElementState(opacity: 0.5, x: 0, y: 0, scale: 1)))
    }

    @Test func fadeOfAListIsAtOnceWithoutStagger() throws {
        let reduced = try drawing(Blocks.list).reducedElements()
        let states = reduced.map { $0.state(0.4 + 0.1) }
        #expect(Set(states.map(\.opacity)).count == 1)
        #expect(states.allSatisfy { $0.y == 0 && $0.opacity > 0 })
    }

    @Test func stillJumpsAtTheChangeAndAPileBackAtItsClosing() throws {
        let stage = try drawing(Blocks.pile)
        let plan = stage.plan
        let moving = stage.movingElements()
        let reduced = stage.reducedElements(moving: moving)
        for (element, motion) in zip(reduced, moving) {
            #expect(element.state(plan.preRoll - 0.001) == motion.state(0))
            #expect(element.state(plan.preRoll) == motion.state(plan.restingTime))
            #expect(element.state(plan.closingStart - 0.001) == motion.state(plan.restingTime))
            #expect(element.state(plan.closingStart) == motion.state(0))
        }
    }

    @Test func hiddenDrawsNothingAndRestHoldsTheFinalState() throws {
        let hidden = try drawing(
            Blocks.single.replacingOccurrences(of: "reduce-motion: still", with: "reduce-motion: hidden"))
        #expect(hidden.reducedElements().isEmpty)
        let rest = try drawing(Blocks.list.replacingOccurrences(of: "reduce-motion: fade", with: "reduce-motion: rest"))
        for element in rest.reducedElements() {
            #expect(element.state(0) == element.state(rest.plan.restingTime))
            #expect(element.state(0).opacity > 0.99)
        }
    }

    @Test func stepsStartByTheirRulesOverWhatPlaysUnderReduceMotion() throws {
        let yaml = """
            stage: sequence
            reduce-motion: fade
            reduce-motion-animation: .easeOut(duration: 0.15)
            steps:
              - name: slide-out
                animation: .easeIn(duration: 0.2)
                changes: { opacity: [1, 0], offset-x: [0, -360] }
              - name: close-gap
                shape: row
                animation: .smooth(duration: 0.3)
                changes: { offset-y: [68, 0] }
                starts: { after: slide-out }
                reduce-motion: still
            """
        let stage = try drawing(yaml)
        #expect(reducedStepStartTimes(stage.timeline) == [0, 0.15])
        let row = stage.reducedElements()[1]
        let jump = stage.plan.preRoll + 0.15
        #expect(row.state(jump - 0.001).y == 68)
        #expect(row.state(jump).y == 0)
    }

    @Test func singleElementIsCentredOnItsTravel() throws {
        let yaml = """
            stage: single
            shape: bar
            animation: .snappy
            changes: { offset-x: [0, 90] }
            reduce-motion: still
            """
        let places = try drawing(yaml).geometry.restingPlaces()
        #expect(places[0].x == 240 - 45)
    }
}

/// The text between two markers.
private func slice(_ text: String, _ start: String, _ end: String) -> String? {
    guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex)
    else { return nil }
    return String(text[from.upperBound..<to.lowerBound])
}

@Suite struct DrawnMotionTests {
    /// Every animated property of every element, read back from the emitted SVG and interpolated
    /// as a browser does, stays within 0.5% of its travel of the exact motion.
    @Test(arguments: Blocks.all.map(\.name))
    func drawnMotionStaysWithinHalfAPercentOfTheExactMotion(stage name: String) throws {
        let yaml = Blocks.all.first { $0.name == name }!.yaml
        let stage = try drawing(yaml)
        let cycle = stage.plan.cycle
        for element in stage.movingElements() + stage.reducedElements() {
            let markup = ElementDrawing(scene: stage.scene).markup(element)
            let animations: [(marker: String, components: [Int])] = [
                ("attributeName=\"opacity\"", [0]), ("type=\"translate\"", [1, 2]), ("type=\"scale\"", [3]),
            ]
            for (marker, components) in animations {
                guard let part = markup.components(separatedBy: marker).dropFirst().first else { continue }
                let times = slice(part, "keyTimes=\"", "\"")!.split(separator: ";").map { Double($0)! * cycle }
                let rows = slice(part, "values=\"", "\"")!.split(separator: ";").map {
                    $0.split(separator: " ").map { Double($0)! }
                }
                let drawn = Keyframes(times: times, values: rows)
                for (position, component) in components.enumerated() {
                    // Moments as multiples of the step, not a running sum: a jump falls on the same
                    // moment for the exact state and the drawing.
                    let exact = (0..<Int((cycle / 0.0002).rounded(.up))).map {
                        element.state(Double($0) * 0.0002).components[component]
                    }
                    let travel = (exact.max() ?? 0) - (exact.min() ?? 0)
                    guard travel > 1e-6 else { continue }
                    var worst = 0.0
                    for (index, value) in exact.enumerated() {
                        let at = Double(index) * 0.0002
                        worst = max(worst, abs(drawn.value(at: at, component: position) - value))
                    }
                    #expect(worst <= 0.005 * travel, "\(name) \(marker) component \(component): \(worst / travel)")
                }
            }
        }
    }
}
