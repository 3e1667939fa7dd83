import Testing

@testable import Timing

@Suite struct SequenceTests {
    let insert = SequenceStep(timing: Animation.linear(duration: 0.3).timing, start: .immediately)

    @Test func remainingWaitIsNeverNegative() {
        #expect(StepSequence.remainingWait(minimum: 0.25, elapsed: 0) == 0.25)
        #expect(StepSequence.remainingWait(minimum: 0.25, elapsed: 0.1) == 0.25 - 0.1)
        #expect(StepSequence.remainingWait(minimum: 0.25, elapsed: 0.4) == 0)
    }

    @Test func stepAfterAnotherStartsWhenItSettles() {
        let push = SequenceStep(timing: Animation.smooth.timing, start: .afterEnd(of: 0))
        #expect(StepSequence.startTimes([insert, push]) == [0, 0.3])
    }

    @Test func immediateCompletionWaitsTheWholeMinimum() {
        let push = SequenceStep(
            timing: Animation.smooth.timing, start: .atLeast(0.25, from: 0, completionAfter: 0))
        #expect(StepSequence.startTimes([insert, push]) == [0, 0.25])
    }

    @Test func lateCompletionDoesNotWaitAgain() {
        let push = SequenceStep(
            timing: Animation.smooth.timing, start: .atLeast(0.25, from: 0, completionAfter: 0.3))
        #expect(StepSequence.startTimes([insert, push]) == [0, 0.3])
    }

    @Test func startsChainThroughEarlierSteps() {
        let second = SequenceStep(timing: Animation.linear(duration: 0.5).timing, start: .afterEnd(of: 0))
        let third = SequenceStep(
            timing: Animation.linear.timing, start: .atLeast(0.1, from: 1, completionAfter: 0))
        #expect(StepSequence.startTimes([insert, second, third]) == [0, 0.3, 0.4])
    }

    @Test func delayedStepEndsAfterItsDelay() {
        let delayed = SequenceStep(timing: Animation.linear(duration: 0.3).delay(0.2).timing, start: .immediately)
        let next = SequenceStep(timing: Animation.linear.timing, start: .afterEnd(of: 0))
        #expect(StepSequence.startTimes([delayed, next]) == [0, 0.5])
    }
}
