import Foundation

/// A SwiftUI animation as a value that can be evaluated over time: a timing curve or a spring,
/// wrapped by modifiers (`delay`, `speed`, `repeatCount`, `repeatForever`).
///
/// A modifier wraps the animation it is called on, as in SwiftUI: `.delay(1).speed(2)` plays
/// the delay twice as fast too, `.speed(2).delay(1)` waits a full second, and a repeat plays
/// the delay it wraps before every repetition.
package struct Animation: Sendable, Hashable, Codable {
    /// What an animation is made of.
    package indirect enum Kind: Sendable, Hashable, Codable {
        /// A timing curve over a duration in seconds.
        case curve(TimingCurve, duration: Double)
        /// A spring, which lasts until it settles.
        case spring(Spring)
        /// Waits `seconds` before playing `animation`.
        case delayed(Animation, seconds: Double)
        /// Plays `animation` `factor` times as fast.
        case sped(Animation, factor: Double)
        /// Plays `animation` `count` times (nil: forever), every other time backwards when it
        /// autoreverses.
        case repeated(Animation, count: Int?, autoreverses: Bool)
    }

    /// The structure of this animation.
    package let kind: Kind

    /// Wraps a structure.
    package init(_ kind: Kind) {
        self.kind = kind
    }

    /// The duration of the named curves when none is given, in seconds.
    package static let defaultCurveDuration = 0.35

    // MARK: Curves

    /// Constant speed over 0.35 s.
    package static let linear = Animation.linear(duration: defaultCurveDuration)
    /// Starts slowly, over 0.35 s.
    package static let easeIn = Animation.easeIn(duration: defaultCurveDuration)
    /// Ends slowly, over 0.35 s.
    package static let easeOut = Animation.easeOut(duration: defaultCurveDuration)
    /// Starts and ends slowly, over 0.35 s.
    package static let easeInOut = Animation.easeInOut(duration: defaultCurveDuration)

    /// Constant speed over `duration` seconds.
    package static func linear(duration: Double) -> Animation {
        Animation(.curve(.linear, duration: duration))
    }

    /// `easeIn` over `duration` seconds.
    package static func easeIn(duration: Double) -> Animation {
        Animation(.curve(.easeIn, duration: duration))
    }

    /// `easeOut` over `duration` seconds.
    package static func easeOut(duration: Double) -> Animation {
        Animation(.curve(.easeOut, duration: duration))
    }

    /// `easeInOut` over `duration` seconds.
    package static func easeInOut(duration: Double) -> Animation {
        Animation(.curve(.easeInOut, duration: duration))
    }

    /// A cubic Bézier curve with control points (c0x, c0y) and (c1x, c1y).
    package static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
        duration: Double = defaultCurveDuration
    ) -> Animation {
        Animation(.curve(.bezier(UnitBezier(c0x, c0y, c1x, c1y)), duration: duration))
    }

    // MARK: Springs

    /// A spring with a perceptual duration and a bounce (defaults 0.5 s and 0).
    ///
    /// `.spring()` without arguments is the response/damping-fraction spring, as in
    /// ``AnimationExpression``.
    @_disfavoredOverload
    package static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce)))
    }

    /// A spring with a response and a damping fraction (defaults 0.5 and 0.825).
    package static func spring(response: Double = 0.5, dampingFraction: Double = 0.825)
        -> Animation
    {
        Animation(.spring(Spring(response: response, dampingRatio: dampingFraction)))
    }

    /// The duration shared by `smooth`, `snappy` and `bouncy` when none is given.
    package static let presetSpringDuration = 0.5

    /// A spring without bounce: duration 0.5 s, bounce 0.
    package static let smooth = Animation.smooth()
    /// A spring with a little bounce: duration 0.5 s, bounce 0.15.
    package static let snappy = Animation.snappy()
    /// A spring with a visible bounce: duration 0.5 s, bounce 0.3.
    package static let bouncy = Animation.bouncy()

    /// `smooth` with a duration and bounce added to its own 0.
    package static func smooth(duration: Double = presetSpringDuration, extraBounce: Double = 0)
        -> Animation
    {
        spring(duration: duration, bounce: 0 + extraBounce)
    }

    /// `snappy` with a duration and bounce added to its own 0.15.
    package static func snappy(duration: Double = presetSpringDuration, extraBounce: Double = 0)
        -> Animation
    {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// `bouncy` with a duration and bounce added to its own 0.3.
    package static func bouncy(duration: Double = presetSpringDuration, extraBounce: Double = 0)
        -> Animation
    {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A spring from its physical constants.
    package static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double
    ) -> Animation {
        Animation(.spring(Spring(mass: mass, stiffness: stiffness, damping: damping)))
    }

    /// A spring from its duration and bounce (defaults 0.5 s and 0), as the physical form
    /// reads them.
    package static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0)
        -> Animation
    {
        spring(duration: duration, bounce: bounce)
    }

    /// A stiff spring for following a finger: response 0.15, damping fraction 0.86 by default.
    package static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }

    /// SwiftUI's `.default`: a spring with response 0.55 and damping fraction 1.
    package static let `default` = Animation.spring(response: 0.55, dampingFraction: 1)

    // MARK: Modifiers

    /// This animation after a wait of `seconds`.
    package func delay(_ seconds: Double) -> Animation {
        Animation(.delayed(self, seconds: seconds))
    }

    /// This animation played `factor` times as fast, its own delays included.
    package func speed(_ factor: Double) -> Animation {
        Animation(.sped(self, factor: factor))
    }

    /// This animation played `count` times; when it autoreverses, every other play runs
    /// backwards. At the end the value is the target, as in SwiftUI, even after an even number
    /// of reversed plays. A repeat of an animation that repeats forever plays that animation
    /// as it is.
    package func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        Animation(.repeated(self, count: count, autoreverses: autoreverses))
    }

    /// This animation played forever; when it autoreverses, every other play runs backwards.
    package func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(.repeated(self, count: nil, autoreverses: autoreverses))
    }

    // MARK: Evaluation

    /// The progress from 0 (the old value) to 1 (the new one) at `time` seconds after the
    /// change. Springs may pass 1 on the way.
    package func progress(at time: Double) -> Double {
        switch kind {
        case .curve(let curve, let duration):
            guard time > 0 else { return 0 }
            guard duration > 0, time < duration else { return 1 }
            return curve.progress(at: time / duration)
        case .spring(let spring):
            return spring.value(at: time)
        case .delayed(let animation, let seconds):
            return animation.progress(at: time - seconds)
        case .sped(let animation, let factor):
            return animation.progress(at: time * factor)
        case .repeated(let animation, let count, let autoreverses):
            guard time > 0 else { return 0 }
            let length = animation.timing.settledAt
            guard length > 0, length.isFinite else { return animation.progress(at: time) }
            let play = (time / length).rounded(.down)
            if let count, play >= Double(count) { return 1 }
            let value = animation.progress(at: time - play * length)
            let backwards = autoreverses && play.truncatingRemainder(dividingBy: 2) == 1
            return backwards ? 1 - value : value
        }
    }

    /// When this animation starts moving, how long it is active and when it settles.
    package var timing: AnimationTiming {
        switch kind {
        case .curve(_, let duration):
            return AnimationTiming(delay: 0, activeDuration: duration, settlingDuration: duration)
        case .spring(let spring):
            return AnimationTiming(
                delay: 0, activeDuration: spring.response, settlingDuration: spring.settlingTime)
        case .delayed(let animation, let seconds):
            var timing = animation.timing
            timing.delay += seconds
            return timing
        case .sped(let animation, let factor):
            let inner = animation.timing
            return AnimationTiming(
                delay: inner.delay / factor, activeDuration: inner.activeDuration / factor,
                settlingDuration: inner.settlingDuration / factor,
                playDuration: inner.playDuration.map { $0 / factor })
        case .repeated(let animation, let count, _):
            let inner = animation.timing
            // What never ends has nothing to repeat: the repeat plays it as it is.
            // (``AnimationExpression`` refuses to write such a repeat.)
            guard inner.settlingDuration.isFinite else { return inner }
            let play = inner.delay + inner.settlingDuration
            guard let count else {
                return AnimationTiming(
                    delay: inner.delay, activeDuration: .infinity, settlingDuration: .infinity,
                    playDuration: play)
            }
            let plays = Double(max(count, 1))
            return AnimationTiming(
                delay: inner.delay,
                activeDuration: (plays - 1) * play + inner.activeDuration,
                settlingDuration: (plays - 1) * play + inner.settlingDuration,
                playDuration: play)
        }
    }
}

extension Animation {
    /// When the animation is over, in seconds from the change: the moment it settles, or, when
    /// it repeats forever, the moment its first play ends. ``AnimationLimits/settling`` bounds
    /// it.
    package var firstPlayEnd: Double {
        switch kind {
        case .curve, .spring:
            return timing.settledAt
        case .delayed(let animation, let seconds):
            return seconds + animation.firstPlayEnd
        case .sped(let animation, let factor):
            return animation.firstPlayEnd / factor
        case .repeated(let animation, let count, _):
            let inner = animation.timing
            guard inner.settlingDuration.isFinite else { return animation.firstPlayEnd }
            // One play, its wrapped delay included; a finite repeat is over when it settles.
            return count == nil ? inner.delay + inner.settlingDuration : timing.settledAt
        }
    }
}
