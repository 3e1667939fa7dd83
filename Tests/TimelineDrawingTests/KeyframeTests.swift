import Foundation
import Testing
import Timing

@testable import TimelineDrawing

/// The largest difference between a function and its keyframes' linear interpolation, on a
/// grid 10 times finer than the one sampled.
private func worstError(_ keyframes: Keyframes, _ function: (Double) -> Double, duration: Double) -> Double {
    var worst = 0.0
    var time = 0.0
    while time <= duration {
        worst = max(worst, abs(keyframes.value(at: time) - function(time)))
        time += 0.00005
    }
    return worst
}

@Suite struct KeyframeTests {
    static let animations: [Animation] = [
        .smooth(duration: 0.45), .bouncy, .snappy(extraBounce: 0.1), .easeInOut, .easeIn(duration: 1),
        .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5), .interactiveSpring(),
        .spring(response: 0.3, dampingFraction: 0.3), .default,
        .interpolatingSpring(stiffness: 170, damping: 15), .linear(duration: 0.8).delay(0.3),
        Animation.easeInOut(duration: 0.8).repeatForever(autoreverses: true),
    ]

    @Test(arguments: animations)
    func keyframesStayWithinAQuarterPercentOfTheTravel(animation: Animation) {
        let function = { (time: Double) in animation.progress(at: time - 0.4) }
        let keyframes = Keyframes.sample(duration: 3, tolerance: Keyframes.relativeTolerance, function)
        #expect(worstError(keyframes, function, duration: 3) < 0.0025)
        // Adaptive sampling keeps a few dozen points, not thousands.
        #expect(keyframes.times.count < 120, "\(keyframes.times.count) keyframes")
    }

    @Test func keyframesBeginAndEndTheLoop() {
        let keyframes = Keyframes.sample(duration: 2, tolerance: 0.003) { Animation.smooth.progress(at: $0) }
        #expect(keyframes.times.first == 0)
        #expect(keyframes.times.last == 2)
        #expect(keyframes.values.first == [0])
    }

    @Test func stillFunctionNeedsTwoKeyframes() {
        let keyframes = Keyframes.sample(duration: 2) { _ in [0.5, 3] }
        #expect(keyframes == Keyframes(times: [0, 2], values: [[0.5, 3], [0.5, 3]]))
    }

    @Test func jumpsKeepAKeyframeOnEachSide() {
        let animation = Animation.linear(duration: 0.5).repeatCount(2, autoreverses: false)
        let keyframes = Keyframes.sample(duration: 1.5, tolerance: 0.003) { animation.progress(at: $0) }
        #expect(abs(keyframes.value(at: 0.4995) - 0.999) < 0.005)
        #expect(abs(keyframes.value(at: 0.5005) - 0.001) < 0.005)
    }

    @Test func sharedMomentsKeepEveryFunctionWithinItsOwnTravel() {
        let spring = Animation.bouncy
        let keyframes = Keyframes.sample(duration: 2) { time in
            let progress = spring.progress(at: time - 0.2)
            return [progress, 28 - 28 * progress, 0.6 + 0.4 * progress]
        }
        for (component, travel) in [(0, 1.0), (1, 28.0), (2, 0.4)] {
            var worst = 0.0
            var time = 0.0
            while time <= 2 {
                let progress = spring.progress(at: time - 0.2)
                let exact = [progress, 28 - 28 * progress, 0.6 + 0.4 * progress][component]
                worst = max(worst, abs(keyframes.value(at: time, component: component) - exact))
                time += 0.00005
            }
            // The spring overshoots, so each travel is a little more than its change.
            #expect(worst < 0.0025 * travel, "component \(component)")
        }
    }
}
