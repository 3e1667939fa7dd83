import Timing

/// The range of every number of a `timeline` block, and the caps of its drawing.
///
/// ``TimelineFormat/parse(_:drawingSize:)`` checks them all, each at the line and column of
/// the value, so `catalog check` and `catalog build` refuse the same blocks, and the drawing
/// never meets an infinite time or an unbounded amount of work. The numbers of an animation
/// expression have theirs in ``AnimationLimits``.
package enum TimelineLimits {
    /// Elements of a list or stack.
    package static let items = 1...40
    /// Cards of a pile.
    package static let pileItems = 2...12
    /// Columns, and rows, of a grid.
    package static let gridSide = 1...10
    /// Steps of a sequence.
    package static let steps = 1...20
    /// The characters of a step's name: it is the step's label in the chart and in the
    /// description, where every step that refers to it repeats it.
    package static let stepName = 1...60
    /// The words, glyphs or colours an `appearance` list holds.
    package static let appearanceItems = 1...40
    /// The characters of one word of an `appearance` (a row's title, a tab's label); an
    /// empty word draws nothing (the blank key of a keypad).
    package static let appearanceWord = 0...40
    /// A stagger's step, in seconds.
    package static let staggerStep: ClosedRange<Double> = 0...5
    /// A stagger's cap, in seconds.
    package static let staggerCap: ClosedRange<Double> = 0...60
    /// An ordering's base delay, in seconds.
    package static let baseDelay: ClosedRange<Double> = 0...5
    /// A sequence step's `at-least`, in seconds.
    package static let atLeast: ClosedRange<Double> = 0...60
    /// `opacity` values.
    package static let opacity: ClosedRange<Double> = 0...1
    /// `offset-x` and `offset-y` values, in points: the stage is a few hundred wide.
    package static let offset: ClosedRange<Double> = -1000...1000
    /// `scale` values: ten times an element's size already fills the stage.
    package static let scale: ClosedRange<Double> = 0...10
    /// A grid tile's side, in points.
    package static let tileSize: ClosedRange<Double> = 1...500
    /// The gap between grid tiles, in points.
    package static let tileGap: ClosedRange<Double> = 0...200
    /// The point of a radial ordering, `from: [x, y]`, in points: ten tiles of 500 points
    /// with their gaps span at most 6,800.
    package static let point: ClosedRange<Double> = -10_000...10_000
    /// A reading pattern's row threshold, in points.
    package static let rowThreshold: ClosedRange<Double> = 0...10_000
    /// A tile's priority.
    package static let priority: ClosedRange<Double> = -1000...1000
    /// A pile card's height, in points.
    package static let cardHeight: ClosedRange<Double> = 16...200
    /// The gap between open pile cards, in points.
    package static let spacing: ClosedRange<Double> = 0...100
    /// How far each closed pile card shows under the one before, in points.
    package static let peek: ClosedRange<Double> = 0...100
    /// How much smaller each buried pile card is drawn, per level.
    package static let shrink: ClosedRange<Double> = 0...0.3

    /// The latest moment, in seconds from the change, the last element of a block may settle
    /// (or, when it repeats forever, end its first play), its stagger, ordering or start
    /// included: the same as one animation's, ``AnimationLimits/settling``.
    package static let settling = AnimationLimits.settling
    /// The most keyframes a drawing may hold: the moments of every `keyTimes` list of the
    /// stage, with and without Reduce Motion, summed. Forty rows on the bounciest spring
    /// allowed need about 32,000 at the preview's 0.25% accuracy.
    package static let keyframes = 40_000
    /// The `still` moment shown before Play, in seconds from the change.
    package static let stillMoment = 0.0...120.0
    /// The most bars the chart may draw (an element that repeats forever has one per play).
    package static let chartBars = 2_000
    /// The size a drawing stays under, with its words in any language, in bytes: a keyframe
    /// takes at most 26 bytes (a time with 5 decimals, two coordinates with 2), a bar about
    /// 80, an element with its label under a kilobyte, so the caps above keep a drawing within
    /// about 1.3 MB whatever the block.
    package static let bytes = 2 << 20
}
