// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// The ripple's numbers.
enum BadgePulseTiming {
    /// One ripple every 1.2 s. It doesn't reverse: each ring grows and fades, then a new one starts.
    static let ripple: Animation = .easeOut(duration: 1.2).repeatForever(autoreverses: false)
    /// How large a ring grows compared with the badge.
    static let rippleScale: CGFloat = 1.8
    /// How opaque a ring is when it leaves the badge.
    static let rippleOpacity: Double = 0.6
    /// The count rolls to its new value with this curve.
    static let countChange: Animation = .snappy
}

/// A count badge with a soft ring that keeps spreading out from it while something needs attention.
///
/// Turn `isPulsing` off once the person has seen what the badge points at: a ripple that never
/// stops turns into noise. With Reduce Motion on, the ring isn't drawn and the badge stays still.
struct PulsingBadge: View {
    /// The number shown in the badge.
    let count: Int
    var tint: Color = .red
    /// Whether the ring spreads out from the badge.
    var isPulsing: Bool = true

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Text(count, format: .number)
            .font(.caption.weight(.bold))
            .monospacedDigit()
            .foregroundStyle(.white)
            .contentTransition(.numericText(value: Double(count)))
            .padding(.horizontal, 6)
            .frame(minWidth: 22, minHeight: 22)
            .background(tint, in: .capsule)
            .background {
                if isPulsing && !reduceMotion {
                    BadgeRipple(tint: tint)
                }
            }
            .animation(BadgePulseTiming.countChange, value: count)
    }
}

/// One ring, restarted forever. Removing it from the hierarchy is what stops the animation.
private struct BadgeRipple: View {
    let tint: Color
    @State private var isSpreading = false

    var body: some View {
        Capsule()
            .fill(tint)
            .animation(BadgePulseTiming.ripple) { ring in
                ring
                    .scaleEffect(isSpreading ? BadgePulseTiming.rippleScale : 1)
                    .opacity(isSpreading ? 0 : BadgePulseTiming.rippleOpacity)
            }
            .onAppear { isSpreading = true }
            .allowsHitTesting(false)
            .accessibilityHidden(true)
    }
}

// MARK: - Demo

struct PulsingBadgeDemo: View {
    @State private var unread = 3

    var body: some View {
        VStack(spacing: 32) {
            Image(systemName: "bell.fill")
                .font(.system(size: 44))
                .foregroundStyle(.secondary)
                .overlay(alignment: .topTrailing) {
                    if unread > 0 {
                        PulsingBadge(count: unread, isPulsing: unread >= 3)
                            .offset(x: 10, y: -8)
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Alerts")
                .accessibilityValue("\(unread) unread")

            HStack {
                Button("New alert") { unread += 1 }
                Button("Read one") { unread = max(unread - 1, 0) }
            }
            .buttonStyle(.bordered)

            Text("The ring spreads while three or more alerts are waiting.")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(24)
    }
}

#Preview {
    PulsingBadgeDemo()
}
