// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// How many columns and rows of the board one widget covers.
struct WidgetSpan: Hashable {
    var columns: Int = 1
    var rows: Int = 1

    var area: Int { columns * rows }
}

/// Where each widget goes and when it pops in: widgets are placed row by row in the first free
/// cell where they fit, and the largest ones come in first.
enum WidgetSizeTiming {
    /// Every widget pops in on this spring.
    static let popIn: Animation = .spring(duration: 0.5, bounce: 0.25)
    /// Used instead of the spring when Reduce Motion is on: one short fade for every widget.
    static let reducedFade: Animation = .easeInOut(duration: 0.2)
    /// The size a widget starts from, as a fraction of its own.
    static let startScale: CGFloat = 0.85

    /// The place of each widget in the order, in the order the widgets are given: larger area
    /// first; widgets of the same area keep their order.
    static func ranks(spans: [WidgetSpan]) -> [Int] {
        let order = spans.indices.sorted { a, b in
            spans[a].area != spans[b].area ? spans[a].area > spans[b].area : a < b
        }
        var ranks = [Int](repeating: 0, count: spans.count)
        for (rank, index) in order.enumerated() { ranks[index] = rank }
        return ranks
    }

    /// The top-left cell of each widget, in order: the first cell, row by row, where the
    /// widget fits without covering an earlier one (a widget wider than the board is narrowed
    /// to it).
    static func cells(spans: [WidgetSpan], columns: Int) -> [(column: Int, row: Int)] {
        let columns = max(columns, 1)
        var taken: Set<Int> = []
        var cells: [(column: Int, row: Int)] = []
        for span in spans {
            let width = min(max(span.columns, 1), columns)
            let height = max(span.rows, 1)
            var cell = 0
            while true {
                let column = cell % columns
                let row = cell / columns
                let covered = (row..<(row + height)).flatMap { r in (column..<(column + width)).map { r * columns + $0 } }
                if column + width <= columns, covered.allSatisfy({ !taken.contains($0) }) {
                    taken.formUnion(covered)
                    cells.append((column, row))
                    break
                }
                cell += 1
            }
        }
        return cells
    }
}

/// Lays out its subviews on a board of equal cells, each covering the span it is given with
/// `.widgetSpan(_:)`.
struct WidgetBoardLayout: Layout {
    var columns: Int
    var spacing: CGFloat
    var cellHeight: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cells = WidgetSizeTiming.cells(spans: subviews.map { $0[WidgetSpanKey.self] }, columns: columns)
        let rows = zip(cells, subviews).map { $0.row + $1[WidgetSpanKey.self].rows }.max() ?? 0
        let height = CGFloat(rows) * cellHeight + CGFloat(max(rows - 1, 0)) * spacing
        return CGSize(width: proposal.width ?? 320, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let spans = subviews.map { $0[WidgetSpanKey.self] }
        let cells = WidgetSizeTiming.cells(spans: spans, columns: columns)
        let columnCount = CGFloat(max(columns, 1))
        let cellWidth = (bounds.width - (columnCount - 1) * spacing) / columnCount
        for (index, subview) in subviews.enumerated() {
            let span = spans[index]
            let width = min(CGFloat(span.columns), columnCount)
            let size = CGSize(
                width: width * cellWidth + (width - 1) * spacing,
                height: CGFloat(span.rows) * cellHeight + CGFloat(span.rows - 1) * spacing)
            let origin = CGPoint(
                x: bounds.minX + CGFloat(cells[index].column) * (cellWidth + spacing),
                y: bounds.minY + CGFloat(cells[index].row) * (cellHeight + spacing))
            subview.place(at: origin, proposal: ProposedViewSize(size))
        }
    }
}

private struct WidgetSpanKey: LayoutValueKey {
    static let defaultValue = WidgetSpan()
}

extension View {
    /// How many columns and rows of a ``WidgetBoardLayout`` this view covers.
    func widgetSpan(_ span: WidgetSpan) -> some View {
        layoutValue(key: WidgetSpanKey.self, value: span)
    }
}

/// A dashboard of widgets of different sizes that pop in largest first, so the eye lands on
/// the big widgets before the small ones fill the gaps.
///
/// With Reduce Motion on, the widgets don't grow and don't wait: they fade in together.
struct WidgetSizeBoard<Widget: Identifiable, Tile: View>: View {
    /// The widgets, in reading order.
    let widgets: [Widget]
    /// How many columns and rows each widget covers.
    let span: (Widget) -> WidgetSpan
    var columns: Int = 4
    /// The wait between one widget and the next in the order, in seconds.
    var baseDelay: Double = 0.06
    var spacing: CGFloat = 10
    /// The height of one row of the board, in points.
    var cellHeight: CGFloat = 80
    /// Builds the view of one widget.
    @ViewBuilder var tile: (Widget) -> Tile

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isShown = false

    var body: some View {
        let spans = widgets.map(span)
        let ranks = WidgetSizeTiming.ranks(spans: spans)
        WidgetBoardLayout(columns: columns, spacing: spacing, cellHeight: cellHeight) {
            ForEach(Array(widgets.enumerated()), id: \.element.id) { index, widget in
                tile(widget)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .scaleEffect(isShown || reduceMotion ? 1 : WidgetSizeTiming.startScale)
                    .opacity(isShown ? 1 : 0)
                    .animation(animation(rank: ranks[index]), value: isShown)
                    .widgetSpan(spans[index])
            }
        }
        .onAppear { isShown = true }
    }

    private func animation(rank: Int) -> Animation {
        reduceMotion
            ? WidgetSizeTiming.reducedFade
            : WidgetSizeTiming.popIn.delay(Double(rank) * baseDelay)
    }
}

// MARK: - Demo

private struct DemoWidget: Identifiable {
    let id: Int
    let symbol: String
    let span: WidgetSpan
}

struct WidgetSizeBoardDemo: View {
    private let widgets = [
        DemoWidget(id: 0, symbol: "clock", span: WidgetSpan()),
        DemoWidget(id: 1, symbol: "cloud.sun", span: WidgetSpan(columns: 2, rows: 2)),
        DemoWidget(id: 2, symbol: "battery.75percent", span: WidgetSpan()),
        DemoWidget(id: 3, symbol: "alarm", span: WidgetSpan()),
        DemoWidget(id: 4, symbol: "calendar", span: WidgetSpan(columns: 2, rows: 1)),
        DemoWidget(id: 5, symbol: "figure.walk", span: WidgetSpan()),
        DemoWidget(id: 6, symbol: "music.note", span: WidgetSpan()),
        DemoWidget(id: 7, symbol: "note.text", span: WidgetSpan()),
    ]

    var body: some View {
        WidgetSizeBoard(widgets: widgets, span: \.span) { widget in
            Image(systemName: widget.symbol)
                .font(widget.span.area > 1 ? .largeTitle : .title2)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.secondary.opacity(0.15), in: RoundedRectangle(cornerRadius: 16))
        }
        .padding()
    }
}

#Preview {
    WidgetSizeBoardDemo()
}
