import TimelineFormat
import Timing

/// What every part of one drawing shares: the block, each element's timing, how one loop of
/// the preview is laid out in time, and the curves the elements play, each sampled once.
struct DrawingScene {
    let timeline: Timeline
    /// The timings of the block's animations, each worked out once.
    let timings: AnimationTimings
    /// Each element's timing, in declaration order.
    let elements: [ElementTiming]
    let plan: StagePlan
    /// The progress curves of the drawing's animations, each sampled once.
    let curves: CurveBook
    /// True for a card's stage: coarser numbers, and parts without what its size would not
    /// show (``PartLook/compact``).
    let card: Bool

    /// The scene of `timeline`, its curves drawn within `tolerance` of their progress.
    init(_ timeline: Timeline, tolerance: Double = ProgressCurve.tolerance, card: Bool = false) {
        self.timeline = timeline
        self.card = card
        timings = AnimationTimings(timeline)
        elements = schedule(for: timeline, timings: timings)
        plan = StagePlan(timeline: timeline, elements: elements)
        curves = CurveBook(end: plan.cycle, timings: timings, tolerance: tolerance)
    }
}
