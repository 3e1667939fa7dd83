import Timing

/// What the drawing of a block holds, counted without writing it, so the block is refused when
/// it is read rather than drawn without bound.
///
/// The counts come from the drawing's own steps (its schedule, its shared curves, the
/// straight-line pieces of every element and the chart's bars), so they are the numbers the
/// SVG will hold.
///
/// Counting stops once a count is past its cap, so measuring a block far too large costs no
/// more than measuring one at the cap.
struct DrawingBudget {
    /// The moments of every `keyTimes` list of the stage, with and without Reduce Motion,
    /// counted until they pass ``TimelineLimits/keyframes``.
    private(set) var keyframes = 0
    /// The bars of the chart, counted up to one past ``TimelineLimits/chartBars``.
    private(set) var chartBars = 0
    /// How many moments the curve of each of the block's animations has.
    private(set) var moments: [Animation: Int] = [:]

    init(_ timeline: Timeline) {
        let drawing = TimelineDrawing(timeline: timeline, id: "budget")
        let moving = drawing.stageElements()
        for element in moving + drawing.reducedElements(moving: moving) where keyframes <= TimelineLimits.keyframes {
            keyframes += drawing.keyframeCount(element)
        }
        for element in drawing.elements where chartBars <= TimelineLimits.chartBars {
            chartBars += drawing.bars(of: element, limit: TimelineLimits.chartBars + 1 - chartBars).count
        }
        moments = drawing.curves.moments
    }
}
