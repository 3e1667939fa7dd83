/// Words of a timeline's SVG that depend on the language.
enum WordSlot: Sendable, Hashable {
    case play, pause, scrubber, reducedVariant
    case title, description
    /// The caption of the stage under Reduce Motion.
    case reduceMotion
    /// The same caption in the narrow chart's shorter lines (``NarrowChart``).
    case narrowReduceMotion
    /// The chart label of the element at this index.
    case label(Int)
    /// The unit after the last tick of the time axis.
    case milliseconds
    case legendWaiting, legendMoving, legendSettling
    /// The headings of a pile's opening and closing rows in the chart.
    case phaseOpening, phaseClosing
    /// A word of an element's `appearance`: of the block's (`owner` -1) or of step `owner`'s,
    /// the main words (a row's title) or the `detail`, of element `item`.
    case part(owner: Int, item: Int, detail: Bool)
}
