// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// The two steps of a deletion, one after the other.
enum DeleteCollapseTiming {
    /// Step one: the row accelerates off toward the leading edge.
    static let slideOut: Animation = .easeIn(duration: 0.2)
    /// Step two: the rows below rise to close the gap.
    static let closeGap: Animation = .smooth(duration: 0.3)
    /// With Reduce Motion on, step one is a fade in place and step two has no animation.
    static let reducedFade: Animation = .easeOut(duration: 0.15)
}

/// A column of rows with a delete button each. A deleted row first slides away, and only once it
/// has gone do the rows below move up.
///
/// Doing the two steps in turn, rather than together, lets the eye see which row left before the
/// layout changes. The sequence relies on `withAnimation`'s completion, which fires on time here
/// because SwiftUI itself animates both steps (it would not inside a `List`).
struct CollapsingDeleteList<Row: Identifiable, RowContent: View>: View {
    @Binding var rows: [Row]
    var spacing: CGFloat = 8
    /// How far the row travels toward the leading edge before it is removed, in points.
    var slideDistance: CGFloat = 360
    @ViewBuilder var content: (Row) -> RowContent

    @State private var leaving: Set<Row.ID> = []
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        LazyVStack(spacing: spacing) {
            ForEach(rows) { row in
                let isLeaving = leaving.contains(row.id)
                HStack(spacing: 12) {
                    content(row)
                    Spacer(minLength: 0)
                    Button("Delete", systemImage: "trash", role: .destructive) { delete(row.id) }
                        .labelStyle(.iconOnly)
                        .frame(minWidth: 44, minHeight: 44)
                        .disabled(isLeaving)
                }
                .padding(.horizontal, 14)
                .padding(.vertical, 6)
                .background(.background.secondary, in: .rect(cornerRadius: 14))
                .offset(x: isLeaving && !reduceMotion ? -slideDistance : 0)
                .opacity(isLeaving ? 0 : 1)
                .transition(.identity) // Already invisible when removed: nothing left to animate.
                .accessibilityElement(children: .combine)
                .accessibilityAction(named: "Delete") { delete(row.id) }
            }
        }
    }

    private func delete(_ id: Row.ID) {
        guard !leaving.contains(id) else { return }
        withAnimation(reduceMotion ? DeleteCollapseTiming.reducedFade : DeleteCollapseTiming.slideOut) {
            _ = leaving.insert(id)
        } completion: {
            withAnimation(reduceMotion ? nil : DeleteCollapseTiming.closeGap) {
                rows.removeAll { $0.id == id }
            }
            leaving.remove(id)
        }
    }
}

// MARK: - Demo

private struct Alarm: Identifiable {
    let id = UUID()
    let time: String
    let label: String
}

struct CollapsingDeleteListDemo: View {
    @State private var alarms = [
        Alarm(time: "05:45", label: "Early train"),
        Alarm(time: "06:30", label: "Weekdays"),
        Alarm(time: "07:15", label: "Swim club"),
        Alarm(time: "08:00", label: "Weekend, maybe"),
        Alarm(time: "13:20", label: "Take the bread out"),
    ]

    var body: some View {
        ScrollView {
            CollapsingDeleteList(rows: $alarms) { alarm in
                VStack(alignment: .leading, spacing: 2) {
                    Text(alarm.time).font(.title2.monospacedDigit().weight(.semibold))
                    Text(alarm.label).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            .padding()
        }
        .overlay {
            if alarms.isEmpty {
                ContentUnavailableView("No Alarms", systemImage: "alarm")
            }
        }
    }
}

#Preview {
    CollapsingDeleteListDemo()
}
