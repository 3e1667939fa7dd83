import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

/// The drawing of a grid with `spans`: each tile placed and sized from the same placement the
/// ordering ranks.
@Suite struct SpannedTileTests {
    private let yaml = """
        stage: grid
        columns: 3
        rows: 2
        spans: [[2, 2], [1, 1], [1, 1]]
        animation: .smooth
        ordering: { strategy: by-size }
        changes: { opacity: [0, 1] }
        reduce-motion: fade
        """

    @Test func eachTileCoversItsCellsAndTheGapsBetweenThem() throws {
        let tiles = StageMotion(scene: DrawingScene(try Blocks.timeline(yaml))).movingElements()
        let sizes = tiles.map { tile -> [Double] in
            guard case .rect(let width, let height, _, _, _) = tile.figure else { return [] }
            return [width, height]
        }
        // Cells of 60 points, 8 apart: the 2 × 2 tile is 128 points square.
        #expect(sizes == [[128, 128], [60, 60], [60, 60]])
        // The board is 3 × 60 + 2 × 8 = 196 wide, centred on the 480-point stage from x = 142.
        #expect(tiles.map(\.x) == [206, 308, 308])
        #expect(tiles.map(\.y) == [80, 46, 114])
    }

    /// Ten columns take cells smaller than 60 points, so that the board fits the stage:
    /// (480 − 2 × 16 − 9 × 8) / 10 = 37.6.
    @Test func aWideGridFitsTheStage() throws {
        let wide = yaml.replacingOccurrences(of: "columns: 3", with: "columns: 10")
            .replacingOccurrences(of: "spans: [[2, 2], [1, 1], [1, 1]]\n", with: "")
        let tiles = StageMotion(scene: DrawingScene(try Blocks.timeline(wide))).movingElements()
        guard case .rect(let width, _, _, _, _) = tiles.first?.figure else { return #expect(Bool(false)) }
        #expect(abs(width - 37.6) < 1e-9)
        #expect(tiles.count == 20)
        let xs = tiles.map(\.x)
        #expect((xs.min() ?? 0) - width / 2 >= 16 - 1e-9 && (xs.max() ?? 0) + width / 2 <= 464 + 1e-9)
    }

    @Test func aSpannedBadgeIsTheLargestCircleInItsCells() throws {
        let badges =
            yaml.replacingOccurrences(
                of: "spans: [[2, 2], [1, 1], [1, 1]]", with: "spans: [[2, 1], [1, 1], [1, 1], [1, 1], [1, 1]]")
            + "\nshape: badge"
        let tiles = StageMotion(scene: DrawingScene(try Blocks.timeline(badges))).movingElements()
        #expect(tiles.first?.figure == .circle(radius: 30, className: "item"))
    }
}
