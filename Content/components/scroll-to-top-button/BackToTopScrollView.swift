// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// The button's entrance and the trip back up.
enum BackToTopTiming {
    /// The button pops up from the corner with a little bounce.
    static let appear: Animation = .bouncy(duration: 0.4)
    /// With Reduce Motion on, the button only fades, and the scroll jumps.
    static let reducedFade: Animation = .easeInOut(duration: 0.2)
    /// The scroll back to the top.
    static let scroll: Animation = .smooth
    /// Where the button starts: smaller and a little lower than its place.
    static let startScale: CGFloat = 0.6
    static let startOffset: CGFloat = 24
}

/// A scroll view that offers a round "back to top" button once the reader is far down.
///
/// The button appears when the content has scrolled past `threshold` and disappears near the
/// top. With Reduce Motion on, it fades in and out without growing, and the trip to the top is
/// a jump instead of a glide.
struct BackToTopScrollView<Content: View>: View {
    /// How far down, in points, the content must scroll before the button shows.
    var threshold: CGFloat = 600
    var title: LocalizedStringKey = "Back to top"
    @ViewBuilder var content: () -> Content

    @State private var position = ScrollPosition(edge: .top)
    @State private var isFarDown = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        ScrollView {
            content()
        }
        .scrollPosition($position)
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y + geometry.contentInsets.top > threshold
        } action: { _, isPast in
            isFarDown = isPast
        }
        .overlay(alignment: .bottomTrailing) {
            if isFarDown {
                Button {
                    withAnimation(reduceMotion ? nil : BackToTopTiming.scroll) {
                        position.scrollTo(edge: .top)
                    }
                } label: {
                    Label(title, systemImage: "arrow.up")
                        .labelStyle(.iconOnly)
                        .font(.title3.weight(.semibold))
                        .frame(width: 36, height: 36)
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.circle)
                .padding(20)
                .transition(buttonTransition)
            }
        }
        .animation(reduceMotion ? BackToTopTiming.reducedFade : BackToTopTiming.appear, value: isFarDown)
    }

    private var buttonTransition: AnyTransition {
        guard !reduceMotion else { return .opacity }
        return .opacity
            .combined(with: .scale(scale: BackToTopTiming.startScale))
            .combined(with: .offset(y: BackToTopTiming.startOffset))
    }
}

// MARK: - Demo

struct BackToTopScrollViewDemo: View {
    var body: some View {
        NavigationStack {
            BackToTopScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(1...80, id: \.self) { stop in
                        HStack {
                            Circle().fill(.orange).frame(width: 10, height: 10)
                            Text("Stop \(stop)")
                            Spacer()
                            Text("\(stop * 2) min").foregroundStyle(.secondary).monospacedDigit()
                        }
                        .padding(.vertical, 14)
                        .padding(.horizontal)
                    }
                }
            }
            .navigationTitle("Line 7")
        }
    }
}

#Preview {
    BackToTopScrollViewDemo()
}
