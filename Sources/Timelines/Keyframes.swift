/// A function of time reduced to the fewest points whose straight-line interpolation stays
/// within a tolerance of it: what the SVG's `keyTimes` and `values` hold.
struct Keyframes: Equatable {
    /// The moments, in seconds from the start of the loop, increasing, first 0, last the loop's
    /// length.
    var times: [Double]
    /// The function's value at each moment.
    var values: [Double]

    /// The largest difference allowed between the drawn and the exact progress, as a fraction
    /// of the travel. The page promises 0.5%; the rest is left for rounding the printed
    /// numbers.
    static let tolerance = 0.003

    /// The spacing of the grid the function is evaluated on, in seconds.
    static let gridStep = 0.0005

    /// Samples `function` over `0...duration` on a fine grid, then keeps only the points
    /// needed: a segment is extended while the line from its first point passes within
    /// `tolerance` of every grid value it spans (the slopes allowed by each point narrow a cone;
    /// when the next point leaves the cone, the segment ends). Jumps get a keyframe on each side.
    static func sample(
        duration: Double, tolerance: Double = tolerance, step: Double = gridStep,
        _ function: (Double) -> Double
    ) -> Keyframes {
        let count = max(Int((duration / step).rounded(.up)), 1)
        let times = (0...count).map { min(Double($0) * duration / Double(count), duration) }
        let values = times.map(function)
        var kept = [0]
        var anchor = 0
        var low = -Double.infinity
        var high = Double.infinity
        var index = 1
        while index <= count {
            let span = times[index] - times[anchor]
            let slope = (values[index] - values[anchor]) / span
            if slope < low || slope > high {
                // The previous point is the farthest reachable end of this segment.
                anchor = index - 1
                kept.append(anchor)
                low = -Double.infinity
                high = Double.infinity
                continue
            }
            low = max(low, (values[index] - tolerance - values[anchor]) / span)
            high = min(high, (values[index] + tolerance - values[anchor]) / span)
            index += 1
        }
        if kept.last != count { kept.append(count) }
        return Keyframes(times: kept.map { times[$0] }, values: kept.map { values[$0] })
    }

    /// The straight-line interpolation at `time`, as a browser draws it.
    func value(at time: Double) -> Double {
        guard let first = times.first, time > first else { return values.first ?? 0 }
        guard let last = times.last, time < last else { return values.last ?? 0 }
        var low = 0
        var high = times.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if times[middle] <= time { low = middle } else { high = middle }
        }
        let span = times[high] - times[low]
        guard span > 0 else { return values[high] }
        return values[low] + (values[high] - values[low]) * (time - times[low]) / span
    }

    /// True when every value is the same, so nothing needs animating.
    var isConstant: Bool { values.allSatisfy { $0 == values.first } }
}

/// A number with at most `decimals` digits after the point, without trailing zeros, and
/// never `-0`: short and the same on every machine.
func formatted(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "0" }
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int64((abs(value) * Double(scale)).rounded())
    if scaled == 0 { return "0" }
    let whole = scaled / scale
    var fraction = String(scaled % scale)
    fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = value < 0 ? "-" : ""
    return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
}
