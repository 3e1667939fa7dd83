/// A step of a sequence: how long it takes and when it starts.
package struct SequenceStep: Sendable, Hashable, Codable {
    /// The step's timing once it starts.
    package var timing: AnimationTiming
    /// When it starts.
    package var start: StepStart

    /// A step from its timing and start rule.
    package init(timing: AnimationTiming, start: StepStart) {
        self.timing = timing
        self.start = start
    }
}
