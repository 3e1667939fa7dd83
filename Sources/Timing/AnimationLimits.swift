/// The range of every number an animation expression may hold, and of what they add up to.
///
/// The ranges are generous for interface motion and keep every animation finite: it starts
/// within a minute, it settles (or plays once, when it repeats forever) within two minutes,
/// and a spring's settling time is found by a search of bounded length. ``AnimationExpression``
/// checks them all, so a drawing or a report never meets an infinite or absurd time.
package enum AnimationLimits {
    /// A curve's duration, a spring's duration or response, in seconds: from 10 ms (about one
    /// frame at 120 Hz; shorter is not seen as motion) to a minute (an ambient loop).
    package static let duration: ClosedRange<Double> = 0.01...60
    /// A spring's bounce, `extraBounce` included. SwiftUI takes −1…1; at ±1 the spring never
    /// settles, and at ±0.95 it settles within about 45 responses.
    package static let bounce: ClosedRange<Double> = -0.95...0.95
    /// A spring's damping fraction (ratio): the same springs as ``bounce``, 1 − 0.95 to
    /// 1 / (1 − 0.95).
    package static let dampingFraction: ClosedRange<Double> = 0.05...20
    /// `interpolatingSpring`'s mass.
    package static let mass: ClosedRange<Double> = 0.001...1000
    /// `interpolatingSpring`'s stiffness.
    package static let stiffness: ClosedRange<Double> = 0.001...1_000_000
    /// `interpolatingSpring`'s damping.
    package static let damping: ClosedRange<Double> = 0.001...100_000
    /// `blendDuration`, in seconds; read and ignored.
    package static let blendDuration: ClosedRange<Double> = 0...60
    /// The time coordinates of a `timingCurve`'s control points, as in CSS.
    package static let controlPointTime: ClosedRange<Double> = 0...1
    /// The progress coordinates of a `timingCurve`'s control points: five times the travel is
    /// far past any real overshoot.
    package static let controlPointProgress: ClosedRange<Double> = -5...5
    /// `delay`, in seconds.
    package static let delay: ClosedRange<Double> = 0...60
    /// `speed`: from a hundredth to a hundred times as fast.
    package static let speed: ClosedRange<Double> = 0.01...100
    /// `repeatCount`.
    package static let repeatCount: ClosedRange<Int> = 1...100
    /// The latest moment, in seconds from the change, an animation may settle, its delays,
    /// repeats and speed included; for one that repeats forever, the end of its first play.
    package static let settling: Double = 120
    /// The most modifiers one expression may chain.
    package static let modifiers = 10
    /// The longest expression, in characters.
    package static let expressionLength = 500
}

extension ClosedRange where Bound == Double {
    /// `between 0.01 and 60`, as messages write a range.
    package var between: String { "between \(plainNumber(lowerBound)) and \(plainNumber(upperBound))" }
}

/// A number as an author would write it: `0.45`, `12`, `-3`, `1e+300`; never `-0`.
package func plainNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}

/// A number worked out from others, for a message: at most four decimals.
func roundedNumber(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return plainNumber(value) }
    return plainNumber((value * 10000).rounded() / 10000)
}
