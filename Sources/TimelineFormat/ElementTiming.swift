import Timing

/// When one element of a timeline moves, in seconds from the change that starts the preview.
package struct ElementTiming: Sendable, Hashable, Codable {
    /// The element's name: the step's name, or its kind and 1-based number (`row 3`).
    package let name: String
    /// What the element is.
    package let kind: ElementKind
    /// The element's 0-based position in the block (declaration order).
    package let index: Int
    /// The element's whole animation, its stagger, ordering or step start included as a delay.
    package let animation: Animation
    /// The moment the element starts moving.
    package let start: Double
    /// How long it moves once started: a curve's duration, a spring's response; `.infinity`
    /// when it repeats forever.
    package let activeDuration: Double
    /// The moment it has settled for good; `.infinity` when it repeats forever.
    package let settleTime: Double
    /// True when the element never stops.
    package var repeatsForever: Bool { !settleTime.isFinite }

    /// An element's timing, worked out once from its animation.
    package init(name: String, kind: ElementKind, index: Int, animation: Animation) {
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
    package func progress(at time: Double) -> Double { animation.progress(at: time) }
}
