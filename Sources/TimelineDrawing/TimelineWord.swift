/// A sentence or word of the drawings, by its key in the UI strings files
/// (`Templates/strings/<language>.yml`). Sentences fill `{name}` placeholders; see
/// ``TimelineDescription`` for where each is used.
enum TimelineWord: String, CaseIterable, Sendable {
    /// The title: `Animation timeline: {count}`.
    case title = "timeline-title"
    /// The language's code (`en`), which chooses the words of a block's `appearance`.
    case language = "timeline-language"
    /// How many elements: `1 {one}`, `{n} {many}`.
    case countOne = "timeline-count-one"
    case countMany = "timeline-count-many"
    /// The stagger, with and without a cap, or no stagger at all.
    case staggerCapped = "timeline-stagger-capped"
    case staggerOpen = "timeline-stagger-open"
    case together = "timeline-together"
    /// The wait of the element that starts first.
    case firstWaits = "timeline-first-waits"
    /// How each element moves (`…Each`) or the only element (`…One`).
    case takesEach = "timeline-takes-each"
    case takesOne = "timeline-takes-one"
    case settlesEach = "timeline-settles-each"
    case settlesOne = "timeline-settles-one"
    case foreverEach = "timeline-forever-each"
    case foreverOne = "timeline-forever-one"
    case backAndForthEach = "timeline-back-and-forth-each"
    case backAndForthOne = "timeline-back-and-forth-one"
    case repeatsEach = "timeline-repeats-each"
    case repeatsOne = "timeline-repeats-one"
    /// A grid and the order of its tiles.
    case grid = "timeline-grid"
    case orderPriorityThen = "timeline-order-priority-then"
    case orderPriority = "timeline-order-priority"
    case orderRadial = "timeline-order-radial"
    case orderRadialTile = "timeline-order-radial-tile"
    case orderReading = "timeline-order-reading"
    case orderDiagonalLeft = "timeline-order-diagonal-left"
    case orderDiagonalRight = "timeline-order-diagonal-right"
    case orderLarger = "timeline-order-larger"
    case orderSmaller = "timeline-order-smaller"
    /// A pile that closes staggered, or all at once.
    case pile = "timeline-pile"
    case pileTogether = "timeline-pile-together"
    /// The steps of a sequence: how many, when each starts and how it moves.
    case steps = "timeline-steps"
    case stepStart = "timeline-step-start"
    case stepAfter = "timeline-step-after"
    case stepAtLeast = "timeline-step-at-least"
    case stepTakes = "timeline-step-takes"
    case stepSettles = "timeline-step-settles"
    case stepForever = "timeline-step-forever"
    /// When every element has settled.
    case total = "timeline-total"
    /// What Reduce Motion does, in the description and the stage's caption.
    case reduceFade = "timeline-reduce-fade"
    case reduceFadeOne = "timeline-reduce-fade-one"
    case reduceCrossFade = "timeline-reduce-cross-fade"
    case reduceCrossFadeOne = "timeline-reduce-cross-fade-one"
    case reduceFadeSteps = "timeline-reduce-fade-steps"
    case reduceStill = "timeline-reduce-still"
    case reduceSame = "timeline-reduce-same"
    case reduceHidden = "timeline-reduce-hidden"
    case reduceRest = "timeline-reduce-rest"
    /// What each step does, when a sequence's steps state their own (`{steps}`, each `{name}`
    /// with its `{start}` under Reduce Motion).
    case reduceSteps = "timeline-reduce-steps"
    case reduceStepFade = "timeline-reduce-step-fade"
    case reduceStepStill = "timeline-reduce-step-still"
    case reduceStepHidden = "timeline-reduce-step-hidden"
    case reduceStepRest = "timeline-reduce-step-rest"
    case reduceStepSame = "timeline-reduce-step-same"
    /// The chart's legend.
    case legendWaiting = "timeline-legend-waiting"
    case legendMoving = "timeline-legend-moving"
    case legendSettling = "timeline-legend-settling"
    /// The headings of a pile's opening and closing rows.
    case phaseOpening = "timeline-phase-opening"
    case phaseClosing = "timeline-phase-closing"
    /// The unit of milliseconds, after every duration and the axis's last tick.
    case milliseconds = "timeline-milliseconds"
    /// The labels of the controls `timeline.js` adds under the drawing.
    case play = "timeline-play"
    case pause = "timeline-pause"
    case scrubber = "timeline-scrubber"
    /// The switch between the full motion and what Reduce Motion shows.
    case reducedVariant = "timeline-reduced-variant"
}
