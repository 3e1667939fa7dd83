import Testing

@testable import Timing

@Suite struct ModifierTests {
    @Test func delayThenSpeedHalvesTheDelayToo() {
        let timing = Animation.linear(duration: 1).delay(1).speed(2).timing
        #expect(timing.delay == 0.5)
        #expect(timing.activeDuration == 0.5)
        #expect(timing.settledAt == 1)
    }

    @Test func speedThenDelayKeepsTheFullDelay() {
        let timing = Animation.linear(duration: 1).speed(2).delay(1).timing
        #expect(timing.delay == 1)
        #expect(timing.activeDuration == 0.5)
        #expect(timing.settledAt == 1.5)
    }

    @Test func delayShiftsTheProgress() {
        let animation = Animation.linear(duration: 1).delay(0.5)
        #expect(animation.progress(at: 0.5) == 0)
        #expect(animation.progress(at: 1) == 0.5)
        #expect(animation.progress(at: 1.5) == 1)
    }

    @Test func delaysAddUp() {
        #expect(Animation.easeOut.delay(0.1).delay(0.2).timing.delay == 0.1 + 0.2)
    }

    @Test func repeatCountAutoreversesEveryOtherPlay() {
        let animation = Animation.linear(duration: 1).repeatCount(3)
        #expect(animation.progress(at: 0.25) == 0.25)
        #expect(animation.progress(at: 1.25) == 0.75)
        #expect(animation.progress(at: 2.25) == 0.25)
        #expect(animation.progress(at: 3.5) == 1)
        #expect(animation.timing.settledAt == 3)
        #expect(animation.timing.playDuration == 1)
    }

    @Test func repeatCountWithoutAutoreverseRestarts() {
        let animation = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        #expect(animation.progress(at: 1.25) == 0.25)
    }

    @Test func evenAutoreversedRepeatEndsOnTheTarget() {
        let animation = Animation.linear(duration: 1).repeatCount(2)
        #expect(animation.progress(at: 1.9) < 0.11)
        #expect(animation.progress(at: 2) == 1)
    }

    @Test func repeatPlaysTheWrappedDelayEveryTime() {
        let animation = Animation.linear(duration: 1).delay(1).repeatCount(2, autoreverses: false)
        #expect(animation.progress(at: 2.5) == 0)
        #expect(animation.progress(at: 3.5) == 0.5)
        #expect(animation.timing.delay == 1)
        #expect(animation.timing.settledAt == 4)
    }

    @Test func delayOutsideARepeatWaitsOnce() {
        let animation = Animation.linear(duration: 1).repeatCount(2, autoreverses: false).delay(1)
        #expect(animation.progress(at: 2.5) == 0.5)
        #expect(animation.timing.settledAt == 3)
    }

    @Test func repeatForeverNeverSettles() {
        let animation = Animation.easeInOut(duration: 0.8).repeatForever(autoreverses: true)
        #expect(animation.timing.repeatsForever)
        #expect(animation.timing.playDuration == 0.8)
        #expect(abs(animation.progress(at: 0.8 * 101 + 0.4) - 0.5) < 1e-9)
        #expect(animation.progress(at: 0.8 * 100 + 0.8 * 0.999) > 0.99)
    }

    @Test func springTimingIsResponseThenSettling() {
        let timing = Animation.spring(duration: 0.45, bounce: 0.2).delay(0.1).timing
        #expect(timing.delay == 0.1)
        #expect(abs(timing.activeDuration - 0.45) < 1e-12)
        #expect(timing.settlingDuration > 0.45)
    }
}
