import TextUtilities
import Timing

/// The progress of one animation from its change, reduced once per drawing to the fewest
/// moments whose straight-line interpolation stays within ``tolerance`` of it, and shared by
/// every element that plays it: a staggered element plays the same curve shifted in time, and
/// its properties are affine functions of the progress.
///
/// Before the first moment the progress is 0; after the last one it is 1 when the animation
/// settles (a curve ends exactly there, a spring stays within 0.1% of it), and the curve of an
/// animation that never settles covers every moment a drawing asks for.
struct ProgressCurve {
    /// Moments from the change, in seconds, increasing, first 0.
    private(set) var times: [Double] = []
    /// The progress at each moment.
    private(set) var values: [Double] = []
    /// The progress after the last moment.
    let settledValue: Double
    /// How far the chords may pass from the progress.
    private let tolerance: Double

    /// The largest difference allowed between the drawn and the exact progress. Progress
    /// travels at least from 0 to 1, so this is at most ``Keyframes/relativeTolerance`` of the
    /// travel of any property it drives; the rest of the page's 0.5% is left for the grid,
    /// the settled tail and rounding.
    static let tolerance = Keyframes.relativeTolerance

    /// The largest error allowed between two grid points of the fine grid the cone runs on.
    static let gridError = 1e-4

    /// Samples `animation` from its change to the moment it settles, or to `end` when it never
    /// settles.
    init(_ animation: Animation, through end: Double) {
        self.init(animation, timing: animation.timing, through: end)
    }

    /// Samples `animation`, whose timing is `timing`, with chords within `tolerance` of the
    /// progress (a coarser one for the small stages of the cards).
    init(_ animation: Animation, timing: AnimationTiming, through end: Double, tolerance: Double = Self.tolerance) {
        self.tolerance = tolerance
        let settles = timing.settledAt.isFinite
        let length = max(settles ? timing.settledAt : end, 0)
        settledValue = 1
        // A block that was read is finite (``TimelineLimits``); anything else is drawn still
        // rather than sampled without end.
        guard length > 0, length.isFinite else {
            times = [0]
            values = [settles ? 1 : animation.progress(at: 0)]
            return
        }
        if let (spring, rate) = Self.plainSpring(animation) {
            // The spring's |f''| is at most 3·ω0² (|x| ≤ 1, |x'| ≤ ω0, ζ ≤ 1 where it
            // matters); the chord between grid points is then within h²/8·|f''|.
            let omega = spring.angularFrequency * rate
            let step = min(0.001, (8 * Self.gridError / (3 * omega * omega)).squareRoot())
            let count = max(Int((length / step).rounded(.up)), 1)
            let h = length / Double(count)
            var samples = SpringSamples(spring: spring, step: h * rate)
            coneFit(count: count, step: h) { _ in samples.next() }
        } else {
            let count = max(Int((length / Keyframes.gridStep).rounded(.up)), 1)
            let h = length / Double(count)
            coneFit(count: count, step: h) { index in animation.progress(at: min(Double(index) * h, length)) }
        }
    }

    /// The spring an animation plays and how many times as fast, when it is nothing else.
    private static func plainSpring(_ animation: Animation) -> (Spring, Double)? {
        switch animation.kind {
        case .spring(let spring):
            return spring.dampingRatio > 0 ? (spring, 1) : nil
        case .sped(let inner, let factor) where factor > 0:
            guard let (spring, rate) = plainSpring(inner) else { return nil }
            return (spring, rate * factor)
        default:
            return nil
        }
    }

    /// Keeps the fewest grid points whose chords pass within ``tolerance`` of every grid value
    /// they span: the slopes allowed by each point narrow a cone, and when the next point
    /// leaves it the segment ends at the point before. `value` is called once per index, in
    /// order.
    private mutating func coneFit(count: Int, step: Double, value: (Int) -> Double) {
        var grid = [Double](unsafeUninitializedCapacity: count + 1) { buffer, initialized in
            for index in 0...count { buffer[index] = value(index) }
            initialized = count + 1
        }
        let tolerance = self.tolerance
        times.reserveCapacity(48)
        values.reserveCapacity(48)
        times.append(0)
        values.append(grid[0])
        var anchor = 0
        var low = -Double.infinity
        var high = Double.infinity
        var index = 1
        grid.withUnsafeMutableBufferPointer { grid in
            while index <= count {
                let span = Double(index - anchor) * step
                let rise = grid[index] - grid[anchor]
                let slope = rise / span
                if slope < low || slope > high {
                    anchor = index - 1
                    times.append(Double(anchor) * step)
                    values.append(grid[anchor])
                    low = -.infinity
                    high = .infinity
                    continue
                }
                low = max(low, (rise - tolerance) / span)
                high = min(high, (rise + tolerance) / span)
                index += 1
            }
        }
        if anchor != count || times.count == 1 {
            times.append(Double(count) * step)
            values.append(grid[count])
        }
    }

    /// The drawn progress at `time` seconds after the change.
    func value(at time: Double) -> Double {
        guard time > 0 else { return time < 0 ? 0 : values[0] }
        let last = times.count - 1
        guard time < times[last] else { return time == times[last] ? values[last] : settledValue }
        var low = 0
        var high = last
        while high - low > 1 {
            let middle = (low + high) >> 1
            if times[middle] <= time { low = middle } else { high = middle }
        }
        let span = times[high] - times[low]
        guard span > 0 else { return values[high] }
        return values[low] + (values[high] - values[low]) * (time - times[low]) / span
    }

    /// The index of the first moment after `time`.
    func firstIndex(after time: Double) -> Int {
        var low = 0
        var high = times.count
        while low < high {
            let middle = (low + high) >> 1
            if times[middle] <= time { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension ProgressCurve {
    /// The curve of `animation`, sampled once per process for each animation, timing and
    /// tolerance: a catalog's drawings play the same few animations (`.snappy`, a spring of
    /// the design system), and a card and its page's drawing play the same ones. The end only
    /// counts for an animation that never settles, whose curve covers it.
    static func shared(
        _ animation: Animation, timing: AnimationTiming, through end: Double, tolerance: Double
    ) -> ProgressCurve {
        let key = CurveKey(
            animation: animation, timing: timing, end: timing.settledAt.isFinite ? nil : end, tolerance: tolerance)
        return sharedCurves.value(for: key) {
            ProgressCurve(animation, timing: timing, through: end, tolerance: tolerance)
        }
    }
}

/// What a sampled curve depends on.
private struct CurveKey: Hashable {
    let animation: Animation
    let timing: AnimationTiming
    let end: Double?
    let tolerance: Double
}

private let sharedCurves = SharedMemo<CurveKey, ProgressCurve>()
