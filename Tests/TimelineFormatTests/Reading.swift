import TimelineFixtures
import TimelineFormat

/// The blocks read on their own: these tests leave the size of the drawing to the drawing's
/// tests, and count it as nothing.
extension Blocks {
    static func timeline(_ yaml: String) throws -> Timeline {
        try TimelineFormat.parse(yaml, drawingSize: nothing)
    }

    /// The errors a block produces, or none.
    static func errors(_ yaml: String) -> [TimelineError] {
        do {
            _ = try TimelineFormat.parse(yaml, drawingSize: nothing)
            return []
        } catch {
            return error.errors
        }
    }

    static func nothing(_ timeline: Timeline) -> DrawingSize {
        DrawingSize(keyframes: 0, chartBars: 0, moments: [:])
    }
}
