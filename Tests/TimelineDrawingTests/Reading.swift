import TimelineDrawing
import TimelineFixtures
import TimelineFormat

/// The blocks read with every check, the size of their drawing included.
extension Blocks {
    static func timeline(_ yaml: String) throws -> Timeline {
        try TimelineFormat.parse(yaml, drawingSize: TimelineSVG.size(of:))
    }

    /// The errors a block produces, or none.
    static func errors(_ yaml: String) -> [TimelineError] {
        do {
            _ = try TimelineFormat.parse(yaml, drawingSize: TimelineSVG.size(of:))
            return []
        } catch {
            return error.errors
        }
    }
}
