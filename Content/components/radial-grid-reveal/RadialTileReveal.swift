// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// A cell of the grid, counted from the top-leading corner.
struct TileCoordinate: Hashable, Sendable {
    var column: Int
    var row: Int
}

/// The reveal's curve and the order in which tiles come in.
enum RadialRevealTiming {
    /// The spring every tile grows in with.
    static let spring: Animation = .spring(duration: 0.5, bounce: 0.3)
    /// Used instead of the spring when Reduce Motion is on: one short fade for every tile.
    static let reducedFade: Animation = .easeInOut(duration: 0.25)
    /// The scale a tile starts from before it grows to full size.
    static let startScale: CGFloat = 0.6

    /// The delay of every cell. Cells are sorted by their distance to `origin`, cells at the same
    /// distance keep reading order, and the n-th cell in that order waits `n * baseDelay`.
    static func delays(columns: Int, rows: Int, origin: TileCoordinate, baseDelay: Double) -> [TileCoordinate: Double] {
        let cells = (0..<max(rows, 0)).flatMap { row in
            (0..<max(columns, 0)).map { TileCoordinate(column: $0, row: row) }
        }
        // Squared distances are whole numbers, so ties compare exactly.
        let ranked = cells.enumerated().sorted { lhs, rhs in
            let left = squaredDistance(lhs.element, origin)
            let right = squaredDistance(rhs.element, origin)
            return left == right ? lhs.offset < rhs.offset : left < right
        }
        var result: [TileCoordinate: Double] = [:]
        for (rank, entry) in ranked.enumerated() {
            result[entry.element] = Double(rank) * baseDelay
        }
        return result
    }

    private static func squaredDistance(_ cell: TileCoordinate, _ origin: TileCoordinate) -> Int {
        let dx = cell.column - origin.column
        let dy = cell.row - origin.row
        return dx * dx + dy * dy
    }
}

/// A grid whose tiles grow in from one cell outwards, nearest first.
///
/// Hiding is immediate for every tile, so the reveal can be replayed from a new origin at once.
/// With Reduce Motion on, the tiles fade in together at full size.
struct RadialTileReveal<Tile: View>: View {
    /// Whether the tiles are shown. Turning it on plays the reveal.
    let isRevealed: Bool
    var columns: Int = 5
    var rows: Int = 5
    /// The cell the reveal spreads from.
    var origin: TileCoordinate = TileCoordinate(column: 2, row: 2)
    /// The extra wait for each tile further out in the order, in seconds.
    var baseDelay: Double = 0.05
    var spacing: CGFloat = 8
    /// Builds the tile for one cell.
    @ViewBuilder var tile: (TileCoordinate) -> Tile

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        let delays = RadialRevealTiming.delays(columns: columns, rows: rows, origin: origin, baseDelay: baseDelay)
        Grid(horizontalSpacing: spacing, verticalSpacing: spacing) {
            ForEach(0..<rows, id: \.self) { row in
                GridRow {
                    ForEach(0..<columns, id: \.self) { column in
                        let cell = TileCoordinate(column: column, row: row)
                        tile(cell)
                            .opacity(isRevealed ? 1 : 0)
                            .scaleEffect(isRevealed || reduceMotion ? 1 : RadialRevealTiming.startScale)
                            .animation(animation(after: delays[cell] ?? 0), value: isRevealed)
                    }
                }
            }
        }
    }

    private func animation(after delay: Double) -> Animation? {
        guard isRevealed else { return nil }
        return reduceMotion ? RadialRevealTiming.reducedFade : RadialRevealTiming.spring.delay(delay)
    }
}

// MARK: - Demo

struct RadialTileRevealDemo: View {
    @State private var origin = TileCoordinate(column: 2, row: 2)
    @State private var isRevealed = false

    var body: some View {
        VStack(spacing: 20) {
            RadialTileReveal(isRevealed: isRevealed, origin: origin) { cell in
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color(hue: 0.5 + Double(cell.column + cell.row) * 0.04, saturation: 0.6, brightness: 0.9))
                    .aspectRatio(1, contentMode: .fit)
                    .onTapGesture { replay(from: cell) }
            }
            Text("Tap a tile to reveal the grid from there.")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(24)
        .onAppear { isRevealed = true }
    }

    private func replay(from cell: TileCoordinate) {
        isRevealed = false
        origin = cell
        Task {
            try? await Task.sleep(for: .milliseconds(300))
            isRevealed = true
        }
    }
}

#Preview {
    RadialTileRevealDemo()
}
