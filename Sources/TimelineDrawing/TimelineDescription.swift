import Foundation
import TimelineFormat
import Timing

/// The title and description of a timeline in words, built from the language's templates.
enum TimelineDescription {
    /// `Animation timeline: 7 rows`.
    static func title(_ timeline: Timeline, words: TimelineWords) -> String {
        words[.title].filled(["count": count(timeline, words: words)])
    }

    /// The timing stated in sentences, ending with what Reduce Motion does.
    static func text(
        _ timeline: Timeline, elements: [ElementTiming], words: TimelineWords, timings: AnimationTimings? = nil
    ) -> String {
        let timings = timings ?? AnimationTimings(timeline)
        var sentences: [String] = []
        switch timeline.stage {
        case .sequence:
            sentences.append(words[.steps].filled(["count": count(timeline, words: words)]))
            for (step, element) in zip(timeline.steps, elements) {
                sentences.append(
                    stepSentence(step, in: timeline, element: element, words: words, timing: timings[step.animation]))
            }
        default:
            var clauses: [String] = []
            switch timeline.stage {
            case .grid:
                clauses.append(
                    words[.grid].filled([
                        "count": count(timeline, words: words), "columns": "\(timeline.columns)",
                        "rows": "\(timeline.rows)", "order": order(timeline, words: words),
                    ]))
            case .pile:
                let template = timeline.pile.closesTogether ? words[.pileTogether] : words[.pile]
                clauses.append(template.filled(["count": count(timeline, words: words)]))
            default:
                clauses.append(count(timeline, words: words))
            }
            if timeline.count > 1 { clauses.append(delays(timeline, elements: elements, words: words)) }
            // The earliest start, which is not the first element's when an ordering decides.
            if let first = elements.map(\.start).min(), first > 0.0005, timeline.count > 1 {
                clauses.append(words[.firstWaits].filled(["delay": words.milliseconds(first)]))
            }
            if let animation = timeline.animation {
                clauses.append(motion(animation, one: timeline.count == 1, words: words, timing: timings[animation]))
            }
            sentences.append(capitalized(clauses.joined(separator: "; ")) + ".")
        }
        let finite = elements.map(\.settleTime).filter(\.isFinite)
        if finite.count == elements.count, let total = finite.max(), elements.count > 1 {
            sentences.append(words[.total].filled(["total": words.milliseconds(total)]))
        }
        sentences.append(reduceMotion(timeline, words: words))
        return sentences.joined(separator: " ")
    }

    /// The words for a Reduce Motion caption on the stage.
    static func reduceMotion(_ timeline: Timeline, words: TimelineWords) -> String {
        if timeline.steps.contains(where: { $0.reduceMotion != nil }) { return reducedSteps(timeline, words: words) }
        switch timeline.reduceMotion {
        case .fade:
            if timeline.stage == .sequence { return words[.reduceFadeSteps] }
            let all = words.nouns(elementKind(timeline)).all
            if timeline.changes.opacity?.moves == true {
                return timeline.count == 1 ? words[.reduceFadeOne] : words[.reduceFade].filled(["all": all])
            }
            return timeline.count == 1 ? words[.reduceCrossFadeOne] : words[.reduceCrossFade].filled(["all": all])
        case .still: return words[.reduceStill]
        case .same: return words[.reduceSame]
        case .hidden: return words[.reduceHidden]
        case .rest: return words[.reduceRest]
        }
    }

    /// What each step of a sequence does under Reduce Motion, when some state their own.
    static func reducedSteps(_ timeline: Timeline, words: TimelineWords) -> String {
        let starts = reducedStepStartTimes(timeline)
        let parts = timeline.steps.enumerated().map { index, step -> String in
            let word: TimelineWord
            switch reducedMode(of: step, in: timeline) {
            case .fade: word = .reduceStepFade
            case .still: word = .reduceStepStill
            case .hidden: word = .reduceStepHidden
            case .rest: word = .reduceStepRest
            case .same: word = .reduceStepSame
            }
            return words[word].filled(["name": step.label(words.language), "start": words.milliseconds(starts[index])])
        }
        return words[.reduceSteps].filled(["steps": parts.joined(separator: "; ")])
    }

    /// The chart label of an element of `timeline`.
    static func label(_ element: ElementTiming, in timeline: Timeline, alone: Bool, words: TimelineWords) -> String {
        let template = words.nouns(element.kind).label
        let number = alone ? "" : "\(element.index + 1)"
        let name = timeline.steps.first { $0.name == element.name }?.label(words.language) ?? element.name
        let label = template.filled(["n": number, "name": name])
        // A label without its number may start or end with the space before it.
        guard label.first == " " || label.last == " " else { return label }
        return label.trimmingCharacters(in: .whitespaces)
    }

