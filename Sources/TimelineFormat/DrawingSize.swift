import Timing

/// What the drawing of a block holds, as counted by the module that draws it: the reader
/// refuses a block whose drawing would pass ``TimelineLimits/keyframes`` or
/// ``TimelineLimits/chartBars``, rather than have it drawn without bound.
package struct DrawingSize: Sendable, Hashable, Codable {
    /// The moments of every `keyTimes` list of the stage, with and without Reduce Motion: exact
    /// when it is more than ``TimelineLimits/keyframes`` (counted until it passes it), an upper
    /// bound otherwise.
    package let keyframes: Int
    /// The bars of the chart, counted up to one past ``TimelineLimits/chartBars``.
    package let chartBars: Int
    /// How many moments the curve of each of the block's animations has, to blame the busiest.
    package let moments: [Animation: Int]

    /// A count of a drawing.
    package init(keyframes: Int, chartBars: Int, moments: [Animation: Int]) {
        self.keyframes = keyframes
        self.chartBars = chartBars
        self.moments = moments
    }
}
