import Testing
import TimelineFixtures
import Timing

@testable import TimelineFormat

/// A grid's `spans`: tiles of several cells placed like a dense CSS grid, the ordering ranking
/// their real frames, and the errors of spans that do not fit.
@Suite struct TileSpanTests {
    private func grid(columns: Int = 3, rows: Int = 3, spans: String, ordering: String = "{ strategy: by-size }")
        -> String
    {
        """
        stage: grid
        columns: \(columns)
        rows: \(rows)
        animation: .smooth
        ordering: \(ordering)
        spans: \(spans)
        changes: { opacity: [0, 1] }
        reduce-motion: fade
        """
    }

    @Test func tilesGoToTheFirstFreeCellRowByRow() {
        // A 2 × 2 tile, then three single cells: the first fills the top row's end, the
        // second the next row's end, the third starts the last row.
        let placed = TilePlacement.dense(spans: [(2, 2), (1, 1), (1, 1), (1, 1)], columns: 3, rows: 3)
        #expect(
            placed == [
                TilePlacement(column: 0, row: 0, columnSpan: 2, rowSpan: 2),
                TilePlacement(column: 2, row: 0), TilePlacement(column: 2, row: 1), TilePlacement(column: 0, row: 2),
            ])
    }

    @Test func aLaterSmallTileFillsAHoleAWideOneLeft() {
        // [1,1] then [3,1] leaves two cells of the top row free; the dense placement puts the
        // last single cell back there, before the wide tile.
        let placed = TilePlacement.dense(spans: [(1, 1), (3, 1), (1, 1)], columns: 3, rows: 2)
        #expect(placed.map { [$0.column, $0.row] } == [[0, 0], [0, 1], [1, 0]])
    }

    @Test func placementStopsAtTheFirstTileWithNoRoom() {
        let placed = TilePlacement.dense(spans: [(2, 2), (2, 1), (1, 1)], columns: 3, rows: 2)
        #expect(placed.count == 1)
    }

    @Test func framesCoverTheCellsAndTheGapsBetweenThem() {
        let frame = TilePlacement(column: 1, row: 2, columnSpan: 2, rowSpan: 3).frame(side: 80, gap: 10)
        #expect(frame.x == 90 && frame.y == 180 && frame.width == 170 && frame.height == 260)
    }

    @Test func bySizeStartsTheLargestTilesFirst() throws {
        // Reading order: small, large (2 × 2), wide (2 × 1), small, small.
        let timeline = try Blocks.timeline(grid(spans: "[[1, 1], [2, 2], [2, 1], [1, 1], [1, 1]]"))
        #expect(timeline.count == 5)
        let delays = elementDelays(timeline)
        #expect(delays.map { ($0 * 1000).rounded() / 1000 } == [0.2, 0, 0.1, 0.3, 0.4])
    }

    @Test func bySizeSmallerFirstReversesTheAreas() throws {
        let yaml = grid(
            spans: "[[1, 1], [2, 2], [2, 1], [1, 1], [1, 1]]", ordering: "{ strategy: by-size, larger-first: false }")
        let delays = elementDelays(try Blocks.timeline(yaml))
        #expect(delays.map { ($0 * 1000).rounded() / 1000 } == [0, 0.4, 0.3, 0.1, 0.2])
    }

    @Test func otherStrategiesSeeTheTilesRealPositions() throws {
        // The third tile sits at column 2 of row 0 (next to the 2 × 2 one), so a left-to-right
        // sweep reaches it after the two tiles of column 0.
        let yaml = grid(
            spans: "[[2, 2], [1, 1], [1, 1], [1, 1], [1, 1]]", ordering: "{ strategy: position-only }")
        let timeline = try Blocks.timeline(yaml)
        #expect(timeline.tiles.map { [$0.column, $0.row] } == [[0, 0], [2, 0], [2, 1], [0, 2], [1, 2]])
        let delays = elementDelays(timeline)
        #expect(delays.map { ($0 * 1000).rounded() / 1000 } == [0, 0.3, 0.4, 0.1, 0.2])
    }

    @Test func aGridWithoutSpansHasOneCellPerTile() throws {
        let timeline = try Blocks.timeline(grid(columns: 2, rows: 2, spans: "[[1, 1], [1, 1], [1, 1], [1, 1]]"))
        let plain = try Blocks.timeline(
            grid(columns: 2, rows: 2, spans: "").replacingOccurrences(of: "spans: \n", with: ""))
        #expect(plain.tiles == timeline.tiles)
        #expect(plain.count == 4)
    }

    @Test func aSpanWiderThanTheGridIsAnErrorAtTheSpan() {
        let errors = Blocks.errors(grid(columns: 3, rows: 3, spans: "[[1, 1], [4, 1]]"))
        #expect(errors.map(\.message) == ["'span columns' must be between 1 and 3, not 4"])
        #expect(errors.map(\.line) == [6])
    }

    @Test func aTileWithNoRoomLeftIsAnErrorAtItsSpan() {
        let errors = Blocks.errors(grid(columns: 3, rows: 2, spans: "[[2, 2], [2, 1]]"))
        #expect(
            errors.map(\.message) == [
                "tile 2 (2 × 1) finds no free place on the 3 × 2 grid after the tiles before it"
            ])
        #expect(errors.first.map { [$0.line, $0.column] } == [6, 17])
    }

    @Test func moreSpansThanCellsOrNoneAreErrors() {
        let many = Blocks.errors(grid(columns: 1, rows: 2, spans: "[[1, 1], [1, 1], [1, 1]]"))
        #expect(many.map(\.message) == ["'spans' must list one [columns, rows] per tile, 1 to 2 tiles on a 1 × 2 grid"])
        let empty = Blocks.errors(grid(columns: 1, rows: 2, spans: "[]"))
        #expect(empty.count == 1)
    }

    @Test func aSpanThatIsNotAPairIsAnError() {
        let errors = Blocks.errors(grid(spans: "[[1, 1], 2]"))
        #expect(
            errors.map(\.message) == [
                "a span must be [columns, rows], how many cells the tile covers each way, not '2'"
            ])
    }

    @Test func prioritiesCountOneNumberPerSpannedTile() {
        let yaml = grid(
            spans: "[[2, 2], [1, 1]]", ordering: "{ strategy: by-size, priorities: [0, 0, 0, 0, 0, 0, 0, 0, 0] }")
        #expect(
            Blocks.errors(yaml).map(\.message) == ["'priorities' must list one number per tile (2), in reading order"])
    }

    @Test func spansBelongToTheGridStageOnly() {
        let yaml =
            "stage: list\nitems: 2\nanimation: .smooth\nspans: [[1, 1]]\nchanges: { opacity: [0, 1] }\nreduce-motion: fade"
        #expect(Blocks.errors(yaml).map(\.message) == ["'spans' does not apply to a list stage, only to grid"])
    }
}
