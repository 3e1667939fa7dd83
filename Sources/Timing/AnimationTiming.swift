import Foundation

/// The phases of an animation on a time line, in seconds from the change that started it.
package struct AnimationTiming: Sendable, Hashable, Codable {
    /// How long the value waits before it moves.
    package var delay: Double
    /// How long the value moves once it started: a curve's duration, a spring's response;
    /// `.infinity` when it repeats forever.
    package var activeDuration: Double
    /// How long after it started moving the value stays within 0.1% of its target for good:
    /// the curve's duration, the spring's settling time; `.infinity` when it repeats forever.
    package var settlingDuration: Double
    /// The length of one play, its wrapped delay included, when the animation repeats.
    package var playDuration: Double?

    /// Creates a timing from its phases.
    package init(
        delay: Double, activeDuration: Double, settlingDuration: Double,
        playDuration: Double? = nil
    ) {
        self.delay = delay
        self.activeDuration = activeDuration
        self.settlingDuration = settlingDuration
        self.playDuration = playDuration
    }

    /// True when the animation repeats forever: it never ends, and it has a play that loops.
    /// (A spring without damping never settles either, but does not repeat.)
    package var repeatsForever: Bool { !settlingDuration.isFinite && playDuration != nil }

    /// The moment the nominal motion ends: delay plus active duration.
    package var activeEnd: Double { delay + activeDuration }

    /// The moment the value has settled: delay plus settling duration.
    package var settledAt: Double { delay + settlingDuration }
}
