import Timing

/// The curves of one drawing, each sampled once however many elements play it.
final class CurveBook {
    private var animations: [Animation] = []
    private(set) var curves: [ProgressCurve] = []
    /// The loop's length: the curve of an animation that never settles covers it.
    let end: Double
    /// The timings of the block's animations, worked out beforehand.
    let timings: AnimationTimings?

    init(end: Double, timings: AnimationTimings? = nil) {
        self.end = end
        self.timings = timings
    }

    /// Lists of numbers already written, as elements that fade together share them.
    private var written: [(numbers: [Double], decimals: Int, text: [UInt8])] = []

    /// `numbers` with `decimals` digits, separated by semicolons, as a `keyTimes` or `values`
    /// attribute holds them.
    func list(_ numbers: [Double], decimals: Int) -> [UInt8] {
        if let hit = written.last(where: { $0.decimals == decimals && $0.numbers == numbers }) { return hit.text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(numbers.count * (decimals + 4))
        for (position, number) in numbers.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ";")) }
            appendNumber(number, decimals: decimals, to: &bytes)
        }
        if written.count == 8 { written.removeFirst() }
        written.append((numbers, decimals, bytes))
        return bytes
    }

    /// The last element drawn, without its place.
    private var lastDrawn: (motion: ElementMotion, final: ElementState, figure: Figure, text: [UInt8])?

    /// The drawing of an element like the last one, if it is.
    func drawnElement(_ motion: ElementMotion, _ final: ElementState, _ figure: Figure) -> [UInt8]? {
        guard let lastDrawn, lastDrawn.final == final, lastDrawn.figure == figure, lastDrawn.motion == motion
        else { return nil }
        return lastDrawn.text
    }

    /// Remembers the drawing of an element.
    func keep(_ text: [UInt8], for motion: ElementMotion, _ final: ElementState, _ figure: Figure) {
        lastDrawn = (motion, final, figure, text)
    }

    /// How many moments each curve sampled so far has, by its animation.
    var moments: [Animation: Int] {
        Dictionary(zip(animations, curves.map(\.times.count)), uniquingKeysWith: max)
    }

    /// The index of `animation`'s curve, sampled on first use.
    func index(of animation: Animation) -> Int {
        if let index = animations.firstIndex(of: animation) { return index }
        animations.append(animation)
        curves.append(ProgressCurve(animation, timing: timings?[animation] ?? animation.timing, through: end))
        return animations.count - 1
    }
}

/// A stretch of one property's value over the loop: from `start` until the next piece, the
/// value is `base + slope × progress(time − offset)`, kept within `low...high`, where the
/// progress is a curve of the drawing's ``CurveBook``, or 0 without a curve.
struct Piece: Equatable {
    var start: Double
    var curve: Int?
    var offset = 0.0
    var base: Double
    var slope = 0.0
    var low = -Double.infinity
    var high = Double.infinity

    /// A value that does not change.
    static func still(_ value: Double, from start: Double = 0) -> Piece {
        Piece(start: start, curve: nil, base: value)
    }

    /// A value that goes from `from` at progress `0` to `to` at progress 1 and never beyond
    /// either, with progress `bias + sign × curve(time − offset)`.
    static func between(
        _ from: Double, _ to: Double, start: Double, curve: Int, offset: Double, bias: Double = 0, sign: Double = 1
    ) -> Piece {
        Piece(
            start: start, curve: curve, offset: offset, base: from + (to - from) * bias, slope: (to - from) * sign,
            low: min(from, to), high: max(from, to))
    }
}

/// Every drawn property of an element over the loop, as pieces in time order, the first
/// starting at 0.
struct ElementMotion: Equatable {
    var opacity: [Piece]
    var x: [Piece]
    var y: [Piece]
    var scale: [Piece]

    /// An element that holds `state` the whole loop.
    init(still state: ElementState) {
        opacity = [.still(state.opacity)]
        x = [.still(state.x)]
        y = [.still(state.y)]
        scale = [.still(state.scale)]
    }

    init(opacity: [Piece], x: [Piece], y: [Piece], scale: [Piece]) {
        self.opacity = opacity
        self.x = x
        self.y = y
        self.scale = scale
    }

    /// Steps that take over an element one after another, as ``ElementState/apply(_:progress:opacityOnly:)``
    /// does in order: from its moment `from` in the loop, a step sets the properties its
    /// changes name to their value at the progress of its curve, shifted by `offset`;
    /// of the steps that have begun, the latest in the list wins. Properties that no step has
    /// set keep `resting`.
    init(
        steps: [(from: Double, curve: Int, offset: Double, changes: Timeline.Changes)], opacityOnly: Bool = false,
        resting: ElementState = ElementState()
    ) {
        let moments =
            steps.allSatisfy { $0.from <= 0 } ? [0] : Set(steps.map { max($0.from, 0) } + [0]).sorted()
        func pieces(
            _ change: (Timeline.Changes) -> Timeline.Change?, still: Double, low: Double, high: Double
        ) -> [Piece] {
            var result: [Piece] = []
            for moment in moments {
                let owner = steps.last { $0.from <= moment && change($0.changes) != nil }
                var piece = Piece.still(still, from: moment)
                if let owner, let change = change(owner.changes) {
                    piece = Piece(
                        start: moment, curve: owner.curve, offset: owner.offset, base: change.from,
                        slope: change.to - change.from, low: low, high: high)
                }
                var previous = piece
                previous.start = result.last?.start ?? 0
                if result.last != previous { result.append(piece) }
            }
            return result
        }
        opacity = pieces(\.opacity, still: resting.opacity, low: 0, high: 1)
        x = opacityOnly ? [.still(resting.x)] : pieces(\.offsetX, still: resting.x, low: -.infinity, high: .infinity)
        y = opacityOnly ? [.still(resting.y)] : pieces(\.offsetY, still: resting.y, low: -.infinity, high: .infinity)
        scale =
            opacityOnly ? [.still(resting.scale)] : pieces(\.scale, still: resting.scale, low: 0, high: .infinity)
    }
}

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
