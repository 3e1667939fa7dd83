/// A property's drawn values over the loop: moments and the value at each, straight lines
/// between them; two values at one moment are a jump.
struct Polyline {
    var times: [Double] = []
    var values: [Double] = []

    /// The straight-line drawing of `pieces` over `0...cycle`: each piece's curve moments,
    /// mapped to the property, with a moment added where the value meets its limits, so the
    /// lines are the limited value of the curve's lines.
    init(_ pieces: [Piece], cycle: Double, curves: [ProgressCurve]) {
        times.reserveCapacity(64)
        values.reserveCapacity(64)
        for (position, piece) in pieces.enumerated() {
            let end = position + 1 < pieces.count ? pieces[position + 1].start : cycle
            guard let index = piece.curve, piece.slope != 0 else {
                let value = min(max(piece.base, piece.low), piece.high)
                add(piece.start, value)
                add(end, value)
                continue
            }
            let curve = curves[index]
            var lastTime = piece.start
            var lastValue = piece.base + piece.slope * curve.value(at: piece.start - piece.offset)
            add(lastTime, min(max(lastValue, piece.low), piece.high))
            var moment = curve.firstIndex(after: piece.start - piece.offset)
            while true {
                let time: Double
                let raw: Double
                if moment < curve.times.count, curve.times[moment] + piece.offset < end {
                    time = curve.times[moment] + piece.offset
                    raw = piece.base + piece.slope * curve.values[moment]
                    moment += 1
                } else {
                    time = end
                    raw = piece.base + piece.slope * curve.value(at: end - piece.offset)
                }
                // Where the line crosses a limit, the drawn value turns there.
                let limits = raw < lastValue ? [piece.high, piece.low] : [piece.low, piece.high]
                for limit in limits where limit.isFinite {
                    if (lastValue - limit) * (raw - limit) < 0 {
                        let at = lastTime + (time - lastTime) * (limit - lastValue) / (raw - lastValue)
                        add(at, limit)
                    }
                }
                add(time, min(max(raw, piece.low), piece.high))
                lastTime = time
                lastValue = raw
                if time >= end { break }
            }
        }
    }

    /// Appends a point, dropping repeats and the middle of a still stretch.
    private mutating func add(_ time: Double, _ value: Double) {
        let count = times.count
        if count > 0, times[count - 1] == time, values[count - 1] == value { return }
        if count > 1, values[count - 1] == value, values[count - 2] == value, times[count - 1] != times[count - 2] {
            times[count - 1] = time
            return
        }
        times.append(time)
        values.append(value)
    }

    /// True when the value ever differs from the first.
    var varies: Bool {
        guard let first = values.first else { return false }
        return values.contains { abs($0 - first) > 1e-9 }
    }

    /// The drawn value at `time`, from before a jump there (`after` false) or after it.
    func value(at time: Double, after: Bool) -> Double {
        var low = 0
        var high = times.count
        while low < high {
            let middle = (low + high) >> 1
            if times[middle] < time { low = middle + 1 } else { high = middle }
        }
        // `low` is the first moment at or after `time`.
        if low < times.count, times[low] == time {
            if !after { return values[low] }
            var last = low
            while last + 1 < times.count, times[last + 1] == time { last += 1 }
            return values[last]
        }
        if low == 0 { return values.first ?? 0 }
        if low == times.count { return values.last ?? 0 }
        let span = times[low] - times[low - 1]
        return values[low - 1] + (values[low] - values[low - 1]) * (time - times[low - 1]) / span
    }

    /// Two polylines on the union of their moments, so one `keyTimes` list serves both.
    static func merged(_ a: Polyline, _ b: Polyline) -> (times: [Double], first: [Double], second: [Double]) {
        if a.times == b.times { return (a.times, a.values, b.values) }
        if !a.varies { return (b.times, [Double](repeating: a.values.first ?? 0, count: b.times.count), b.values) }
        if !b.varies { return (a.times, a.values, [Double](repeating: b.values.first ?? 0, count: a.times.count)) }
        var moments = Array(Set(a.times).union(b.times)).sorted()
        if moments.isEmpty { moments = [0] }
        var times: [Double] = []
        var first: [Double] = []
        var second: [Double] = []
        for moment in moments {
            let before = (a.value(at: moment, after: false), b.value(at: moment, after: false))
            let after = (a.value(at: moment, after: true), b.value(at: moment, after: true))
            times.append(moment)
            first.append(before.0)
            second.append(before.1)
            if after != before {
                times.append(moment)
                first.append(after.0)
                second.append(after.1)
            }
        }
        return (times, first, second)
    }
}
