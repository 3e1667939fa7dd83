import TimelineFormat

/// Every drawn property of an element over the loop, as pieces in time order, the first
/// starting at 0.
struct ElementMotion: Equatable {
    var opacity: [Piece]
    var x: [Piece]
    var y: [Piece]
    var scale: [Piece]
    /// The colour's progress from its `from` to its `to`, 0…1.
    var color: [Piece]

    /// An element that holds `state` the whole loop.
    init(still state: ElementState) {
        opacity = [.still(state.opacity)]
        x = [.still(state.x)]
        y = [.still(state.y)]
        scale = [.still(state.scale)]
        color = [.still(state.color)]
    }

    init(opacity: [Piece], x: [Piece], y: [Piece], scale: [Piece], color: [Piece] = [.still(0)]) {
        self.opacity = opacity
        self.x = x
        self.y = y
        self.scale = scale
        self.color = color
    }

    /// Steps that take over an element one after another, as ``ElementState/apply(_:progress:opacityOnly:)``
    /// does in order: from its moment `from` in the loop, a step sets the properties its
    /// changes name to their value at the progress of its curve, shifted by `offset`;
    /// of the steps that have begun, the latest in the list wins. Properties that no step has
    /// set keep `resting`.
    init(
        steps: [(from: Double, curve: Int, offset: Double, changes: Timeline.Changes)], opacityOnly: Bool = false,
        resting: ElementState = ElementState()
    ) {
        let moments =
            steps.allSatisfy { $0.from <= 0 } ? [0] : Set(steps.map { max($0.from, 0) } + [0]).sorted()
        func pieces(
            _ change: (Timeline.Changes) -> Timeline.Change?, still: Double, low: Double, high: Double
        ) -> [Piece] {
            var result: [Piece] = []
            for moment in moments {
                let owner = steps.last { $0.from <= moment && change($0.changes) != nil }
                var piece = Piece.still(still, from: moment)
                if let owner, let change = change(owner.changes) {
                    piece = Piece(
                        start: moment, curve: owner.curve, offset: owner.offset, base: change.from,
                        slope: change.to - change.from, low: low, high: high)
                }
                var previous = piece
                previous.start = result.last?.start ?? 0
                if result.last != previous { result.append(piece) }
            }
            return result
        }
        opacity = pieces(\.opacity, still: resting.opacity, low: 0, high: 1)
        color = pieces(\.colorMix, still: resting.color, low: 0, high: 1)
        x = opacityOnly ? [.still(resting.x)] : pieces(\.offsetX, still: resting.x, low: -.infinity, high: .infinity)
        y = opacityOnly ? [.still(resting.y)] : pieces(\.offsetY, still: resting.y, low: -.infinity, high: .infinity)
        scale =
            opacityOnly ? [.still(resting.scale)] : pieces(\.scale, still: resting.scale, low: 0, high: .infinity)
    }
}
