import Foundation
import Timing

/// A spring's value on an even grid from its start, by the two-term recurrence its motion
/// obeys (x[n+1] = (e^r1h + e^r2h)·x[n] − e^(r1+r2)h·x[n−1]): two multiplications a point
/// instead of an exponential and a cosine.
struct SpringSamples {
    private var previous: Double
    private var current: Double
    private let a1: Double
    private let a2: Double
    private var started = false

    init(spring: Spring, step: Double) {
        let omega = spring.angularFrequency
        let ratio = spring.dampingRatio
        let decay = exp(-ratio * omega * step)
        if abs(ratio - 1) < 1e-9 {
            a1 = 2 * decay
        } else if ratio < 1 {
            a1 = 2 * decay * cos(omega * (1 - ratio * ratio).squareRoot() * step)
        } else {
            let root = (ratio * ratio - 1).squareRoot()
            a1 = exp(-omega * (ratio - root) * step) + exp(-omega * (ratio + root) * step)
        }
        a2 = -decay * decay
        previous = -1
        current = spring.displacement(at: step)
    }

    /// The next value, from the spring's start (0) on.
    mutating func next() -> Double {
        guard started else {
            started = true
            return 0
        }
        let value = 1 + current
        let following = a1 * current + a2 * previous
        previous = current
        current = following
        return value
    }
}
