// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// How the markers fill, and how they catch up when several steps are passed at once.
enum SteppedProgressTiming {
    /// A finished marker pops in with this spring.
    static let fill: Animation = .spring(duration: 0.4, bounce: 0.35)
    /// When progress jumps ahead, each newly finished marker fills this much after the previous one...
    static let step: Double = 0.12
    /// ...but none waits longer than this, in seconds.
    static let cap: Double = 0.36
    /// The size a check mark grows from.
    static let startScale: CGFloat = 0.5
    /// Used instead of the spring when Reduce Motion is on.
    static let reducedFade: Animation = .easeInOut(duration: 0.2)

    /// Going forward from `previous`, marker `index` waits its turn. Going back, nothing waits.
    static func delay(marker index: Int, previous: Int, current: Int) -> Double {
        guard current > previous else { return 0 }
        return min(Double(max(index - previous, 0)) * step, cap)
    }
}

/// A row of numbered steps joined by a line. Finished steps fill with a check mark; when several
/// steps finish at once, their markers fill one after another from left to right.
///
/// With Reduce Motion on, markers fill together with a short fade and don't grow.
struct SteppedProgressBar: View {
    let titles: [LocalizedStringKey]
    /// The index of the step in progress. Steps before it are finished.
    let current: Int
    var tint: Color = .accentColor
    var markerSize: CGFloat = 28

    @State private var shown = 0
    @State private var previous = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            ForEach(titles.indices, id: \.self) { index in
                VStack(spacing: 6) {
                    ZStack {
                        HStack(spacing: 0) {
                            line(visible: index > 0, done: index <= shown)
                            line(visible: index < titles.count - 1, done: index < shown)
                        }
                        marker(at: index)
                    }
                    Text(titles[index])
                        .font(.caption)
                        .foregroundStyle(index <= shown ? Color.primary : Color.secondary)
                }
                .frame(maxWidth: .infinity)
                .animation(columnAnimation(at: index), value: shown)
            }
        }
        .onChange(of: current, initial: true) { old, new in
            previous = old
            shown = new
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Progress")
        .accessibilityValue("Step \(min(current + 1, titles.count)) of \(titles.count)")
    }

    private func line(visible: Bool, done: Bool) -> some View {
        Rectangle()
            .fill(visible ? (done ? tint : Color.secondary.opacity(0.3)) : Color.clear)
            .frame(height: 3)
    }

    private func marker(at index: Int) -> some View {
        let isDone = index < shown
        return ZStack {
            Circle().fill(.background)
            Circle().strokeBorder(index <= shown ? tint : Color.secondary.opacity(0.4), lineWidth: 2)
            Circle()
                .fill(tint)
                .overlay { Image(systemName: "checkmark").font(.caption.bold()).foregroundStyle(.white) }
                .scaleEffect(isDone || reduceMotion ? 1 : SteppedProgressTiming.startScale)
                .opacity(isDone ? 1 : 0)
        }
        .frame(width: markerSize, height: markerSize)
    }

    /// Each column (its half lines, marker and title) changes together, at its turn.
    private func columnAnimation(at index: Int) -> Animation {
        if reduceMotion { return SteppedProgressTiming.reducedFade }
        return SteppedProgressTiming.fill.delay(
            SteppedProgressTiming.delay(marker: index, previous: previous, current: shown)
        )
    }
}

// MARK: - Demo

struct SteppedProgressBarDemo: View {
    @State private var current = 0
    private let titles: [LocalizedStringKey] = ["Basket", "Delivery", "Payment", "Review"]

    var body: some View {
        VStack(spacing: 28) {
            SteppedProgressBar(titles: titles, current: current)
            HStack {
                Button("Back") { current = max(current - 1, 0) }
                Button("Next") { current = min(current + 1, titles.count) }
                Button("Skip to review") { current = titles.count - 1 }
            }
            .buttonStyle(.bordered)
        }
        .padding(24)
    }
}

#Preview {
    SteppedProgressBarDemo()
}
