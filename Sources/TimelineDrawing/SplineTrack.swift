import Timing

/// A property drawn with SMIL's `calcMode="spline"` where its motion is an exact cubic Bézier:
/// a piece whose curve is a timing curve (`easeIn`, `easeOut`, `easeInOut`, `timingCurve`,
/// `linear`) plays it as one `keySplines` segment, exact at every instant, and holds its value
/// before and after. Only pieces whose whole curve fits within their stretch of the loop, and
/// whose Bézier never leaves 0…1 (so no limit clips it), are drawn so; otherwise there is no
/// track and the property is sampled as a ``Polyline``.
struct SplineTrack: Equatable {
    /// Moments in seconds, from 0 to the loop's end; a moment listed twice is a jump.
    var times: [Double] = []
    var values: [Double] = []
    /// One control-point quadruple per segment (between consecutive moments).
    var splines: [[Double]] = []

    static let straight: [Double] = [0, 0, 1, 1]

    init?(_ pieces: [Piece], cycle: Double, animation: (Int) -> Animation) {
        var curved = false
        for (position, piece) in pieces.enumerated() {
            let end = position + 1 < pieces.count ? pieces[position + 1].start : cycle
            guard let index = piece.curve, piece.slope != 0 else {
                let value = min(max(piece.base, piece.low), piece.high)
                add(piece.start, value, spline: Self.straight)
                add(end, value, spline: Self.straight)
                continue
            }
            guard case .curve(let curve, let duration) = animation(index).kind, duration > 0 else { return nil }
            let control: [Double]
            switch curve {
            case .linear: control = Self.straight
            case .bezier(let bezier):
                guard (0...1).contains(bezier.c0y), (0...1).contains(bezier.c1y) else { return nil }
                control = [bezier.c0x, bezier.c0y, bezier.c1x, bezier.c1y]
            }
            let from = piece.offset
            let to = piece.offset + duration
            // The whole curve within this piece's stretch, and within the property's limits.
            guard from >= piece.start, to <= end else { return nil }
            let startValue = piece.base
            let endValue = piece.base + piece.slope
            guard min(startValue, endValue) >= piece.low, max(startValue, endValue) <= piece.high else { return nil }
            add(piece.start, startValue, spline: Self.straight)
            add(from, startValue, spline: Self.straight)
            add(to, endValue, spline: control)
            add(end, endValue, spline: Self.straight)
            curved = true
        }
        guard curved else { return nil }
    }

    /// Appends a moment reached from the previous one along `spline`, dropping repeats.
    private mutating func add(_ time: Double, _ value: Double, spline: [Double]) {
        if let last = times.last, last == time, values.last == value { return }
        if !times.isEmpty { splines.append(spline) }
        times.append(time)
        values.append(value)
    }

    /// True when the value ever changes.
    var varies: Bool { values.contains { abs($0 - (values.first ?? 0)) > 1e-9 } }
}
