// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// Every number the entrance uses, kept apart from the view so a unit test can check the delays.
enum EntranceCascade {
    /// The curve each row rises and fades in with.
    static let curve: Animation = .smooth(duration: 0.45)
    /// How much later each row starts than the row above it, in seconds.
    static let step: Double = 0.07
    /// The longest any row waits, in seconds. From the tenth row on, rows start together.
    static let cap: Double = 0.6

    /// The wait before the row at `position` starts. Nobody waits when Reduce Motion is on.
    static func wait(before position: Int, reduceMotion: Bool) -> Double {
        guard !reduceMotion, position > 0 else { return 0 }
        return min(Double(position) * step, cap)
    }
}

/// A column of rows that rise into place one after another the first time it is shown.
///
/// The wait grows by ``EntranceCascade/step`` per row and stops growing at
/// ``EntranceCascade/cap``, so a long list never keeps its lower rows hidden for long.
/// With Reduce Motion on, every row fades in at the same moment, where it already stands.
struct StaggeredEntranceList<Element: Identifiable, RowContent: View>: View {
    /// The rows, top to bottom.
    let elements: [Element]
    /// Vertical space between two rows, in points.
    var spacing: CGFloat = 12
    /// How far below its resting place a row starts, in points.
    var rise: CGFloat = 28
    /// Builds the view for one row.
    @ViewBuilder var content: (Element) -> RowContent

    @State private var hasEntered = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        LazyVStack(spacing: spacing) {
            ForEach(Array(elements.enumerated()), id: \.element.id) { position, element in
                content(element)
                    .modifier(EntranceStep(
                        hasEntered: hasEntered,
                        rise: reduceMotion ? 0 : rise,
                        animation: EntranceCascade.curve.delay(
                            EntranceCascade.wait(before: position, reduceMotion: reduceMotion)
                        )
                    ))
            }
        }
        .onAppear { hasEntered = true }
    }
}

/// Keeps one row transparent and lowered until the list has entered, then lets it rise.
private struct EntranceStep: ViewModifier {
    let hasEntered: Bool
    let rise: CGFloat
    let animation: Animation

    func body(content: Content) -> some View {
        content.animation(animation) { row in
            row
                .opacity(hasEntered ? 1 : 0)
                .offset(y: hasEntered ? 0 : rise)
        }
    }
}

// MARK: - Demo

private struct PackingItem: Identifiable {
    let id: String
    let note: String
    let symbol: String
}

struct StaggeredEntranceListDemo: View {
    @State private var round = 0

    private let suitcase = [
        PackingItem(id: "Passport", note: "Zipped front pocket", symbol: "person.text.rectangle"),
        PackingItem(id: "Charger", note: "USB-C, two metre cable", symbol: "bolt.fill"),
        PackingItem(id: "Rain jacket", note: "Showers on Tuesday", symbol: "cloud.rain.fill"),
        PackingItem(id: "Walking shoes", note: "Already broken in", symbol: "shoeprints.fill"),
        PackingItem(id: "Sunglasses", note: "In the hard case", symbol: "sun.max.fill"),
        PackingItem(id: "Sketchbook", note: "And a spare pencil", symbol: "pencil.and.scribble"),
        PackingItem(id: "Water bottle", note: "Empty through security", symbol: "waterbottle.fill"),
    ]

    var body: some View {
        ScrollView {
            StaggeredEntranceList(elements: suitcase) { item in
                HStack(spacing: 12) {
                    Image(systemName: item.symbol)
                        .font(.title3)
                        .foregroundStyle(.tint)
                        .frame(width: 32)
                        .accessibilityHidden(true)
                    VStack(alignment: .leading) {
                        Text(item.id).font(.headline)
                        Text(item.note).font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer(minLength: 0)
                }
                .padding(14)
                .background(.background.secondary, in: .rect(cornerRadius: 16))
            }
            .id(round)
            .padding()
        }
        .safeAreaInset(edge: .bottom) {
            Button("Pack again") { round += 1 }
                .buttonStyle(.borderedProminent)
                .padding(.bottom, 8)
        }
    }
}

#Preview {
    StaggeredEntranceListDemo()
}
