/// Schedules steps that start after one another.
package enum StepSequence {
    /// How long to wait once a completion is reported `elapsed` seconds after the start, for
    /// a minimum of `minimum` seconds: what remains, never a negative wait.
    package static func remainingWait(minimum: Double, elapsed: Double) -> Double {
        max(0, minimum - elapsed)
    }

    /// The moment each step begins to change (before its animation's own delay), in seconds
    /// from the start of the sequence. A step may only refer to an earlier one; a reference
    /// to itself or a later step is treated as starting immediately.
    package static func startTimes(_ steps: [SequenceStep]) -> [Double] {
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
