import Timing

/// What kind of element a stage draws, which names it in the chart.
public enum ElementKind: String, Sendable, Hashable {
    /// A list row.
    case row
    /// A grid tile.
    case tile
    /// A card of a stack or pile.
    case card
    /// A round badge or button.
    case badge
    /// A capsule such as a toast.
    case banner
    /// A thin bar such as a tab underline.
    case bar
    /// A sequence step, named by the block.
    case step
}

/// When one element of a timeline moves, in seconds from the change that starts the preview.
public struct ElementTiming: Sendable, Hashable {
    /// The element's name: the step's name, or its kind and 1-based number (`row 3`).
    public let name: String
    /// What the element is.
    public let kind: ElementKind
    /// The element's 0-based position in the block (declaration order).
    public let index: Int
    /// The element's whole animation, its stagger, ordering or step start included as a delay.
    public let animation: Animation
    /// The moment the element starts moving.
    public let start: Double
    /// How long it moves once started: a curve's duration, a spring's response; `.infinity`
    /// when it repeats forever.
    public let activeDuration: Double
    /// The moment it has settled for good; `.infinity` when it repeats forever.
    public let settleTime: Double
    /// True when the element never stops.
    public var repeatsForever: Bool { !settleTime.isFinite }

    /// An element's timing, worked out once from its animation.
    public init(name: String, kind: ElementKind, index: Int, animation: Animation) {
        self.init(name: name, kind: kind, index: index, animation: animation, timing: animation.timing)
    }

    /// An element's timing from its animation's, worked out beforehand (a spring's settling
    /// time is a search, done once for all the elements that share it).
    init(name: String, kind: ElementKind, index: Int, animation: Animation, timing: AnimationTiming) {
        self.name = name
        self.kind = kind
        self.index = index
        self.animation = animation
        start = timing.delay
        activeDuration = timing.activeDuration
        settleTime = timing.settledAt
    }

    /// The progress of the element at `time` (0 before it starts, 1 when settled).
    public func progress(at time: Double) -> Double { animation.progress(at: time) }
}

/// Each element's timing, in declaration order: the delay from the stagger (capped) or from
/// the grid's ordering (rank × base delay), the sequence's start rules, then the animation's
/// own delay.
public func schedule(for timeline: Timeline) -> [ElementTiming] {
    schedule(for: timeline, timings: AnimationTimings(timeline))
}

/// Each element's timing, from the block's animation timings worked out beforehand.
func schedule(for timeline: Timeline, timings: AnimationTimings) -> [ElementTiming] {
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
func stepStartTimes(_ timeline: Timeline, timings: AnimationTimings? = nil) -> [Double] {
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

/// What a stage's elements are called: its steps, or its shape.
func elementKind(_ timeline: Timeline) -> ElementKind {
    guard timeline.stage != .sequence else { return .step }
    switch timeline.shape {
    case .row: return .row
    case .tile: return .tile
    case .card, .screen: return .card
    case .badge: return .badge
    case .banner: return .banner
    case .bar: return .bar
    }
}

/// The delay of every element before its animation, in declaration order.
func elementDelays(_ timeline: Timeline) -> [Double] {
    if let ordering = timeline.ordering {
        return ordering.strategy.delays(gridItems(timeline), baseDelay: ordering.baseDelay)
    }
    guard let stagger = timeline.stagger else {
        return [Double](repeating: 0, count: timeline.count)
    }
    return (0..<timeline.count).map { stagger.delay(forIndex: $0) }
}

/// The frames of a grid's tiles in reading order, in the block's points.
func gridItems(_ timeline: Timeline) -> [OrderedItem] {
    (0..<timeline.count).map { index in
        let column = Double(index % timeline.columns)
        let row = Double(index / timeline.columns)
        return OrderedItem(
            x: column * (timeline.tileSize + timeline.gap), y: row * (timeline.tileSize + timeline.gap),
            width: timeline.tileSize, height: timeline.tileSize,
            priority: timeline.ordering?.priorities[index] ?? 0)
    }
}

/// The animation after `seconds`, left as it is when there is nothing to wait.
func delayed(_ animation: Animation, by seconds: Double) -> Animation {
    seconds > 0 ? animation.delay(seconds) : animation
}

/// The timings of a block's own animations, each worked out once: a spring's settling time is
/// a search, and the schedule, the curves and the description all ask for it.
struct AnimationTimings: Sendable {
    private var known: [Animation: AnimationTiming] = [:]

    init(_ timeline: Timeline) {
        let animations =
            [timeline.animation, timeline.reduceMotionAnimation].compactMap { $0 } + timeline.steps.map(\.animation)
        for animation in animations where known[animation] == nil { known[animation] = animation.timing }
    }

    /// The timing of `animation`, worked out now if it is not one of the block's.
    subscript(_ animation: Animation) -> AnimationTiming { known[animation] ?? animation.timing }
}
