// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// The geometry of the stack, kept out of the views so that it can be tested with numbers.
enum NotificationStackGeometry {
    /// How many buried notifications show an edge under the front one while collapsed.
    static let edgesShown = 2
    /// How much smaller each buried notification is drawn, per level, while collapsed.
    static let shrinkPerLevel: Double = 0.06
    /// The spring the stack opens and closes on.
    static let spring: Animation = .spring(duration: 0.45, bounce: 0.2)

    /// The top of each notification at `progress` (0 collapsed, 1 expanded), from the top of
    /// the stack. Collapsed, the bottom edge of each buried one sits `peek` points under the
    /// one in front; expanded, they follow one another `spacing` apart. The progress is
    /// clamped, so a bouncing spring never pushes a notification past either arrangement.
    static func tops(heights: [CGFloat], spacing: CGFloat, peek: CGFloat, progress: Double) -> [CGFloat] {
        guard let front = heights.first else { return [] }
        let amount = CGFloat(min(max(progress, 0), 1))
        var expandedTop: CGFloat = 0
        var result: [CGFloat] = []
        for (index, height) in heights.enumerated() {
            let collapsedTop = front + peek * CGFloat(min(index, edgesShown)) - height
            result.append(collapsedTop + (expandedTop - collapsedTop) * amount)
            expandedTop += height + spacing
        }
        return result
    }

    /// The scale of the notification `depth` levels behind the front one at `progress`.
    static func scale(depth: Int, progress: Double) -> CGFloat {
        let amount = min(max(progress, 0), 1)
        return CGFloat(1 - shrinkPerLevel * Double(min(depth, edgesShown)) * (1 - amount))
    }
}

/// Places the notifications for an animatable `progress`, so SwiftUI interpolates one number
/// and the layout works out every position from it.
private struct NotificationStackLayout: Layout {
    var progress: Double
    var spacing: CGFloat
    var peek: CGFloat

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 320
        let heights = subviews.map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)).height }
        let tops = NotificationStackGeometry.tops(heights: heights, spacing: spacing, peek: peek, progress: progress)
        let bottom = zip(tops, heights).map { $0 + $1 }.max() ?? 0
        return CGSize(width: width, height: bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let heights = subviews.map { $0.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height }
        let tops = NotificationStackGeometry.tops(heights: heights, spacing: spacing, peek: peek, progress: progress)
        for (subview, top) in zip(subviews, tops) {
            subview.place(
                at: CGPoint(x: bounds.minX, y: bounds.minY + top),
                proposal: ProposedViewSize(width: bounds.width, height: nil))
        }
    }
}

/// Notifications collapsed under the newest one, which expand into a column when tapped.
///
/// With Reduce Motion on, the stack switches between its two arrangements without moving.
struct NotificationStack<Item: Identifiable, Row: View>: View {
    let items: [Item]
    @Binding var isExpanded: Bool
    var spacing: CGFloat = 10
    var peek: CGFloat = 10
    @ViewBuilder var row: (Item) -> Row

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        let progress: Double = isExpanded ? 1 : 0
        NotificationStackLayout(progress: progress, spacing: spacing, peek: peek) {
            ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
                row(item)
                    .frame(maxWidth: .infinity)
                    .scaleEffect(NotificationStackGeometry.scale(depth: index, progress: progress), anchor: .bottom)
                    .opacity(isExpanded || index <= NotificationStackGeometry.edgesShown ? 1 : 0)
                    .zIndex(Double(items.count - index))
                    .accessibilityHidden(!isExpanded && index > 0)
            }
        }
        .contentShape(.rect)
        .onTapGesture { isExpanded.toggle() }
        .accessibilityElement(children: isExpanded ? .contain : .combine)
        .accessibilityAddTraits(isExpanded ? [] : .isButton)
        .animation(reduceMotion ? nil : NotificationStackGeometry.spring, value: isExpanded)
    }
}

// MARK: - Demo

private struct DemoNotification: Identifiable {
    let id: Int
    let text: String
}

struct NotificationStackDemo: View {
    @State private var isExpanded = false
    private let notifications = [
        DemoNotification(id: 1, text: "Your order has shipped"),
        DemoNotification(id: 2, text: "Rain expected after 5 pm"),
        DemoNotification(id: 3, text: "Battery fully charged"),
        DemoNotification(id: 4, text: "New comment on your photo"),
    ]

    var body: some View {
        NotificationStack(items: notifications, isExpanded: $isExpanded) { note in
            Text(note.text)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(16)
                .background(.regularMaterial, in: .rect(cornerRadius: 18))
        }
        .padding()
    }
}

#Preview {
    NotificationStackDemo()
}
