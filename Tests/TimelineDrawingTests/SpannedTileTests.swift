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
        // Cells of 44 points, 8 apart: the 2 × 2 tile is 96 points square.
        #expect(sizes == [[96, 96], [44, 44], [44, 44]])
        // The board is 3 × 44 + 2 × 8 = 148 wide, centred on the 480-point stage from x = 166.
        #expect(tiles.map(\.x) == [214, 292, 292])
        #expect(tiles.map(\.y) == [64, 38, 90])
    }

    @Test func aSpannedBadgeIsTheLargestCircleInItsCells() throws {
        let badges =
            yaml.replacingOccurrences(
                of: "spans: [[2, 2], [1, 1], [1, 1]]", with: "spans: [[2, 1], [1, 1], [1, 1], [1, 1], [1, 1]]")
            + "\nshape: badge"
        let tiles = StageMotion(scene: DrawingScene(try Blocks.timeline(badges))).movingElements()
        #expect(tiles.first?.figure == .circle(radius: 22, className: "item"))
    }
}
