/// Where one tile of a `grid` stage sits: its top-left cell and how many columns and rows it
/// spans, counted in cells from 0.
package struct TilePlacement: Sendable, Hashable, Codable {
    /// The tile's first column, from 0 at the left.
    package let column: Int
    /// The tile's first row, from 0 at the top.
    package let row: Int
    /// How many columns the tile covers.
    package let columnSpan: Int
    /// How many rows the tile covers.
    package let rowSpan: Int

    package init(column: Int, row: Int, columnSpan: Int = 1, rowSpan: Int = 1) {
        self.column = column
        self.row = row
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
    }

    /// The tile's frame when each cell is `side` points square and cells are `gap` apart, the
    /// first cell's top-left corner at (0, 0).
    package func frame(side: Double, gap: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        let pitch = side + gap
        return (
            Double(column) * pitch, Double(row) * pitch,
            Double(columnSpan) * side + Double(columnSpan - 1) * gap,
            Double(rowSpan) * side + Double(rowSpan - 1) * gap
        )
    }

    /// Places tiles of the given spans (columns × rows each, in reading order) on a grid of
    /// `columns` × `rows` cells the way a dense CSS grid does: each tile goes to the first cell,
    /// row by row, where it fits without covering an earlier tile or leaving the grid.
    ///
    /// Returns the placements of the tiles that fit, in order; when a tile finds no place the
    /// list stops before it, so `result.count` is the index of the first tile that did not fit.
    package static func dense(spans: [(columns: Int, rows: Int)], columns: Int, rows: Int) -> [TilePlacement] {
        guard columns > 0, rows > 0 else { return [] }
        var taken = [Bool](repeating: false, count: columns * rows)
        var placements: [TilePlacement] = []
        for span in spans {
            guard span.columns >= 1, span.rows >= 1, span.columns <= columns, span.rows <= rows,
                let place = firstFree(span, taken: taken, columns: columns, rows: rows)
            else { break }
            for row in place.row..<(place.row + span.rows) {
                for column in place.column..<(place.column + span.columns) { taken[row * columns + column] = true }
            }
            placements.append(
                TilePlacement(column: place.column, row: place.row, columnSpan: span.columns, rowSpan: span.rows))
        }
        return placements
    }

    /// The first cell, in reading order, where a tile of `span` covers only free cells.
    private static func firstFree(
        _ span: (columns: Int, rows: Int), taken: [Bool], columns: Int, rows: Int
    ) -> (column: Int, row: Int)? {
        for row in 0...(rows - span.rows) {
            for column in 0...(columns - span.columns) {
                let free = (row..<(row + span.rows)).allSatisfy { r in
                    (column..<(column + span.columns)).allSatisfy { !taken[r * columns + $0] }
                }
                if free { return (column, row) }
            }
        }
        return nil
    }
}
