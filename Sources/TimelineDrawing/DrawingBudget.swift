import TimelineFormat
import Timing

/// What the drawing of a block holds, counted without writing it, so the block is refused when
/// it is read rather than drawn without bound.
///
/// The counts come from the drawing's own steps: its schedule, its shared curves, the
/// straight-line pieces of every element and the chart's bars. An upper bound from the moments
/// of the curves each element follows settles most blocks cheaply; only when it is over the
/// cap are the pieces drawn and counted exactly. Counting stops once a count is past its cap,
/// so measuring a block far too large costs no more than measuring one at the cap.
struct DrawingBudget {
    /// The moments of every `keyTimes` list of the stage, with and without Reduce Motion:
    /// exact when it is more than ``TimelineLimits/keyframes`` (counted until it passes it),
    /// an upper bound otherwise.
    private(set) var keyframes = 0
    /// The bars of the chart, counted up to one past ``TimelineLimits/chartBars``.
    private(set) var chartBars = 0
    /// How many moments the curve of each of the block's animations has.
    private(set) var moments: [Animation: Int] = [:]

    init(_ timeline: Timeline) {
        let scene = DrawingScene(timeline)
        let stage = StageMotion(scene: scene)
        let moving = stage.movingElements()
        let elements = moving + stage.reducedElements(moving: moving)
        keyframes = elements.reduce(0) { $0 + Self.keyframeBound($1.motion, curves: scene.curves.curves) }
        if keyframes > TimelineLimits.keyframes {
            let drawing = ElementDrawing(scene: scene)
            keyframes = 0
            for element in elements where keyframes <= TimelineLimits.keyframes {
                keyframes += drawing.keyframeCount(element)
            }
        }
        let chart = ChartDrawing(scene: scene, top: 0)
        for element in scene.elements where chartBars <= TimelineLimits.chartBars {
            chartBars += chart.bars(of: element, limit: TimelineLimits.chartBars + 1 - chartBars).count
        }
        moments = scene.curves.moments
    }

    /// The counts, for the reader.
    var size: DrawingSize { DrawingSize(keyframes: keyframes, chartBars: chartBars, moments: moments) }

    /// At most how many moments the `keyTimes` lists of a motion hold: a piece adds its start,
    /// its end and the curve's moments, each with up to two turns at the property's limits,
    /// and the merged translation holds at most twice the moments of its two coordinates.
    static func keyframeBound(_ motion: ElementMotion, curves: [ProgressCurve]) -> Int {
        func bound(_ pieces: [Piece]) -> Int {
            pieces.reduce(0) { $0 + 3 * (($1.curve.map { curves[$0].times.count } ?? 0) + 2) }
        }
        return bound(motion.opacity) + 2 * (bound(motion.x) + bound(motion.y)) + bound(motion.scale)
            + bound(motion.color)
    }
}
