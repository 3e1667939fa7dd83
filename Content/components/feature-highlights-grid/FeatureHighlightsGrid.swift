// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// When each card comes in, worked out from where the cards landed on screen.
enum FeatureHighlightsTiming {
    /// Every card rises in on this curve.
    static let appear: Animation = .snappy(duration: 0.3)
    /// Used instead of the curve when Reduce Motion is on: one short fade for every card.
    static let reducedFade: Animation = .easeInOut(duration: 0.25)
    /// How far below its place a card starts, in points.
    static let startOffset: CGFloat = 10
    /// The coordinate space the cards' frames are measured in.
    static let space = "feature-highlights-grid"

    /// The place of each card in the order, cards given in the order of `frames`: the featured
    /// card first, then the others in reading order of where they are drawn. Cards whose
    /// vertical centers are less than `rowThreshold` points apart share a row; rows go from top
    /// to bottom, and each row from left to right by horizontal center.
    static func ranks(frames: [CGRect], featured: Int?, rowThreshold: CGFloat) -> [Int] {
        // Rows are grouped first, from the top, so that the order is well defined even where
        // centers are less than the threshold apart in a chain.
        var rows = [Int](repeating: 0, count: frames.count)
        var row = -1
        var rowCentre = -CGFloat.infinity
        for index in frames.indices.sorted(by: { (frames[$0].midY, $0) < (frames[$1].midY, $1) }) {
            if frames[index].midY - rowCentre > rowThreshold {
                row += 1
                rowCentre = frames[index].midY
            }
            rows[index] = row
        }
        let order = frames.indices.sorted { a, b in
            if (a == featured) != (b == featured) { return a == featured }
            if rows[a] != rows[b] { return rows[a] < rows[b] }
            return (frames[a].midX, a) < (frames[b].midX, b)
        }
        var ranks = [Int](repeating: 0, count: frames.count)
        for (rank, index) in order.enumerated() { ranks[index] = rank }
        return ranks
    }
}

/// A "What's new" grid of feature cards that fills in row by row as the cards are laid out,
/// the featured card first. The grid is adaptive: however many columns the width allows, the
/// cards come in by the rows they land in.
///
/// The cards are measured before they appear, so the grid should hold what fits on one screen.
/// With Reduce Motion on, the cards don't move and don't wait: they fade in together.
struct FeatureHighlightsGrid<Feature: Identifiable, Card: View>: View {
    /// The features, in the order they are laid out.
    let features: [Feature]
    /// The feature whose card comes in before all the others.
    var featured: Feature.ID? = nil
    /// The narrowest a card may be; the grid fits as many columns as the width allows.
    var minimumWidth: CGFloat = 140
    /// The wait between one card and the next in the order, in seconds.
    var baseDelay: Double = 0.06
    /// Cards whose vertical centers are closer than this, in points, share a row.
    var rowThreshold: CGFloat = 20
    var spacing: CGFloat = 10
    /// Builds the card of one feature.
    @ViewBuilder var card: (Feature) -> Card

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var frames: [Feature.ID: CGRect] = [:]
    @State private var ranks: [Feature.ID: Int] = [:]
    @State private var isShown = false

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: minimumWidth), spacing: spacing)], spacing: spacing) {
            ForEach(features) { feature in
                card(feature)
                    .onGeometryChange(for: CGRect.self) { proxy in
                        proxy.frame(in: .named(FeatureHighlightsTiming.space))
                    } action: { frame in
                        frames[feature.id] = frame
                    }
                    .offset(y: isShown || reduceMotion ? 0 : FeatureHighlightsTiming.startOffset)
                    .opacity(isShown ? 1 : 0)
                    .animation(animation(rank: ranks[feature.id] ?? 0), value: isShown)
            }
        }
        .coordinateSpace(.named(FeatureHighlightsTiming.space))
        .onChange(of: frames.count) { revealOnceMeasured() }
    }

    /// Ranks the cards from their frames and shows them, once every card has been laid out.
    private func revealOnceMeasured() {
        guard !isShown, frames.count == features.count else { return }
        let measured = features.map { frames[$0.id] ?? .zero }
        let order = FeatureHighlightsTiming.ranks(
            frames: measured, featured: features.firstIndex { $0.id == featured }, rowThreshold: rowThreshold)
        ranks = Dictionary(uniqueKeysWithValues: zip(features.map(\.id), order))
        isShown = true
    }

    private func animation(rank: Int) -> Animation {
        reduceMotion
            ? FeatureHighlightsTiming.reducedFade
            : FeatureHighlightsTiming.appear.delay(Double(rank) * baseDelay)
    }
}

// MARK: - Demo

private struct DemoFeature: Identifiable {
    let id: String
    let symbol: String
}

struct FeatureHighlightsGridDemo: View {
    private let features = [
        DemoFeature(id: "Widgets", symbol: "square.grid.2x2"),
        DemoFeature(id: "Focus", symbol: "moon"),
        DemoFeature(id: "Sharing", symbol: "person.2"),
        DemoFeature(id: "Offline maps", symbol: "map"),
        DemoFeature(id: "Live captions", symbol: "captions.bubble"),
        DemoFeature(id: "Backups", symbol: "externaldrive"),
        DemoFeature(id: "Shortcuts", symbol: "bolt"),
        DemoFeature(id: "Themes", symbol: "paintpalette"),
        DemoFeature(id: "Privacy", symbol: "lock"),
    ]

    var body: some View {
        ScrollView {
            Text("What's new").font(.largeTitle.bold()).frame(maxWidth: .infinity, alignment: .leading)
            FeatureHighlightsGrid(features: features, featured: "Live captions", minimumWidth: 100) { feature in
                VStack(spacing: 8) {
                    Image(systemName: feature.symbol).font(.title2)
                    Text(feature.id).font(.footnote)
                }
                .frame(maxWidth: .infinity, minHeight: 88)
                .background(
                    feature.id == "Live captions" ? Color.accentColor.opacity(0.25) : Color.secondary.opacity(0.12),
                    in: RoundedRectangle(cornerRadius: 14))
            }
        }
        .padding()
    }
}

#Preview {
    FeatureHighlightsGridDemo()
}
