import Timing
import YAML

/// Reads the body of a `timeline` block (YAML) into a ``Timeline``.
///
/// Every problem of a block is reported, each with the line and column of the key or value it
/// is about, counted from the first line of the block's body.
package enum TimelineFormat {
    /// Parses and checks a block's body.
    ///
    /// - Parameter drawingSize: what the drawing of a block holds, counted by the module that
    ///   draws it, so that a block whose drawing would pass ``TimelineLimits/keyframes`` or
    ///   ``TimelineLimits/chartBars`` is refused when it is read, at the animation to blame.
    ///   It is asked only once every other check of the block has passed.
    /// - Throws: ``TimelineErrors`` with every problem found.
    package static func parse(_ yaml: String, drawingSize: (Timeline) -> DrawingSize) throws(TimelineErrors)
        -> Timeline
    {
        try parse(yaml, drawingSize: drawingSize, document: { _ in })
    }

    /// ``parse(_:drawingSize:)``, handing the block's YAML document to `document` once it is
    /// read, so that a caller that reads more from it does not read the YAML again.
    package static func parse(
        _ yaml: String, drawingSize: (Timeline) -> DrawingSize, document read: (YAMLNode) -> Void
    ) throws(TimelineErrors) -> Timeline {
        let document: YAMLNode?
        do {
            document = try YAML.parse(yaml, verbatim: animationValues)
        } catch {
            throw TimelineErrors([
                TimelineError(message: "not valid YAML: \(error.message)", line: error.line, column: error.column)
            ])
        }
        guard let root = document else {
            throw TimelineErrors([
                TimelineError(message: "the timeline block is empty; it needs at least 'stage'", line: 1, column: 1)
            ])
        }
        read(root)
        var reader = TimelineReader()
        let timeline = reader.timeline(root)
        if reader.errors.isEmpty, let timeline {
            reader.checkDrawing(drawingSize(timeline), root: root)
        }
        guard reader.errors.isEmpty, let timeline else {
            throw TimelineErrors(reader.errors)
        }
        return timeline
    }

    /// Animations are written exactly as in Swift source, unquoted: `.smooth(duration: 0.45)`
    /// is not a YAML plain scalar, because `: ` inside it would start a mapping.
    package static let animationValues = VerbatimValues(
        keys: ["animation", "reduce-motion-animation"], starts: [".", "Animation."])

    /// The keys a block may have at its top level.
    package static let topLevelKeys = [
        "stage", "items", "columns", "rows", "animation", "stagger", "ordering", "changes",
        "reduce-motion", "reduce-motion-animation", "still", "shape", "fixed", "steps", "pile", "tile",
        "spans", "appearance",
        // Read by the catalog's timeline drift check, not here.
        "not-in-source",
    ]

    /// The properties `changes` may move.
    package static let propertyNames = ["opacity", "offset-x", "offset-y", "scale", "fill", "stroke", "tint"]

    /// The ordering strategies' names in a block.
    package static let strategyNames = [
        "priority-then-position", "priority-only", "position-only", "radial", "reading-pattern",
        "diagonal", "by-size",
    ]

    /// The name of a direction in a block: `left-to-right` for ``OrderingDirection/leftToRight``.
    package static func directionName(_ direction: OrderingDirection) -> String {
        var result = ""
        for character in direction.rawValue {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
