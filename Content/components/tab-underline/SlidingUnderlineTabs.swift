// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// The indicator's curves.
enum UnderlineTiming {
    /// Quick and without overshoot: the line is a pointer, it shouldn't wobble.
    static let slide: Animation = .snappy
    /// With Reduce Motion on, the old line fades out and the new one fades in where it belongs.
    static let reducedFade: Animation = .easeInOut(duration: 0.15)
}

/// A row of equal-width tabs with a line under the selected one that slides to each new choice.
///
/// The line is one view moved with `matchedGeometryEffect`, so it travels across the tabs in
/// between instead of jumping. With Reduce Motion on, every tab owns its own line and the lines
/// cross-fade.
struct SlidingUnderlineTabs<Item: Hashable, TabLabel: View>: View {
    let items: [Item]
    @Binding var selection: Item
    var indicatorHeight: CGFloat = 3
    var tint: Color = .accentColor
    @ViewBuilder var label: (Item) -> TabLabel

    @Namespace private var underline
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items, id: \.self) { item in
                let isSelected = item == selection
                Button {
                    selection = item
                } label: {
                    label(item)
                        .font(.subheadline.weight(isSelected ? .semibold : .regular))
                        .foregroundStyle(isSelected ? tint : Color.secondary)
                        .frame(maxWidth: .infinity, minHeight: 44)
                        .contentShape(.rect)
                }
                .buttonStyle(.plain)
                .overlay(alignment: .bottom) { indicator(isSelected: isSelected) }
                .accessibilityAddTraits(isSelected ? .isSelected : [])
            }
        }
        .animation(reduceMotion ? UnderlineTiming.reducedFade : UnderlineTiming.slide, value: selection)
        .sensoryFeedback(.selection, trigger: selection)
    }

    @ViewBuilder
    private func indicator(isSelected: Bool) -> some View {
        if reduceMotion {
            Capsule()
                .fill(tint)
                .frame(height: indicatorHeight)
                .opacity(isSelected ? 1 : 0)
        } else if isSelected {
            Capsule()
                .fill(tint)
                .frame(height: indicatorHeight)
                .matchedGeometryEffect(id: "underline", in: underline)
        }
    }
}

// MARK: - Demo

private enum Period: String, CaseIterable {
    case day = "Day", week = "Week", month = "Month", year = "Year"
}

struct SlidingUnderlineTabsDemo: View {
    @State private var period = Period.week

    var body: some View {
        VStack(spacing: 24) {
            SlidingUnderlineTabs(items: Period.allCases, selection: $period) { period in
                Text(period.rawValue)
            }
            Divider().padding(.top, -24)
            Text("Cycling distance this \(period.rawValue.lowercased())")
                .font(.headline)
                .contentTransition(.opacity)
            Spacer()
        }
        .padding()
    }
}

#Preview {
    SlidingUnderlineTabsDemo()
}
