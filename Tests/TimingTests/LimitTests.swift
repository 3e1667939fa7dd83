import Testing
import TextUtilities

@testable import Timing

private func failure(_ text: String) -> AnimationExpressionError? {
    do {
        _ = try AnimationExpression.parse(text)
        return nil
    } catch {
        return error
    }
}

/// The 1-based column of the first `piece` in `text`, where an error about it must point.
private func column(of piece: String, in text: String) -> Int {
    guard let range = text.range(of: piece) else { return 0 }
    return text.distance(from: text.startIndex, to: range.lowerBound) + 1
}

/// A number at the edge of its range, and the same expression just past it.
struct Edge: Sendable, CustomTestStringConvertible {
    let inRange: String
    let outOfRange: String
    /// The value that is out of range, as written.
    let value: String

    var testDescription: String { outOfRange }
}

@Suite struct LimitTests {
    static let edges: [Edge] = [
        Edge(inRange: ".linear(duration: 0.01)", outOfRange: ".linear(duration: 0.0099)", value: "0.0099"),
        Edge(inRange: ".easeInOut(duration: 60)", outOfRange: ".easeInOut(duration: 60.001)", value: "60.001"),
        Edge(inRange: ".spring(duration: 60)", outOfRange: ".spring(duration: 60.5)", value: "60.5"),
        Edge(inRange: ".spring(response: 0.01)", outOfRange: ".spring(response: 0.0099)", value: "0.0099"),
        Edge(inRange: ".smooth(duration: 0.01)", outOfRange: ".smooth(duration: 0.009)", value: "0.009"),
        Edge(inRange: ".spring(bounce: 0.95)", outOfRange: ".spring(bounce: 0.951)", value: "0.951"),
        Edge(inRange: ".spring(bounce: -0.95)", outOfRange: ".spring(bounce: -0.951)", value: "-0.951"),
        Edge(
            inRange: ".interpolatingSpring(duration: 1, bounce: 0.95)",
            outOfRange: ".interpolatingSpring(duration: 1, bounce: 0.96)", value: "0.96"),
        Edge(inRange: ".spring(dampingFraction: 0.05)", outOfRange: ".spring(dampingFraction: 0.049)", value: "0.049"),
        Edge(inRange: ".spring(dampingFraction: 20)", outOfRange: ".spring(dampingFraction: 20.5)", value: "20.5"),
        Edge(
            inRange: ".interactiveSpring(dampingFraction: 0.05)",
            outOfRange: ".interactiveSpring(dampingFraction: 0)", value: "0"),
        Edge(inRange: ".smooth(extraBounce: 0.95)", outOfRange: ".smooth(extraBounce: 0.951)", value: "0.951"),
        Edge(inRange: ".bouncy(extraBounce: -1.25)", outOfRange: ".bouncy(extraBounce: -1.3)", value: "-1.3"),
        Edge(inRange: ".bouncy(extraBounce: 0.65)", outOfRange: ".bouncy(extraBounce: 0.6501)", value: "0.6501"),
        Edge(inRange: ".snappy(extraBounce: 0.8)", outOfRange: ".snappy(extraBounce: 0.8001)", value: "0.8001"),
        Edge(inRange: ".snappy(extraBounce: -1.1)", outOfRange: ".snappy(extraBounce: -1.1001)", value: "-1.1001"),
        Edge(
            inRange: ".spring(duration: 1, bounce: 0, blendDuration: 60)",
            outOfRange: ".spring(duration: 1, bounce: 0, blendDuration: 61)", value: "61"),
        Edge(inRange: ".timingCurve(0, -5, 1, 5)", outOfRange: ".timingCurve(0, -5, 1, 5.01)", value: "5.01"),
        Edge(inRange: ".timingCurve(0, -5, 1, 5)", outOfRange: ".timingCurve(0, -5.5, 1, 5)", value: "-5.5"),
        Edge(inRange: ".timingCurve(1, 0, 0, 1)", outOfRange: ".timingCurve(1.01, 0, 0, 1)", value: "1.01"),
        Edge(
            inRange: ".interpolatingSpring(mass: 0.001, stiffness: 1, damping: 0.01)",
            outOfRange: ".interpolatingSpring(mass: 0.0009, stiffness: 1, damping: 0.01)", value: "0.0009"),
        Edge(
            inRange: ".interpolatingSpring(mass: 1000, stiffness: 1000000, damping: 100000)",
            outOfRange: ".interpolatingSpring(mass: 1000, stiffness: 1000001, damping: 100000)", value: "1000001"),
        Edge(
            inRange: ".interpolatingSpring(mass: 1000, stiffness: 1000000, damping: 100000)",
            outOfRange: ".interpolatingSpring(mass: 1000, stiffness: 1000000, damping: 100001)", value: "100001"),
        Edge(inRange: ".linear.delay(60)", outOfRange: ".linear.delay(60.01)", value: "60.01"),
        Edge(inRange: ".linear.delay(0)", outOfRange: ".linear.delay(-0.01)", value: "-0.01"),
        Edge(inRange: ".linear.speed(100)", outOfRange: ".linear.speed(100.5)", value: "100.5"),
        Edge(inRange: ".linear.speed(0.01)", outOfRange: ".linear.speed(0.0099)", value: "0.0099"),
        Edge(inRange: ".linear.repeatCount(100)", outOfRange: ".linear.repeatCount(101)", value: "101"),
        Edge(inRange: ".linear.repeatCount(1)", outOfRange: ".linear.repeatCount(0)", value: "0"),
    ]

