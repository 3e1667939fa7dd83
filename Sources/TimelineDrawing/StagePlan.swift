import TimelineFormat
import Timing

/// How one loop of a preview is laid out in time: a short still moment showing the starting
/// state, the motion, a pause on the final state; a pile then closes and pauses again. A
/// motion that repeats forever loops without pauses.
struct StagePlan {
    /// The still moment before the motion, in seconds.
    let preRoll: Double
    /// How long the motion lasts until every element has settled.
    let span: Double
    /// The pause on the final state.
    let hold: Double
    /// True for a pile, which opens and then closes within one loop.
    let closes: Bool
    /// How long a pile takes to close until every card has settled (0 for other stages).
    let closingSpan: Double
    /// The end of the chart's time axis, a round number of ticks.
    let axisEnd: Double
    /// The spacing of the axis ticks.
    let tickStep: Double

    static let stillMoment = 0.4
    static let pause = 1.2
    /// The least a forever-repeating preview plays before it loops.
    static let foreverSpan = 1.6

    init(timeline: Timeline, elements: [ElementTiming]) {
        let repeatsForever = elements.contains(where: \.repeatsForever)
        var span = 0.0
        for element in elements {
            if element.repeatsForever {
                let play = max(element.animation.timing.playDuration ?? 1, 0.05)
                let reverses = TimelineDescription.repetition(of: element.animation)?.autoreverses ?? false
                // A whole number of round trips, so the loop seam does not show.
                let unit = reverses ? 2 * play : play
                let plays = max((Self.foreverSpan / unit).rounded(.up), 1)
                span = max(span, element.start + plays * unit)
            } else {
                span = max(span, element.settleTime)
            }
        }
        span = max(span, 0.1)
        self.span = span
        preRoll = repeatsForever ? 0 : Self.stillMoment
        hold = repeatsForever ? 0 : Self.pause
        closes = timeline.stage == .pile
        closingSpan = closes ? Self.closingSpan(timeline: timeline, elements: elements) : 0
        // Whole milliseconds, so the axis ends on a round number exactly.
        let steps = [10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 50000]
        let tick = steps.first { span * 1000 / Double($0) <= 6 } ?? 100_000
        let ticks = Int((span * 1000 / Double(tick) - 1e-9).rounded(.up))
        tickStep = Double(tick) / 1000
        axisEnd = Double(ticks * tick) / 1000
    }

    /// How long a pile's closing lasts: every card at once, or with the opening's stagger.
    static func closingSpan(timeline: Timeline, elements: [ElementTiming]) -> Double {
        guard timeline.pile.closesTogether, let animation = timeline.animation else {
            return elements.map(\.settleTime).max() ?? 0
        }
        return animation.timing.settledAt
    }

    /// The length of one loop.
    var cycle: Double { closes ? preRoll + span + hold + closingSpan + hold : preRoll + span + hold }

    /// The phases of the loop (the opening and a pile's closing): where each begins and how
    /// long its motion lasts, as the playhead sweeps it.
    var phases: [(start: Double, span: Double)] {
        closes ? [(preRoll, span), (closingStart, closingSpan)] : [(preRoll, span)]
    }

    /// The moment in the loop where a pile starts to close.
    var closingStart: Double { preRoll + span + hold }

    /// The moment the motion has ended and the final state shows.
    var restingTime: Double { min(preRoll + span, cycle) }
}
