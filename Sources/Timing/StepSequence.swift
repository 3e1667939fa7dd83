/// When a step of a sequence begins, relative to an earlier step.
public enum StepStart: Sendable, Hashable {
    /// At the moment the sequence starts.
    case immediately
    /// When the earlier step at `index` has settled.
    case afterEnd(of: Int)
    /// At least `minimum` seconds after the earlier step at `index` started, waiting only for
    /// what remains once its completion is reported `completionAfter` seconds after its start.
    ///
    /// This is the pattern for a list-row insertion followed by a navigation push: the
    /// completion of a `List` insertion fires at once today (`completionAfter` 0), so the wait
    /// is the whole minimum; if it ever fires when the row lands, the remainder is negative
    /// and the next step starts without waiting.
    case atLeast(Double, from: Int, completionAfter: Double)
}

/// A step of a sequence: how long it takes and when it starts.
public struct SequenceStep: Sendable, Hashable {
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

/// Schedules steps that start after one another.
public enum StepSequence {
    /// How long to wait once a completion is reported `elapsed` seconds after the start, for
    /// a minimum of `minimum` seconds: what remains, never a negative wait.
    public static func remainingWait(minimum: Double, elapsed: Double) -> Double {
        max(0, minimum - elapsed)
    }

    /// The moment each step begins to change (before its animation's own delay), in seconds
    /// from the start of the sequence. A step may only refer to an earlier one; a reference
    /// to itself or a later step is treated as starting immediately.
    public static func startTimes(_ steps: [SequenceStep]) -> [Double] {
        var starts: [Double] = []
        for step in steps {
            switch step.start {
            case .immediately:
                starts.append(0)
            case .afterEnd(let index):
                guard starts.indices.contains(index) else {
                    starts.append(0)
                    continue
                }
                starts.append(starts[index] + steps[index].timing.settledAt)
            case .atLeast(let minimum, let index, let completionAfter):
                guard starts.indices.contains(index) else {
                    starts.append(0)
                    continue
                }
                let elapsed = max(completionAfter, 0)
                starts.append(
                    starts[index] + elapsed + remainingWait(minimum: minimum, elapsed: elapsed))
            }
        }
        return starts
    }
}
