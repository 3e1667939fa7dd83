import Testing

@testable import Timing

private func parsed(_ text: String) throws -> Animation {
    try AnimationExpression.parse(text)
}

private func failure(_ text: String) -> AnimationExpressionError? {
    do {
        _ = try AnimationExpression.parse(text)
        return nil
    } catch {
        return error
    }
}

@Suite struct ExpressionTests {
    @Test func readsThePresetsWithArguments() throws {
        #expect(try parsed(".smooth(duration: 0.45)") == .smooth(duration: 0.45))
        #expect(try parsed(".snappy(extraBounce: 0.1)") == .snappy(extraBounce: 0.1))
        #expect(try parsed(".bouncy") == .bouncy)
        #expect(try parsed(".default") == .default)
    }

    @Test func readsTheAnimationPrefix() throws {
        #expect(try parsed("Animation.easeOut.delay(0.1)") == Animation.easeOut.delay(0.1))
    }

    @Test func readsBothSpringForms() throws {
        #expect(try parsed(".spring(duration: 0.45, bounce: 0.2)") == .spring(duration: 0.45, bounce: 0.2))
        #expect(
            try parsed(".spring(response: 0.3, dampingFraction: 0.7)")
                == .spring(response: 0.3, dampingFraction: 0.7))
        #expect(try parsed(".spring(bounce: 0.2)") == .spring(duration: 0.5, bounce: 0.2))
        #expect(try parsed(".spring") == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(
            try parsed(".spring(duration: 0.4, bounce: 0.1, blendDuration: 0.2)")
                == .spring(duration: 0.4, bounce: 0.1))
    }

    @Test func readsTimingCurves() throws {
        #expect(
            try parsed(".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)")
                == .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5))
        #expect(try parsed(".timingCurve(0.2, 0.8, 0.2, 1)").timing.activeDuration == 0.35)
    }

    @Test func readsRepeats() throws {
        #expect(
            try parsed(".easeInOut(duration: 0.8).repeatForever(autoreverses: true)")
                == Animation.easeInOut(duration: 0.8).repeatForever(autoreverses: true))
        #expect(
            try parsed(".linear.repeatCount(3, autoreverses: false)")
                == Animation.linear.repeatCount(3, autoreverses: false))
        #expect(try parsed(".linear.repeatForever()") == Animation.linear.repeatForever())
    }

    @Test func readsInterpolatingSprings() throws {
        #expect(
            try parsed(".interpolatingSpring(stiffness: 170, damping: 15)")
                == .interpolatingSpring(stiffness: 170, damping: 15))
        #expect(
            try parsed(".interpolatingSpring(mass: 2, stiffness: 100, damping: 10)")
                == .interpolatingSpring(mass: 2, stiffness: 100, damping: 10))
        #expect(
            try parsed(".interpolatingSpring(duration: 0.4, bounce: 0.2)")
                == .spring(duration: 0.4, bounce: 0.2))
        #expect(try parsed(".interactiveSpring") == .interactiveSpring())
    }

    @Test func toleratesSpaces() throws {
        #expect(try parsed("  .easeIn ( duration : 1 ) . speed( 2 ) ") == Animation.easeIn(duration: 1).speed(2))
    }

    @Test func unknownAnimationSuggestsTheClosestName() {
        let error = failure(".smoth(duration: 0.45)")
        #expect(
            error == AnimationExpressionError(message: "unknown animation 'smoth'; did you mean 'smooth'?", column: 2))
    }

    @Test func unknownArgumentPointsAtItsLabel() {
        let error = failure(".spring(duration: 0.45, bonce: 0.2)")
        #expect(
            error
                == AnimationExpressionError(
                    message: "'spring' has no argument 'bonce'; did you mean 'bounce'?", column: 25))
    }

    @Test func unknownModifierSuggestsTheClosestName() {
        let error = failure("Animation.easeOut.dealy(0.1)")
        #expect(
            error == AnimationExpressionError(message: "unknown modifier 'dealy'; did you mean 'delay'?", column: 19))
    }

    @Test func farFetchedNamesGetNoSuggestion() {
        #expect(failure(".wobble")?.message == "unknown animation 'wobble'")
    }

    @Test func missingRequiredArgumentIsNamed() {
        let error = failure(".interpolatingSpring(stiffness: 170)")
        #expect(error?.message == "'interpolatingSpring' is missing argument 'damping:'")
        #expect(error?.column == 2)
    }

    @Test func argumentsOutOfOrderAreReported() {
        #expect(
            failure(".spring(bounce: 0.2, duration: 0.5)")?.message
                == "'duration' must come before 'bounce' in 'spring'")
    }

    @Test func valuesOutOfRangeAreReported() {
        #expect(
            failure(".easeIn(duration: 0)")
                == AnimationExpressionError(
                    message: "'duration' of 'easeIn' must be between 0.01 and 60 seconds, not 0", column: 19))
        #expect(
            failure(".spring(duration: 0.5, bounce: 1)")?.message
                == "'bounce' of 'spring' must be between -0.95 and 0.95, not 1")
        #expect(
            failure(".linear.repeatCount(0)")?.message == "'count' of 'repeatCount' must be between 1 and 100, not 0")
        #expect(failure(".linear.speed(-1)")?.column == 15)
    }

    @Test func defaultTakesNoArguments() {
        #expect(failure(".default()")?.message == "'default' takes no arguments: write '.default'")
    }

    @Test func modifiersNeedParentheses() {
        #expect(failure(".easeOut.delay")?.message == "'delay' needs its arguments in parentheses")
    }

    @Test func booleansAndNumbersAreNotMixedUp() {
        #expect(
            failure(".linear.repeatForever(autoreverses: 1)")?.message
                == "'autoreverses' of 'repeatForever' is true or false, not '1'")
        #expect(
            failure(".linear.repeatCount(2.5)")?.message
                == "'count' of 'repeatCount' is a whole number, not '2.5'")
    }

    @Test func missingLabelIsReported() {
        #expect(failure(".easeIn(0.3)")?.message == "missing label 'duration:' in 'easeIn'")
    }

    @Test func emptyAndTrailingTextAreReported() {
        #expect(failure("")?.column == 1)
        #expect(failure("smooth")?.message == "expected '.' or 'Animation.' before 'smooth'")
        #expect(failure(".smooth)")?.column == 8)
        #expect(failure(".easeIn(duration: .5)")?.message == "'.5' is not a number as Swift writes one")
    }

    @Test func secondAnimationIsNotAModifier() {
        #expect(
            failure(".easeIn.smooth")?.message
                == "'smooth' is an animation, not a modifier: an expression has one animation")
    }
}
