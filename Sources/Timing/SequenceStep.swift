/// A step of a sequence: how long it takes and when it starts.
public struct SequenceStep: Sendable, Hashable, Codable {
    /// The step's timing once it starts.
    public var timing: AnimationTiming
    /// When it starts.
    public var start: StepStart

    /// A step from its timing and start rule.
    public init(timing: AnimationTiming, start: StepStart) {
        self.timing = timing
        self.start = start
    }
}
