// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// When each key of the pad rises into place: row by row from the edge the pad comes from.
enum PasscodeKeypadTiming {
    /// Every key rises on this spring.
    static let rise: Animation = .spring(duration: 0.35, bounce: 0.25)
    /// Used instead of the spring when Reduce Motion is on: one short fade for every key.
    static let reducedFade: Animation = .easeOut(duration: 0.2)
    /// How far below its place a key starts, in points.
    static let startOffset: CGFloat = 20

    /// The place of each key in the order, keys given in reading order: by position alone,
    /// the row nearest `edge` first; keys of one row keep their order, leading first.
    static func ranks(columns: Int, count: Int, from edge: VerticalEdge) -> [Int] {
        let columns = max(columns, 1)
        let order = (0..<count).sorted { a, b in
            let rowA = a / columns
            let rowB = b / columns
            if rowA == rowB { return a < b }
            return edge == .bottom ? rowA > rowB : rowA < rowB
        }
        var ranks = [Int](repeating: 0, count: count)
        for (rank, key) in order.enumerated() { ranks[key] = rank }
        return ranks
    }
}

/// A passcode keypad that rises into place row by row from the bottom, the keys nearest the
/// thumb first, each key sliding up 20 points as it fades in.
///
/// With Reduce Motion on, the keys don't move and don't wait: they fade in together.
struct PasscodeKeypad<Key: View>: View {
    /// The labels of the keys, in reading order.
    var keys: [String] = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", "⌫"]
    var columns: Int = 3
    /// The edge whose row of keys comes in first.
    var risesFrom: VerticalEdge = .bottom
    /// The wait between one key and the next in the order, in seconds.
    var baseDelay: Double = 0.04
    var spacing: CGFloat = 12
    /// Builds the view of one key from its label.
    @ViewBuilder var key: (String) -> Key

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isShown = false

    var body: some View {
        let ranks = PasscodeKeypadTiming.ranks(columns: columns, count: keys.count, from: risesFrom)
        let travel = risesFrom == .bottom ? PasscodeKeypadTiming.startOffset : -PasscodeKeypadTiming.startOffset
        LazyVGrid(
            columns: Array(repeating: GridItem(.flexible(), spacing: spacing), count: columns), spacing: spacing
        ) {
            ForEach(keys.indices, id: \.self) { index in
                key(keys[index])
                    .offset(y: isShown || reduceMotion ? 0 : travel)
                    .opacity(isShown ? 1 : 0)
                    .animation(animation(rank: ranks[index]), value: isShown)
            }
        }
        .onAppear { isShown = true }
    }

    private func animation(rank: Int) -> Animation {
        reduceMotion
            ? PasscodeKeypadTiming.reducedFade
            : PasscodeKeypadTiming.rise.delay(Double(rank) * baseDelay)
    }
}

// MARK: - Demo

struct PasscodeKeypadDemo: View {
    @State private var entered = ""

    var body: some View {
        VStack(spacing: 24) {
            Text(String(repeating: "●", count: entered.count) + String(repeating: "○", count: 4 - entered.count))
                .font(.title2)
                .accessibilityLabel("\(entered.count) of 4 digits entered")
            PasscodeKeypad { label in
                Button {
                    type(label)
                } label: {
                    Text(label)
                        .font(.title)
                        .frame(maxWidth: .infinity, minHeight: 64)
                        .background(label.isEmpty ? .clear : Color.secondary.opacity(0.15), in: Circle())
                }
                .buttonStyle(.plain)
                .disabled(label.isEmpty)
                .accessibilityLabel(label == "⌫" ? "Delete" : label)
            }
        }
        .padding(24)
    }

    private func type(_ label: String) {
        if label == "⌫" {
            if !entered.isEmpty { entered.removeLast() }
        } else if entered.count < 4 {
            entered += label
        }
    }
}

#Preview {
    PasscodeKeypadDemo()
}
