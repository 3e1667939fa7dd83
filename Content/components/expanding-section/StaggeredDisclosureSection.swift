// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// The section's curves and the small cascade of its rows.
enum DisclosureCascade {
    /// Opening: the space opens and each row drops in with this curve.
    static let open: Animation = .snappy(duration: 0.3)
    /// Closing: the rows fade out together, a little faster.
    static let close: Animation = .easeOut(duration: 0.2)
    /// Each row starts this much later than the row above it, in seconds...
    static let step: Double = 0.05
    /// ...up to this wait, so a long section doesn't trickle in.
    static let cap: Double = 0.3
    /// Where a row starts relative to its place: slightly above, as if unfolding from the header.
    static let drop: CGFloat = -8

    static func delay(at index: Int) -> Double {
        min(Double(max(index, 0)) * step, cap)
    }
}

/// A header that opens a section of rows, which drop into place one after another.
///
/// Built on a `VStack`, so it belongs in a `ScrollView` (a `List` animates its own row
/// insertions and ignores these transitions). With Reduce Motion on, the rows fade in together
/// and the chevron swaps direction instead of turning.
struct StaggeredDisclosureSection<Row: Identifiable, RowContent: View>: View {
    let title: LocalizedStringKey
    let rows: [Row]
    @Binding var isExpanded: Bool
    @ViewBuilder var content: (Row) -> RowContent

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
                withAnimation(isExpanded ? DisclosureCascade.close : DisclosureCascade.open) {
                    isExpanded.toggle()
                }
            } label: {
                HStack {
                    Text(title).font(.headline)
                    Spacer()
                    Image(systemName: reduceMotion && isExpanded ? "chevron.down" : "chevron.right")
                        .rotationEffect(.degrees(!reduceMotion && isExpanded ? 90 : 0))
                        .foregroundStyle(.secondary)
                }
                .padding(.vertical, 12)
                .contentShape(.rect)
            }
            .buttonStyle(.plain)
            .accessibilityValue(isExpanded ? Text("Expanded") : Text("Collapsed"))

            if isExpanded {
                ForEach(Array(rows.enumerated()), id: \.element.id) { index, row in
                    content(row)
                        .padding(.vertical, 10)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .transition(rowTransition(at: index))
                }
            }
        }
    }

    private func rowTransition(at index: Int) -> AnyTransition {
        let insertion: AnyTransition = reduceMotion
            ? .opacity.animation(DisclosureCascade.open)
            : .opacity
                .combined(with: .offset(y: DisclosureCascade.drop))
                .animation(DisclosureCascade.open.delay(DisclosureCascade.delay(at: index)))
        return .asymmetric(insertion: insertion, removal: .opacity.animation(DisclosureCascade.close))
    }
}

// MARK: - Demo

private struct Ingredient: Identifiable {
    let id: String
    let amount: String
}

struct StaggeredDisclosureSectionDemo: View {
    @State private var showsIngredients = true
    @State private var showsPantry = false

    private let dough = [
        Ingredient(id: "Strong flour", amount: "500 g"),
        Ingredient(id: "Water", amount: "325 ml"),
        Ingredient(id: "Olive oil", amount: "2 tbsp"),
        Ingredient(id: "Salt", amount: "10 g"),
        Ingredient(id: "Dried yeast", amount: "7 g"),
        Ingredient(id: "Honey", amount: "1 tsp"),
    ]
    private let pantry = [
        Ingredient(id: "Rosemary", amount: "A few sprigs"),
        Ingredient(id: "Flaky salt", amount: "To finish"),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                StaggeredDisclosureSection(title: "Focaccia dough", rows: dough, isExpanded: $showsIngredients) { row in
                    LabeledContent(row.id, value: row.amount)
                }
                Divider()
                StaggeredDisclosureSection(title: "Topping", rows: pantry, isExpanded: $showsPantry) { row in
                    LabeledContent(row.id, value: row.amount)
                }
            }
            .padding(.horizontal, 20)
        }
    }
}

#Preview {
    StaggeredDisclosureSectionDemo()
}
