// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// The numbers of the stack.
enum StackedAlertsTiming {
    /// Every alert drops in on this spring.
    static let drop: Animation = .bouncy
    /// Each alert lands this long after the one before it, in seconds.
    static let step: Double = 0.1
    /// How far above its place an alert starts, in points.
    static let dropHeight: CGFloat = 40
    /// How much lower each alert rests than the one before it, in points.
    static let offsetPerAlert: CGFloat = 10

    /// The delay of the alert at `index`; nothing waits with Reduce Motion on.
    static func delay(forIndex index: Int, reduceMotion: Bool) -> Double {
        reduceMotion ? 0 : Double(index) * step
    }
}

/// Alerts piled on one another, each a little lower than the one before and the newest on top.
/// When they appear they drop into place one after another on a bouncy spring.
///
/// With Reduce Motion on, they fade in together where they rest, without dropping.
struct StackedAlerts<Alert: Identifiable, Card: View>: View {
    let alerts: [Alert]
    @ViewBuilder var card: (Alert) -> Card

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isShown = false

    var body: some View {
        ZStack(alignment: .top) {
            ForEach(Array(alerts.enumerated()), id: \.element.id) { index, alert in
                card(alert)
                    .offset(y: CGFloat(index) * StackedAlertsTiming.offsetPerAlert)
                    .offset(y: isShown || reduceMotion ? 0 : -StackedAlertsTiming.dropHeight)
                    .opacity(isShown ? 1 : 0)
                    .zIndex(Double(index))
                    .animation(
                        (reduceMotion ? Animation.easeInOut(duration: 0.2) : StackedAlertsTiming.drop)
                            .delay(StackedAlertsTiming.delay(forIndex: index, reduceMotion: reduceMotion)),
                        value: isShown)
            }
        }
        .onAppear { isShown = true }
        .accessibilityElement(children: .contain)
    }
}

// MARK: - Demo

private struct DemoAlert: Identifiable {
    let id: Int
    let title: String
}

struct StackedAlertsDemo: View {
    private let alerts = [
        DemoAlert(id: 1, title: "Backup finished"),
        DemoAlert(id: 2, title: "Two new messages"),
        DemoAlert(id: 3, title: "Meeting in 10 minutes"),
    ]

    var body: some View {
        StackedAlerts(alerts: alerts) { alert in
            Text(alert.title)
                .frame(maxWidth: .infinity, minHeight: 52, alignment: .leading)
                .padding(.horizontal, 16)
                .background(.regularMaterial, in: .rect(cornerRadius: 14))
        }
        .padding()
    }
}

#Preview {
    StackedAlertsDemo()
}
