import TimelineFormat

/// The drawn properties of an element at one moment, relative to its resting place.
struct ElementState: Equatable {
    var opacity = 1.0
    var x = 0.0
    var y = 0.0
    var scale = 1.0
    /// How far a colour has gone from its `from` (0) to its `to` (1).
    var color = 0.0

    /// Sets the properties a block's changes name to their value at `progress`.
    mutating func apply(_ changes: Timeline.Changes, progress: Double, opacityOnly: Bool = false) {
        if let change = changes.opacity { opacity = min(max(change.value(at: progress), 0), 1) }
        // A colour is not motion: it changes under Reduce Motion too.
        if changes.color != nil { color = min(max(progress, 0), 1) }
        guard !opacityOnly else { return }
        if let change = changes.offsetX { x = change.value(at: progress) }
        if let change = changes.offsetY { y = change.value(at: progress) }
        if let change = changes.scale { scale = max(change.value(at: progress), 0) }
    }

    var components: [Double] { [opacity, x, y, scale] }
}
