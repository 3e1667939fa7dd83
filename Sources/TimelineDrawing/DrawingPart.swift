import TimelineFormat

/// A part of a drawing, which reads its scene.
protocol DrawingPart {
    var scene: DrawingScene { get }
}

extension DrawingPart {
    var timeline: Timeline { scene.timeline }
    var elements: [ElementTiming] { scene.elements }
    var plan: StagePlan { scene.plan }
    var curves: CurveBook { scene.curves }
    /// The length of one loop, in seconds.
    var cycle: Double { scene.plan.cycle }
}
