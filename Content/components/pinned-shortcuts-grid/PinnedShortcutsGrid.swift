// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// When each shortcut slides in: pinned shortcuts first, then the others, each group swept
/// column by column from the leading edge.
enum PinnedShortcutsTiming {
    /// Every shortcut slides in on this spring.
    static let slideIn: Animation = .spring(duration: 0.4, bounce: 0.2)
    /// Used instead of the spring when Reduce Motion is on: one short fade for every shortcut.
    static let reducedFade: Animation = .easeInOut(duration: 0.2)
    /// How far a shortcut starts from its place, toward the leading edge, in points.
    static let startOffset: CGFloat = -16

    /// The place of each shortcut in the order, in the order the shortcuts are given: higher
    /// priority first (pinned is 1, the others 0), then by column from the leading edge;
    /// shortcuts in the same column keep their order, top first.
    static func ranks(priorities: [Int], columns: Int) -> [Int] {
        let columns = max(columns, 1)
        let order = priorities.indices.sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let columnA = a % columns
            let columnB = b % columns
            return columnA == columnB ? a < b : columnA < columnB
        }
        var ranks = [Int](repeating: 0, count: priorities.count)
        for (rank, index) in order.enumerated() { ranks[index] = rank }
        return ranks
    }
}

/// A grid of app shortcuts that slide in from the leading edge: the pinned ones first, wherever
/// they sit, then the rest of the grid column by column.
///
/// With Reduce Motion on, the shortcuts don't slide and don't wait: they fade in together.
struct PinnedShortcutsGrid<Shortcut: Identifiable, Cell: View>: View {
    /// The shortcuts, in reading order.
    let shortcuts: [Shortcut]
    /// Whether a shortcut is pinned; pinned shortcuts come in first.
    let isPinned: (Shortcut) -> Bool
    var columns: Int = 4
    /// The wait between one shortcut and the next in the order, in seconds.
    var baseDelay: Double = 0.05
    var spacing: CGFloat = 10
    /// Builds the view of one shortcut.
    @ViewBuilder var cell: (Shortcut) -> Cell

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isShown = false

    var body: some View {
        let ranks = PinnedShortcutsTiming.ranks(
            priorities: shortcuts.map { isPinned($0) ? 1 : 0 }, columns: columns)
        LazyVGrid(
            columns: Array(repeating: GridItem(.flexible(), spacing: spacing), count: columns), spacing: spacing
        ) {
            ForEach(Array(shortcuts.enumerated()), id: \.element.id) { index, shortcut in
                cell(shortcut)
                    .offset(x: isShown || reduceMotion ? 0 : PinnedShortcutsTiming.startOffset)
                    .opacity(isShown ? 1 : 0)
                    .animation(animation(rank: ranks[index]), value: isShown)
            }
        }
        .onAppear { isShown = true }
    }

    private func animation(rank: Int) -> Animation {
        reduceMotion
            ? PinnedShortcutsTiming.reducedFade
            : PinnedShortcutsTiming.slideIn.delay(Double(rank) * baseDelay)
    }
}

// MARK: - Demo

private struct DemoShortcut: Identifiable {
    let id: Int
    let symbol: String
    let pinned: Bool
}

struct PinnedShortcutsGridDemo: View {
    private let shortcuts = [
        DemoShortcut(id: 0, symbol: "alarm", pinned: false),
        DemoShortcut(id: 1, symbol: "timer", pinned: false),
        DemoShortcut(id: 2, symbol: "house", pinned: true),
        DemoShortcut(id: 3, symbol: "car", pinned: false),
        DemoShortcut(id: 4, symbol: "music.note", pinned: false),
        DemoShortcut(id: 5, symbol: "message", pinned: true),
        DemoShortcut(id: 6, symbol: "camera", pinned: false),
        DemoShortcut(id: 7, symbol: "map", pinned: false),
    ]

    var body: some View {
        PinnedShortcutsGrid(shortcuts: shortcuts, isPinned: \.pinned) { shortcut in
            Image(systemName: shortcut.symbol)
                .font(.title2)
                .frame(maxWidth: .infinity, minHeight: 72)
                .background(
                    shortcut.pinned ? Color.accentColor.opacity(0.25) : Color.secondary.opacity(0.15),
                    in: RoundedRectangle(cornerRadius: 16))
        }
        .padding()
    }
}

#Preview {
    PinnedShortcutsGridDemo()
}