    static func count(_ timeline: Timeline, words: TimelineWords) -> String {
        let nouns = words.nouns(elementKind(timeline))
        return (timeline.count == 1 ? words[.countOne] : words[.countMany]).filled([
            "n": "\(timeline.count)", "one": nouns.one, "many": nouns.many,
        ])
    }

    static func delays(_ timeline: Timeline, elements: [ElementTiming], words: TimelineWords) -> String {
        if let ordering = timeline.ordering, ordering.baseDelay > 0 {
            return words[.staggerOpen].filled(["step": words.milliseconds(ordering.baseDelay)])
        }
        guard let stagger = timeline.stagger, stagger.step > 0 else { return words[.together] }
        if stagger.cap.isFinite {
            return words[.staggerCapped].filled([
                "step": words.milliseconds(stagger.step), "cap": words.milliseconds(stagger.cap),
            ])
        }
        return words[.staggerOpen].filled(["step": words.milliseconds(stagger.step)])
    }

    static func order(_ timeline: Timeline, words: TimelineWords) -> String {
        guard let ordering = timeline.ordering else { return words[.orderReading] }
        switch ordering.strategy {
        case .priorityThenPosition(let direction):
            return words[.orderPriorityThen].filled(["direction": words.direction(direction)])
        case .priorityOnly: return words[.orderPriority]
        case .positionOnly(let direction): return words.direction(direction)
        case .radial(let x, let y, _):
            if let tile = ordering.fromTile {
                return words[.orderRadialTile].filled(["column": "\(tile.column + 1)", "row": "\(tile.row + 1)"])
            }
            return words[.orderRadial].filled(["x": plainNumber(x), "y": plainNumber(y)])
        case .readingPattern: return words[.orderReading]
        case .diagonal(let fromTopLeft, _):
            return fromTopLeft ? words[.orderDiagonalLeft] : words[.orderDiagonalRight]
        case .bySize(let largerFirst, _): return largerFirst ? words[.orderLarger] : words[.orderSmaller]
        }
    }

    /// How each element moves once it starts.
    static func motion(_ animation: Animation, one: Bool, words: TimelineWords, timing: AnimationTiming) -> String {
        if let repeating = repetition(of: animation) {
            let play = words.milliseconds(timing.playDuration ?? 0)
            guard let times = repeating.count else {
                let template =
                    repeating.autoreverses
                    ? (one ? words[.backAndForthOne] : words[.backAndForthEach])
                    : (one ? words[.foreverOne] : words[.foreverEach])
                return template.filled(["play": play])
            }
            return (one ? words[.repeatsOne] : words[.repeatsEach]).filled(["times": "\(times)", "play": play])
        }
        if timing.settlingDuration - timing.activeDuration > 0.0005 {
            return (one ? words[.settlesOne] : words[.settlesEach]).filled([
                "active": words.milliseconds(timing.activeDuration),
                "settle": words.milliseconds(timing.settlingDuration),
            ])
        }
        return (one ? words[.takesOne] : words[.takesEach]).filled(["active": words.milliseconds(timing.activeDuration)]
        )
    }

    static func stepSentence(
        _ step: Timeline.Step, in timeline: Timeline, element: ElementTiming, words: TimelineWords,
        timing: AnimationTiming
    ) -> String {
        let start = words.milliseconds(element.start)
        let name = step.label(words.language)
        func label(_ other: String) -> String {
            timeline.steps.first { $0.name == other }?.label(words.language) ?? other
        }
        let opening: String
        switch step.start {
        case .immediately:
            opening = words[.stepStart].filled(["name": name, "start": start])
        case .after(let other):
            opening = words[.stepAfter].filled(["name": name, "other": label(other), "start": start])
        case .atLeast(let minimum, let other, _):
            opening = words[.stepAtLeast].filled([
                "name": name, "other": label(other), "minimum": words.milliseconds(minimum), "start": start,
            ])
        }
        let closing: String
        if timing.repeatsForever {
            closing = words[.stepForever].filled(["play": words.milliseconds(timing.playDuration ?? 0)])
        } else if timing.settlingDuration - timing.activeDuration > 0.0005 {
            closing = words[.stepSettles].filled([
                "active": words.milliseconds(timing.activeDuration),
                "settle": words.milliseconds(timing.settlingDuration),
            ])
        } else {
            closing = words[.stepTakes].filled(["active": words.milliseconds(timing.activeDuration)])
        }
        return opening + "; " + closing
    }

    /// The outermost repeat of an animation, through delays and speeds.
    static func repetition(of animation: Animation) -> (count: Int?, autoreverses: Bool)? {
        switch animation.kind {
        case .repeated(_, let count, let autoreverses): return (count, autoreverses)
        case .delayed(let inner, _), .sped(let inner, _): return repetition(of: inner)
        case .curve, .spring: return nil
        }
    }

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
