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
        along(from, to, start: start, curve: curve, offset: offset, bias: bias, sign: sign, clamped: true)
    }

    /// A value that goes from `from` at progress 0 to `to` at progress 1, and past either when
    /// the progress does unless `clamped`.
    static func along(
        _ from: Double, _ to: Double, start: Double, curve: Int, offset: Double, bias: Double = 0, sign: Double = 1,
        clamped: Bool
    ) -> Piece {
        Piece(
            start: start, curve: curve, offset: offset, base: from + (to - from) * bias, slope: (to - from) * sign,
            low: clamped ? min(from, to) : -.infinity, high: clamped ? max(from, to) : .infinity)
    }
}