    @Test(arguments: edges)
    func numberAtTheEdgeIsReadAndJustPastItIsAnErrorAtTheValue(_ edge: Edge) throws {
        _ = try AnimationExpression.parse(edge.inRange)
        let error = try #require(failure(edge.outOfRange))
        #expect(error.column == column(of: edge.value, in: edge.outOfRange))
        #expect(error.message.contains("must be between"))
        #expect(error.message.contains(edge.value))
    }

    @Test(arguments: [
        (".linear.repeatCount(1e19)", "1e19"),
        (".linear.repeatCount(1e9)", "1e9"),
        (".linear.repeatCount(99999999999999999999)", "99999999999999999999"),
        (".spring(duration: 1e308)", "1e308"),
        (".linear.delay(1e300)", "1e300"),
        (".linear.speed(1e-300)", "1e-300"),
        (".linear(duration: 1e6)", "1e6"),
        (".spring(bounce: 0.999999)", "0.999999"),
        (".linear(duration: 1e-320)", "1e-320"),
        (".linear(duration: -0)", "-0"),
        (".linear.delay(-1e300)", "-1e300"),
        (".interpolatingSpring(stiffness: 1e-300, damping: 1e-300)", "1e-300"),
    ])
    func hostileNumberIsAnErrorAtItsColumn(_ text: String, _ value: String) throws {
        let error = try #require(failure(text))
        #expect(error.column == column(of: value, in: text))
        #expect(error.message.hasSuffix("not \(value)"))
    }

