import Foundation
import Testing

@testable import Timing

/// Integrates m·x'' = −k·x − c·x' from x = −1 at rest with fourth-order Runge–Kutta, as an
/// independent check of the closed forms.
private func integrated(_ spring: Spring, until end: Double, step: Double = 1e-5) -> [Double: Double] {
    var x = -1.0
    var v = 0.0
    var time = 0.0
    var samples: [Double: Double] = [:]
    func acceleration(_ x: Double, _ v: Double) -> Double {
        (-spring.stiffness * x - spring.damping * v) / spring.mass
    }
    let every = Int((0.05 / step).rounded())
    var count = 0
    while time < end {
        if count % every == 0 { samples[(time * 100).rounded() / 100] = 1 + x }
        let k1x = v
        let k1v = acceleration(x, v)
        let k2x = v + k1v * step / 2
        let k2v = acceleration(x + k1x * step / 2, v + k1v * step / 2)
        let k3x = v + k2v * step / 2
        let k3v = acceleration(x + k2x * step / 2, v + k2v * step / 2)
        let k4x = v + k3v * step
        let k4v = acceleration(x + k3x * step, v + k3v * step)
        x += (k1x + 2 * k2x + 2 * k3x + k4x) * step / 6
        v += (k1v + 2 * k2v + 2 * k3v + k4v) * step / 6
        time += step
        count += 1
    }
    return samples
}

/// The settling time found by scanning every 10 µs: the last sample still outside the band.
private func scannedSettlingTime(_ spring: Spring, threshold: Double = 0.001) -> Double {
    let step = 1e-5
    let end = spring.settlingTime * 1.5 + 1
    var last = 0.0
    var time = 0.0
    while time < end {
        if abs(spring.displacement(at: time)) >= threshold { last = time }
        time += step
    }
    return last
}

@Suite struct SpringTests {
    @Test func springDurationHalfBounce03HasStiffness157_9() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.stiffness - 157.91367) < 1e-4)
        #expect(abs(spring.damping - 17.59292) < 1e-4)
        #expect(spring.mass == 1)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
    }

    @Test func negativeBounceIsOverdamped() {
        let spring = Spring(duration: 1, bounce: -0.5)
        #expect(abs(spring.dampingRatio - 2) < 1e-12)
        #expect(abs(spring.bounce - -0.5) < 1e-12)
    }

    @Test func responseIsTheDuration() {
        let spring = Spring(duration: 0.45, bounce: 0.2)
        #expect(abs(spring.response - 0.45) < 1e-12)
        #expect(abs(spring.bounce - 0.2) < 1e-12)
        #expect(abs(spring.angularFrequency - 2 * .pi / 0.45) < 1e-9)
    }

    @Test func presetsHaveTheirBounces() {
        func spring(_ animation: Animation) -> Spring? {
            if case .spring(let spring) = animation.kind { return spring }
            return nil
        }
        #expect(spring(.smooth) == Spring(duration: 0.5, bounce: 0))
        #expect(spring(.snappy) == Spring(duration: 0.5, bounce: 0.15))
        #expect(spring(.bouncy) == Spring(duration: 0.5, bounce: 0.3))
        #expect(spring(.snappy(duration: 0.3, extraBounce: 0.1)) == Spring(duration: 0.3, bounce: 0.25))
        #expect(spring(.spring(response: 0.5, dampingFraction: 0.825)) == spring(.spring()))
        #expect(spring(.interactiveSpring()) == Spring(response: 0.15, dampingRatio: 0.86))
        #expect(spring(.default) == Spring(response: 0.55, dampingRatio: 1))
        #expect(
            spring(.interpolatingSpring(stiffness: 170, damping: 15))
                == Spring(mass: 1, stiffness: 170, damping: 15))
    }

    @Test func criticallyDampedMatchesItsClosedForm() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let omega = 4 * Double.pi
        for time in [0.05, 0.1, 0.25, 0.5, 1] {
            let expected = 1 - (1 + omega * time) * exp(-omega * time)
            #expect(abs(spring.value(at: time) - expected) < 1e-12)
        }
    }

    @Test(arguments: [
        Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.45, bounce: 0.2),
        Spring(duration: 0.5, bounce: 0), Spring(duration: 0.8, bounce: -0.4),
        Spring(mass: 2, stiffness: 100, damping: 5),
    ])
    func closedFormMatchesIntegration(spring: Spring) {
        for (time, value) in integrated(spring, until: 1.5) {
            #expect(abs(spring.value(at: time) - value) < 1e-6, "t = \(time)")
        }
    }

    @Test func valueIsZeroBeforeTheStart() {
        #expect(Spring(duration: 0.5, bounce: 0.3).value(at: -1) == 0)
        #expect(Spring(duration: 0.5, bounce: 0.3).value(at: 0) == 0)
    }

    @Test func bouncySpringOvershoots() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let peak = stride(from: 0.0, through: 1, by: 0.001).map(spring.value(at:)).max() ?? 0
        // The first peak, at π/ωd, rises e^(−ζπ/√(1−ζ²)) past the target.
        let expected = 1 + exp(-0.7 * .pi / (1 - 0.49).squareRoot())
        #expect(abs(peak - expected) < 1e-4)
    }

    @Test func smoothSpringSettlesAfter735Milliseconds() {
        // Critical damping with ω0 = 4π: (1 + x)·e^(−x) = 0.001 at x = 9.23341.
        let settling = Spring(duration: 0.5, bounce: 0).settlingTime
        #expect(abs(settling - 9.233_413 / (4 * .pi)) < 1e-6)
    }

    @Test(arguments: [
        Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.45, bounce: 0.2),
        Spring(duration: 0.5, bounce: 0.15), Spring(duration: 0.5, bounce: 0),
        Spring(duration: 0.8, bounce: -0.4), Spring(response: 0.15, dampingRatio: 0.86),
        Spring(duration: 1, bounce: 0.8), Spring(mass: 1, stiffness: 170, damping: 15),
    ])
    func settlingTimeMatchesDenseSampling(spring: Spring) {
        let scanned = scannedSettlingTime(spring)
        #expect(abs(spring.settlingTime - scanned) < 2e-5)
        // After it, the value never leaves the band again.
        for step in 0...5000 {
            let time = spring.settlingTime + Double(step) * 0.001
            #expect(abs(spring.value(at: time) - 1) < 0.001)
        }
    }

    @Test func settlingTimeOfBounce03Spring() {
        // ζ = 0.7, ω0 = 4π, scanned every microsecond: 0.818746 s.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.settlingTime - 0.818_746) < 2e-6)
    }

    @Test func undampedSpringNeverSettles() {
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingTime == .infinity)
    }
}
