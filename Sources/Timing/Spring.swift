import Foundation

/// A damped spring that carries a value from 0 to 1, starting at rest, as SwiftUI's spring
/// animations do.
///
/// The physical form (mass, stiffness, damping) is what the closed-form motion uses; the
/// designer's forms (`duration`/`bounce`, `response`/`dampingFraction`) map onto it with
/// mass 1, stiffness ω0² and damping 2·ratio·ω0, where ω0 = 2π / duration.
package struct Spring: Sendable, Hashable, Codable {
    /// The moving mass.
    package let mass: Double
    /// The spring constant.
    package let stiffness: Double
    /// The friction constant.
    package let damping: Double

    /// The first moment after which the value stays within ``settlingThreshold`` of 1 for good;
    /// `.infinity` for a spring without damping.
    ///
    /// Worked out once, when the spring is made: it is a search, and a repeat asks for it at
    /// every moment it is evaluated.
    package private(set) var settlingTime = Double.infinity

    /// How close to the target, as a fraction of the travel, counts as settled.
    package static let settlingThreshold = 0.001

    /// A spring from its physical constants.
    package init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        settlingTime = settlingTime(threshold: Self.settlingThreshold)
    }

    /// A spring from its perceptual duration and bounce, as `Spring(duration:bounce:)`.
    ///
    /// A bounce of 0 is critically damped, above 0 it overshoots, below 0 it is overdamped:
    /// the damping ratio is `1 − bounce` from 0 up and `1 / (1 + bounce)` below 0.
    package init(duration: Double, bounce: Double) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: ratio)
    }

    /// A spring from its response (the period of the undamped spring) and damping fraction,
    /// as `Spring(response:dampingRatio:)`.
    package init(response: Double, dampingRatio: Double) {
        let angularFrequency = 2 * Double.pi / response
        self.init(
            mass: 1, stiffness: angularFrequency * angularFrequency,
            damping: 2 * dampingRatio * angularFrequency)
    }

    /// The undamped angular frequency ω0 = √(stiffness / mass).
    package var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ: below 1 the spring overshoots, 1 is critical, above 1 overdamped.
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The perceptual duration (SwiftUI's `response`): 2π / ω0.
    package var response: Double { 2 * Double.pi / angularFrequency }

    /// The bounce that gives this spring's damping ratio: `1 − ratio` for ratios up to 1,
    /// `1 / ratio − 1` above.
    package var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// Within this distance of 1 the damping ratio is treated as exactly critical, where the
    /// under- and overdamped forms lose precision.
    static let criticalBand = 1e-9

    /// The animated value at `time` seconds: 0 before the start, approaching 1, overshooting
    /// it when the spring bounces.
    package func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        return 1 + displacement(at: time)
    }

    /// The signed distance to the target at `time` (−1 at the start).
    package func displacement(at time: Double) -> Double {
        guard time > 0 else { return -1 }
        let omega = angularFrequency
        let ratio = dampingRatio
        if abs(ratio - 1) < Self.criticalBand {
            return -(1 + omega * time) * exp(-omega * time)
        }
        if ratio < 1 {
            let decay = ratio * omega
            let damped = omega * (1 - ratio * ratio).squareRoot()
            return -exp(-decay * time)
                * (cos(damped * time) + decay / damped * sin(damped * time))
        }
        let root = (ratio * ratio - 1).squareRoot()
        let slow = -omega * (ratio - root)
        let fast = -omega * (ratio + root)
        let slowWeight = fast / (slow - fast)
        let fastWeight = -slow / (slow - fast)
        return slowWeight * exp(slow * time) + fastWeight * exp(fast * time)
    }

    /// The first moment after which the value stays within `threshold` of 1 for good.
    package func settlingTime(threshold: Double) -> Double {
        let omega = angularFrequency
        let ratio = dampingRatio
        guard ratio > 0, omega > 0, threshold > 0, ratio.isFinite, omega.isFinite else { return .infinity }
        if threshold >= 1 { return 0 }
        if ratio < 1 - Self.criticalBand {
            // From rest, the distance peaks where the velocity is zero, at nπ/ωd, with height
            // e^(−ζω0·t). After the last peak that still reaches the threshold the distance
            // only shrinks until the next zero crossing, so the answer lies in that interval.
            let decay = ratio * omega
            let damped = omega * (1 - ratio * ratio).squareRoot()
            let halfPeriod = Double.pi / damped
            let lastPeak = (log(1 / threshold) / (decay * halfPeriod)).rounded(.down)
            let peakTime = lastPeak * halfPeriod
            let crossing = zeroCrossing(after: peakTime, halfPeriod: halfPeriod)
            return boundary(threshold: threshold, from: peakTime, to: crossing)
        }
        // Critically and overdamped springs approach 1 without overshooting: the distance
        // falls monotonically, so find an upper bound by doubling, then bisect. The doubling
        // is bounded, so constants far outside the expression's limits end the search (as
        // never settling) instead of running on.
        var high = response
        var doublings = 0
        while abs(displacement(at: high)) >= threshold, high.isFinite, doublings < 2048 {
            high *= 2
            doublings += 1
        }
        guard high.isFinite, abs(displacement(at: high)) < threshold else { return .infinity }
        return boundary(threshold: threshold, from: 0, to: high)
    }

    /// The first zero of the displacement after the peak at `peakTime`.
    private func zeroCrossing(after peakTime: Double, halfPeriod: Double) -> Double {
        var low = peakTime
        var high = peakTime + halfPeriod
        let sign = displacement(at: low + halfPeriod * 1e-9) < 0
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if (displacement(at: middle) < 0) == sign { low = middle } else { high = middle }
        }
        return high
    }

    /// The time in `start...end` where the distance to the target falls to `threshold`,
    /// given that it is at least the threshold at `start` and below it at `end`.
    private func boundary(threshold: Double, from start: Double, to end: Double) -> Double {
        var low = start
        var high = end
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if abs(displacement(at: middle)) >= threshold { low = middle } else { high = middle }
            if high - low < 1e-12 { break }
        }
        return high
    }
}
