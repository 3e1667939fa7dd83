/// Functions of time reduced to the fewest moments whose straight-line interpolation stays
/// within a tolerance of each: what the SVG's `keyTimes` and `values` hold. Several functions
/// share one set of moments, as the properties of one element share one `keyTimes` list.
struct Keyframes: Equatable {
    /// The moments, in seconds from the start of the loop, increasing, first 0, last the loop's
    /// length.
    var times: [Double]
    /// The functions' values at each moment, one list per moment.
    var values: [[Double]]

    /// The largest difference allowed between the drawn and the exact value, as a fraction of
    /// the value's travel. The page promises 0.25%; the rest is left for the fine grid the
    /// moments are chosen on and for rounding the printed numbers.
    static let relativeTolerance = 0.002

    /// The most moments the `keyTimes` lists of one element may hold together: the cone fit
    /// keeps a few dozen for any curve a block can name, so more is a drawing gone wrong.
    static let elementLimit = 1_000

    /// The spacing of the grid the functions are evaluated on, in seconds.
    static let gridStep = 0.0005

    /// Samples `function` over `0...duration` on a fine grid, then keeps only the moments
    /// needed. A segment is extended while the line from its first point passes within each
    /// function's tolerance of every grid value it spans: the slopes allowed by each point
    /// narrow a cone, and when the next point leaves a cone the segment ends there. A jump gets
    /// a keyframe on each side of it.
    ///
    /// - Parameter tolerances: the tolerance of each function; nil makes it
    ///   ``relativeTolerance`` times the function's travel (its largest minus smallest value).
    static func sample(
        duration: Double, tolerances: [Double]? = nil, step: Double = gridStep,
        _ function: (Double) -> [Double]
    ) -> Keyframes {
        let count = max(Int((duration / step).rounded(.up)), 1)
        let times = (0...count).map { min(Double($0) * duration / Double(count), duration) }
        let values = times.map(function)
        let width = values.first?.count ?? 0
        let allowed =
            tolerances
            ?? (0..<width).map { component in
                let column = values.map { $0[component] }
                let travel = (column.max() ?? 0) - (column.min() ?? 0)
                return travel > 1e-9 ? travel * relativeTolerance : .infinity
            }
        var kept = [0]
        var anchor = 0
        var low = [Double](repeating: -.infinity, count: width)
        var high = [Double](repeating: .infinity, count: width)
        var index = 1
        while index <= count {
            let span = times[index] - times[anchor]
            let fits = (0..<width).allSatisfy { component in
                let slope = (values[index][component] - values[anchor][component]) / span
                return slope >= low[component] && slope <= high[component]
            }
            if !fits {
                // The previous point is the farthest reachable end of this segment.
                anchor = index - 1
                kept.append(anchor)
                low = [Double](repeating: -.infinity, count: width)
                high = [Double](repeating: .infinity, count: width)
                continue
            }
            for component in 0..<width where allowed[component].isFinite {
                let base = values[anchor][component]
                low[component] = max(low[component], (values[index][component] - allowed[component] - base) / span)
                high[component] = min(high[component], (values[index][component] + allowed[component] - base) / span)
            }
            index += 1
        }
        if kept.last != count { kept.append(count) }
        return Keyframes(times: kept.map { times[$0] }, values: kept.map { values[$0] })
    }

    /// Samples one function with an absolute tolerance.
    static func sample(
        duration: Double, tolerance: Double, step: Double = gridStep, _ function: (Double) -> Double
    ) -> Keyframes {
        sample(duration: duration, tolerances: [tolerance], step: step) { [function($0)] }
    }

    /// The straight-line interpolation of one function at `time`, as a browser draws it.
    func value(at time: Double, component: Int = 0) -> Double {
        guard let first = times.first, time > first else { return values.first?[component] ?? 0 }
        guard let last = times.last, time < last else { return values.last?[component] ?? 0 }
        var low = 0
        var high = times.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if times[middle] <= time { low = middle } else { high = middle }
        }
        let span = times[high] - times[low]
        guard span > 0 else { return values[high][component] }
        return values[low][component]
            + (values[high][component] - values[low][component]) * (time - times[low]) / span
    }
}