    @Test func numberBeyondADoubleIsAnError() {
        #expect(
            failure(".easeIn(duration: 1e400)")
                == AnimationExpressionError(message: "'1e400' is too large for a number", column: 19))
    }

    @Test func negativeZeroIsZero() throws {
        let animation = try AnimationExpression.parse(".linear.delay(-0)")
        #expect(animation == Animation.linear.delay(0))
        #expect(animation.timing.delay.sign == .plus)
    }

    @Test func repeatOfAnEndlessRepeatIsAnErrorAtTheRepeat() {
        for text in [
            ".linear.repeatForever().repeatCount(3)", ".linear.repeatForever().repeatForever()",
            ".linear.repeatForever().delay(1).repeatCount(2)",
            ".spring.repeatForever(autoreverses: false).speed(2).repeatForever()",
        ] {
            let last = text.range(of: ".repeat", options: .backwards)!.lowerBound
            #expect(
                failure(text)?.column == text.distance(from: text.startIndex, to: last) + 2, "\(text)")
            #expect(failure(text)?.message.contains("already repeats forever") == true, "\(text)")
        }
    }

    @Test func endlessRepeatOfARepeatIsRead() throws {
        let animation = try AnimationExpression.parse(".linear.repeatCount(3).repeatForever()")
        #expect(animation.timing.repeatsForever)
        #expect(abs((animation.timing.playDuration ?? 0) - 1.05) < 1e-12)
    }

    @Test func repeatOfAnEndlessRepeatWrittenInSwiftPlaysItAsItIs() {
        let endless = Animation.linear.repeatForever()
        #expect(endless.repeatCount(3).timing == endless.timing)
        #expect(endless.repeatCount(3).progress(at: 0.5) == endless.progress(at: 0.5))
        #expect(endless.repeatCount(3).firstPlayEnd == 0.35)
    }

    @Test func animationMaySettleAtTheLimitAndNotAfter() throws {
        let atLimit = try AnimationExpression.parse(".linear(duration: 60).delay(60)")
        #expect(atLimit.timing.settledAt == AnimationLimits.settling)
        let text = ".linear(duration: 60).delay(60).speed(0.99)"
        #expect(
            failure(text)
                == AnimationExpressionError(
                    message: "with 'speed', the animation settles 121.21 s after the change; the limit is 120 s",
                    column: column(of: "speed", in: text)))
        #expect(failure(".linear(duration: 60).repeatCount(3)")?.column == 23)
        #expect(failure(".linear(duration: 60).repeatCount(2).delay(0.01)")?.column == 38)
    }

    @Test func springThatSettlesTooLateIsAnErrorAtItsName() {
        #expect(
            failure(".spring(duration: 60, bounce: 0.95)")
                == AnimationExpressionError(
                    message: "the animation settles 1296.68 s after the change; the limit is 120 s", column: 2))
    }

    @Test func endlessRepeatMustEndItsFirstPlayWithinTheLimit() throws {
        // The first play ends at 120 s: the wrapped delay is part of it, not added again.
        _ = try AnimationExpression.parse(".linear(duration: 60).delay(60).repeatForever()")
        let text = ".linear(duration: 60).delay(60).repeatForever().delay(0.5)"
        #expect(
            failure(text)
                == AnimationExpressionError(
                    message:
                        "with 'delay', the animation ends its first play 120.5 s after the change; the limit is 120 s",
                    column: column(of: "delay(0.5)", in: text)))
    }

    @Test func springsAtTheEdgesOfTheRangesSettleWithin45Responses() {
        for response in [AnimationLimits.duration.lowerBound, 1, AnimationLimits.duration.upperBound] {
            for bounce in [AnimationLimits.bounce.lowerBound, 0, AnimationLimits.bounce.upperBound] {
                let spring = Spring(duration: response, bounce: bounce)
                #expect(spring.settlingTime.isFinite)
                #expect(spring.settlingTime <= 45 * response, "response \(response), bounce \(bounce)")
            }
        }
        for ratio in [AnimationLimits.dampingFraction.lowerBound, AnimationLimits.dampingFraction.upperBound] {
            let spring = Spring(response: 1, dampingRatio: ratio)
            #expect(spring.settlingTime <= 45, "ratio \(ratio)")
        }
    }

    @Test func interpolatingSpringOutsideTheDesignersSpringsIsAnError() {
        #expect(
            failure(".interpolatingSpring(stiffness: 0.01, damping: 1)")
                == AnimationExpressionError(
                    message:
                        "'interpolatingSpring' has a response of 62.8319 seconds (2π·√(mass / stiffness)), which must be between 0.01 and 60 seconds",
                    column: 2))
        let text = ".interpolatingSpring(stiffness: 100, damping: 0.1)"
        #expect(failure(text)?.column == column(of: "0.1", in: text))
        #expect(failure(text)?.message.contains("damping fraction of 0.005") == true)
    }

    @Test func extraBounceBeyondTheRangeIsAnErrorAtItsValue() {
        #expect(
            failure(".bouncy(extraBounce: 0.7)")
                == AnimationExpressionError(
                    message:
                        "'extraBounce' of 'bouncy' must be between -1.25 and 0.65, not 0.7: with its own bounce of 0.3, the bounce must be between -0.95 and 0.95",
                    column: 22))
        #expect(
            failure(".snappy(extraBounce: 0.9)")?.message
                == "'extraBounce' of 'snappy' must be between -1.1 and 0.8, not 0.9: with its own bounce of 0.15, the bounce must be between -0.95 and 0.95"
        )
    }

    @Test func eleventhModifierIsAnError() {
        let ten = ".linear" + String(repeating: ".delay(0)", count: 10)
        #expect(failure(ten) == nil)
        #expect(
            failure(ten + ".speed(2)")
                == AnimationExpressionError(
                    message: "an expression chains at most 10 modifiers", column: ten.count + 2))
    }

    @Test func tenThousandModifiersAreAnErrorAtTheLengthLimit() {
        let text = ".linear" + String(repeating: ".delay(1)", count: 10_000)
        #expect(
            failure(text)
                == AnimationExpressionError(message: "the expression is longer than 500 characters", column: 501))
    }

    @Test func expressionMayBe500CharactersLong() {
        let longest = ".linear" + String(repeating: " ", count: 493)
        #expect(longest.count == 500)
        #expect(failure(longest) == nil)
        #expect(failure(longest + " ")?.column == 501)
    }

    @Test func hugeTextIsRefusedWithoutReadingIt() {
        let text = String(repeating: "(", count: 5_000_000)
        #expect(failure(text)?.column == 501)
    }

    @Test func springWithoutDampingNeverSettlesButDoesNotRepeat() {
        let timing = Animation(.spring(Spring(mass: 1, stiffness: 100, damping: 0))).timing
        #expect(!timing.settlingDuration.isFinite)
        #expect(!timing.repeatsForever)
    }

    @Test func settlingSearchEndsForConstantsFarOutOfRange() {
        let springs = [
            Spring(mass: 1, stiffness: .infinity, damping: 1), Spring(mass: 1e-320, stiffness: 1, damping: 1),
            Spring(mass: 1, stiffness: 1e-300, damping: 1e300), Spring(mass: 1, stiffness: 1, damping: .nan),
            Spring(mass: 1, stiffness: 1e300, damping: 1e-300),
        ]
        for spring in springs {
            #expect(spring.settlingTime.isNaN == false)
        }
    }

    @Test func veryLongNameGetsNoSuggestionAndCostsLittle() {
        let long = String(repeating: "a", count: 1_000_000)
        #expect(closestName(to: long, among: ["delay", String(repeating: "a", count: 999_999)]) == nil)
        #expect(closestName(to: "dealy", among: ["delay", long]) == "delay")
    }
}
