import Foundation

/// A cubic Bézier easing curve from (0, 0) to (1, 1) with two control points, the shape
/// behind `easeIn`, `easeOut`, `easeInOut` and `timingCurve(_:_:_:_:duration:)`.
///
/// Time runs along x and progress along y. For a time fraction the curve is solved for its
/// parameter with Newton's method, falling back to bisection where the slope is too flat, so
/// the progress is within 1e-6 of the exact curve.
package struct UnitBezier: Sendable, Hashable, Codable {
    /// The first control point's time coordinate, in 0...1.
    package let c0x: Double
    /// The first control point's progress coordinate.
    package let c0y: Double
    /// The second control point's time coordinate, in 0...1.
    package let c1x: Double
    /// The second control point's progress coordinate.
    package let c1y: Double

    /// Creates a curve from its two control points.
    package init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        self.c0x = c0x
        self.c0y = c0y
        self.c1x = c1x
        self.c1y = c1y
    }

    /// SwiftUI's `easeIn`: (0.42, 0) and (1, 1).
    package static let easeIn = UnitBezier(0.42, 0, 1, 1)
    /// SwiftUI's `easeOut`: (0, 0) and (0.58, 1).
    package static let easeOut = UnitBezier(0, 0, 0.58, 1)
    /// SwiftUI's `easeInOut`: (0.42, 0) and (0.58, 1).
    package static let easeInOut = UnitBezier(0.42, 0, 0.58, 1)

    /// The progress at a fraction of the duration; fractions outside 0...1 are clamped.
    package func progress(at fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        return Self.coordinate(solveParameter(forTime: fraction), c0y, c1y)
    }

    /// The curve's parameter `s` at which its time coordinate equals `time`.
    package func solveParameter(forTime time: Double) -> Double {
        // Newton's method converges in a few steps where the curve is not flat in x. Its
        // answer is kept only where the slope is steep enough for a tiny error in x to be a
        // tiny error in s, and so in progress.
        var s = time
        for _ in 0..<8 {
            let error = Self.coordinate(s, c0x, c1x) - time
            let slope = Self.slope(s, c0x, c1x)
            if abs(error) < 1e-12, abs(slope) > 1e-3 { return s }
            if abs(slope) < 1e-6 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        // Bisection on the parameter always converges, because x(s) grows from 0 to 1 for
        // control points in 0...1; it narrows s itself, so a flat stretch costs no precision.
        var low = 0.0
        var high = 1.0
        while high - low > 1e-15 {
            let middle = (low + high) / 2
            if Self.coordinate(middle, c0x, c1x) < time { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// One coordinate of the curve at parameter `s`, for control coordinates `p1` and `p2`.
    static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    /// The derivative of ``coordinate(_:_:_:)`` with respect to `s`.
    static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}
