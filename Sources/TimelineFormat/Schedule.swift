import Timing

/// Each element's timing, in declaration order: the delay from the stagger (capped) or from
/// the grid's ordering (rank × base delay), the sequence's start rules, then the animation's
/// own delay.
package func schedule(for timeline: Timeline) -> [ElementTiming] {
    schedule(for: timeline, timings: AnimationTimings(timeline))
}

/// Each element's timing, from the block's animation timings worked out beforehand.
package func schedule(for timeline: Timeline, timings: AnimationTimings) -> [ElementTiming] {
    switch timeline.stage {
    case .sequence:
        let steps = timeline.steps
        let starts = stepStartTimes(timeline, timings: timings)
        return steps.enumerated().map { index, step in
            // The same as `delayed(step.animation, by: start).timing`, without the search.
            var timing = timings[step.animation]
            if starts[index] > 0 { timing.delay += starts[index] }
            return ElementTiming(
                name: step.name, kind: .step, index: index,
                animation: delayed(step.animation, by: starts[index]), timing: timing)
        }
    default:
        guard let animation = timeline.animation else { return [] }
        let delays = elementDelays(timeline)
        let kind = elementKind(timeline)
        let shared = timings[animation]
        return delays.enumerated().map { index, delay in
            let name = timeline.stage == .single ? kind.rawValue : "\(kind.rawValue) \(index + 1)"
            // The same as `delayed(animation, by: delay).timing`, without the search.
            var timing = shared
            if delay > 0 { timing.delay += delay }
            return ElementTiming(
                name: name, kind: kind, index: index, animation: delayed(animation, by: delay), timing: timing)
        }
    }
}

/// When each step of a sequence begins, before its animation's own delay.
package func stepStartTimes(_ timeline: Timeline, timings: AnimationTimings? = nil) -> [Double] {
    let timings = timings ?? AnimationTimings(timeline)
    let steps = timeline.steps
    let rules = steps.map { step -> SequenceStep in
        let start: StepStart
        switch step.start {
        case .immediately:
            start = .immediately
        case .after(let name):
            start = .afterEnd(of: steps.firstIndex { $0.name == name } ?? 0)
        case .atLeast(let minimum, let name, let completion):
            let index = steps.firstIndex { $0.name == name } ?? 0
            let reported = completion == .settled ? timings[steps[index].animation].settledAt : 0
            start = .atLeast(minimum, from: index, completionAfter: reported)
        }
        return SequenceStep(timing: timings[step.animation], start: start)
    }
    return StepSequence.startTimes(rules)
}

/// What a stage's elements are called: its steps, its progress markers, or its shape.
package func elementKind(_ timeline: Timeline) -> ElementKind {
    guard timeline.stage != .sequence else { return .step }
    if timeline.appearance?.part == .step { return .marker }
    switch timeline.shape {
    case .row: return .row
    case .tile: return .tile
    case .card, .screen: return .card
    case .badge: return .badge
    case .ring: return .ring
    case .banner: return .banner
    case .bar: return .bar
    }
}

/// The delay of every element before its animation, in declaration order.
package func elementDelays(_ timeline: Timeline) -> [Double] {
    if let ordering = timeline.ordering {
        return ordering.strategy.delays(gridItems(timeline), baseDelay: ordering.baseDelay)
    }
    guard let stagger = timeline.stagger else {
        return [Double](repeating: 0, count: timeline.count)
    }
    return (0..<timeline.count).map { stagger.delay(forIndex: $0) }
}

/// The frames of a grid's tiles in reading order, in the block's points: each tile covers its
/// cells, `tileSize` points square and `gap` apart.
func gridItems(_ timeline: Timeline) -> [OrderedItem] {
    timeline.tiles.enumerated().map { index, tile in
        let frame = tile.frame(side: timeline.tileSize, gap: timeline.gap)
        return OrderedItem(
            x: frame.x, y: frame.y, width: frame.width, height: frame.height,
            priority: timeline.ordering?.priorities[index] ?? 0)
    }
}

/// The animation after `seconds`, left as it is when there is nothing to wait.
func delayed(_ animation: Animation, by seconds: Double) -> Animation {
    seconds > 0 ? animation.delay(seconds) : animation
}

/// What a sequence step does under Reduce Motion: its own statement, else the block's.
package func reducedMode(of step: Timeline.Step, in timeline: Timeline) -> Timeline.ReduceMotion {
    step.reduceMotion ?? timeline.reduceMotion
}

/// The animation an element plays under Reduce Motion when it fades: the block's own fade
/// animation, else its animation.
package func fadeAnimation(_ timeline: Timeline, step: Timeline.Step? = nil) -> Animation {
    timeline.reduceMotionAnimation ?? step?.animation ?? timeline.animation ?? .default
}

/// When each step of a sequence begins under Reduce Motion, by the same start rules as
/// ``stepStartTimes(_:timings:)`` applied to what plays then: a fade lasts its fade
/// animation, a step that changes without animation (or is hidden or at rest) takes no time,
/// one that keeps its motion its own animation.
package func reducedStepStartTimes(_ timeline: Timeline) -> [Double] {
    let steps = timeline.steps
    let instant = AnimationTiming(delay: 0, activeDuration: 0, settlingDuration: 0)
    let timings = steps.map { step -> AnimationTiming in
        switch reducedMode(of: step, in: timeline) {
        case .fade: return fadeAnimation(timeline, step: step).timing
        case .same: return step.animation.timing
        case .still, .hidden, .rest: return instant
        }
    }
    var starts: [Double] = []
    for (index, step) in steps.enumerated() {
        if let fixed = step.reduceMotionStart {
            starts.append(fixed)
            continue
        }
        // The same rules as StepSequence.startTimes, over the starts already decided.
        switch step.start {
        case .immediately:
            starts.append(0)
        case .after(let name):
            let earlier = min(steps.firstIndex { $0.name == name } ?? 0, index)
            starts.append(earlier < index ? starts[earlier] + timings[earlier].settledAt : 0)
        case .atLeast(let minimum, let name, let completion):
            let earlier = min(steps.firstIndex { $0.name == name } ?? 0, index)
            guard earlier < index else {
                starts.append(0)
                continue
            }
            let elapsed = completion == .settled ? max(timings[earlier].settledAt, 0) : 0
            starts.append(starts[earlier] + elapsed + StepSequence.remainingWait(minimum: minimum, elapsed: elapsed))
        }
    }
    return starts
}
