import TimelineFormat

/// One element on the stage: where it rests, what it looks like, and its state over the loop.
struct StageElement {
    var x: Double
    var y: Double
    var figure: Figure
    /// The exact state at a moment of the loop, the reference the drawing is checked against.
    var state: (Double) -> ElementState
    /// The same motion as pieces of shared curves, which is what the drawing samples.
    var motion: ElementMotion
    /// The colour of its part that changes, drawn as a copy in the new colour whose opacity
    /// is the colour's progress; nil when no colour changes.
    var recolor: Timeline.ColorChange? = nil
}
