// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// The curves of the reveal.
enum HeroRevealTiming {
    /// The card settles with a small overshoot, enough to feel alive without wobbling.
    static let spring: Animation = .spring(duration: 0.6, bounce: 0.25)
    /// Used instead of the spring when Reduce Motion is on.
    static let reducedFade: Animation = .easeInOut(duration: 0.2)
}

/// The way the card comes and goes: a little smaller, a little lower and transparent while
/// it is off stage, full size and in place once it has arrived.
struct ScaleFadeTransition: Transition {
    var scale: CGFloat
    var rise: CGFloat

    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .scaleEffect(phase.isIdentity ? 1 : scale)
            .offset(y: phase.isIdentity ? 0 : rise)
    }
}

/// A prominent card that grows, rises and fades into place when it is presented.
///
/// Use it for the one piece of content a screen is about: a featured item, a result, a
/// summary. With Reduce Motion on, the card only fades.
struct HeroCardReveal<Content: View>: View {
    /// Whether the card is on screen.
    let isPresented: Bool
    /// The scale the card starts from and leaves at.
    var startScale: CGFloat = 0.92
    /// How far below its place the card starts, in points.
    var rise: CGFloat = 16
    @ViewBuilder var content: () -> Content

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        ZStack {
            if isPresented {
                content()
                    .transition(ScaleFadeTransition(
                        scale: reduceMotion ? 1 : startScale,
                        rise: reduceMotion ? 0 : rise
                    ))
            }
        }
        .animation(reduceMotion ? HeroRevealTiming.reducedFade : HeroRevealTiming.spring, value: isPresented)
    }
}

// MARK: - Demo

struct HeroCardRevealDemo: View {
    @State private var showsTrail = false

    var body: some View {
        VStack(spacing: 24) {
            HeroCardReveal(isPresented: showsTrail) {
                VStack(alignment: .leading, spacing: 8) {
                    Label("Trail of the week", systemImage: "figure.hiking")
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(.white.opacity(0.85))
                    Text("Ridge path above the lakes")
                        .font(.title.bold())
                        .foregroundStyle(.white)
                    Text("14 km · 620 m climb · best at sunrise")
                        .font(.callout)
                        .foregroundStyle(.white.opacity(0.85))
                }
                .frame(maxWidth: .infinity, minHeight: 180, alignment: .bottomLeading)
                .padding(20)
                .background(
                    LinearGradient(colors: [.teal, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing),
                    in: .rect(cornerRadius: 24)
                )
            }
            .frame(height: 220)

            Button(showsTrail ? "Hide" : "Show the trail") { showsTrail.toggle() }
                .buttonStyle(.borderedProminent)
        }
        .padding(24)
        .task {
            try? await Task.sleep(for: .milliseconds(400))
            showsTrail = true
        }
    }
}

#Preview {
    HeroCardRevealDemo()
}
