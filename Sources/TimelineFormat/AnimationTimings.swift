import Timing

/// The timings of a block's own animations, each worked out once: a spring's settling time is
/// a search, and the schedule, the curves and the description all ask for it.
package struct AnimationTimings: Sendable {
    private var known: [Animation: AnimationTiming] = [:]

    package init(_ timeline: Timeline) {
        let animations =
            [timeline.animation, timeline.reduceMotionAnimation].compactMap { $0 } + timeline.steps.map(\.animation)
        for animation in animations where known[animation] == nil { known[animation] = animation.timing }
    }

    /// The timing of `animation`, worked out now if it is not one of the block's.
    package subscript(_ animation: Animation) -> AnimationTiming { known[animation] ?? animation.timing }
}
