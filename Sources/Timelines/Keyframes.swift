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
    /// the value's travel. The page promises 0.5%; the rest is left for rounding the printed
    /// numbers.
    static let relativeTolerance = 0.003

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

/// A number with at most `decimals` digits after the point, without trailing zeros, and
/// never `-0`: short and the same on every machine.
func formatted(_ value: Double, decimals: Int) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
        let start = writeNumber(value, decimals: decimals, endingAt: buffer)
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    }
}

/// The number ``formatted(_:decimals:)`` prints for `value`, as a `Double`: formatting it
/// prints the same digits.
func printedValue(_ value: Double, decimals: Int) -> Double {
    guard value.isFinite else { return 0 }
    let scale = Double(powersOfTen[min(max(decimals, 0), 9)])
    let magnitude = min(abs(value) * scale, 9.2e18).rounded() / scale
    return value < 0 ? -magnitude : magnitude
}

/// Appends `value` as ``formatted(_:decimals:)`` writes it.
func appendNumber(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
        let start = writeNumber(value, decimals: decimals, endingAt: buffer)
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
    }
}

/// Writes the digits of `value` at the end of `buffer` (32 bytes), backwards, and returns
/// where they start: no allocation, no intermediate strings.
private func writeNumber(_ value: Double, decimals: Int, endingAt buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var position = buffer.count
    guard value.isFinite else {
        buffer[position - 1] = UInt8(ascii: "0")
        return position - 1
    }
    let places = min(max(decimals, 0), 9)
    // Beyond what an Int64 holds, the whole part alone.
    let magnitude = min(abs(value) * Double(powersOfTen[places]), 9.2e18)
    var scaled = Int64(magnitude.rounded())
    if scaled == 0 {
        buffer[position - 1] = UInt8(ascii: "0")
        return position - 1
    }
    var fraction = places
    // Trailing zeros of the fraction are dropped.
    while fraction > 0, scaled % 10 == 0 {
        scaled /= 10
        fraction -= 1
    }
    while fraction > 0 {
        position -= 1
        buffer[position] = UInt8(ascii: "0") + UInt8(scaled % 10)
        scaled /= 10
        fraction -= 1
        if fraction == 0 {
            position -= 1
            buffer[position] = UInt8(ascii: ".")
        }
    }
    repeat {
        position -= 1
        buffer[position] = UInt8(ascii: "0") + UInt8(scaled % 10)
        scaled /= 10
    } while scaled > 0
    if value < 0 {
        position -= 1
        buffer[position] = UInt8(ascii: "-")
    }
    return position
}

/// 10 to the power of the index.
private let powersOfTen: [Int64] = [
    1, 10, 100, 1000, 10000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
]
