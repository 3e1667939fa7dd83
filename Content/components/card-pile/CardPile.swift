// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// Where each card sits and when it moves, apart from the view so it can be tested.
enum CardPileGeometry {
    /// The spring every card travels on, both ways.
    static let spring: Animation = .spring(duration: 0.45, bounce: 0.2)
    /// When the pile opens, each card leaves this much later than the one above it...
    static let step: Double = 0.04
    /// ...but never later than this, in seconds.
    static let cap: Double = 0.16
    /// How many cards show an edge under the top card while the pile is closed.
    static let visibleDepth = 2
    /// How much smaller each buried card is drawn, per level.
    static let shrinkPerLevel: CGFloat = 0.05

    static func top(of index: Int, isOpen: Bool, cardHeight: CGFloat, spacing: CGFloat, peek: CGFloat) -> CGFloat {
        isOpen ? CGFloat(index) * (cardHeight + spacing) : CGFloat(min(index, visibleDepth)) * peek
    }

    static func height(count: Int, isOpen: Bool, cardHeight: CGFloat, spacing: CGFloat, peek: CGFloat) -> CGFloat {
        guard count > 0 else { return 0 }
        if isOpen { return CGFloat(count) * cardHeight + CGFloat(count - 1) * spacing }
        return cardHeight + CGFloat(min(count - 1, visibleDepth)) * peek
    }

    static func scale(of index: Int, isOpen: Bool) -> CGFloat {
        isOpen ? 1 : 1 - shrinkPerLevel * CGFloat(min(index, visibleDepth))
    }

    /// Opening fans the cards out top to bottom; closing gathers them all at once.
    static func delay(of index: Int, opening: Bool) -> Double {
        opening ? min(Double(index) * step, cap) : 0
    }
}

/// Cards gathered under the first one, each buried card a little smaller with its bottom edge
/// showing. A tap opens the pile into a column; "Show less" gathers it again.
///
/// Every card gets the same height, which keeps the pile tidy and the travel predictable.
/// With Reduce Motion on, the pile switches between its two shapes without moving.
struct CardPile<Card: Identifiable, CardContent: View>: View {
    let cards: [Card]
    @Binding var isOpen: Bool
    var cardHeight: CGFloat = 72
    var spacing: CGFloat = 8
    /// How much of each buried card shows under the one above it, in points.
    var peek: CGFloat = 9
    @ViewBuilder var content: (Card) -> CardContent

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// A single card has nothing to gather, so it always lies open.
    private var isSpread: Bool { isOpen || cards.count < 2 }

    var body: some View {
        VStack(alignment: .trailing, spacing: 8) {
            if isOpen && cards.count > 1 {
                Button("Show less") { isOpen = false }
                    .font(.subheadline.weight(.semibold))
                    .frame(minHeight: 44)
                    .transition(.opacity)
            }
            ZStack(alignment: .top) {
                ForEach(Array(cards.enumerated()), id: \.element.id) { index, card in
                    content(card)
                        .frame(maxWidth: .infinity)
                        .frame(height: cardHeight)
                        .scaleEffect(CardPileGeometry.scale(of: index, isOpen: isSpread), anchor: .bottom)
                        .offset(y: CardPileGeometry.top(of: index, isOpen: isSpread, cardHeight: cardHeight, spacing: spacing, peek: peek))
                        .opacity(isSpread || index <= CardPileGeometry.visibleDepth ? 1 : 0)
                        .zIndex(Double(cards.count - index))
                        .allowsHitTesting(isSpread)
                        .accessibilityHidden(!isSpread && index > 0)
                        .animation(motion(delay: CardPileGeometry.delay(of: index, opening: isOpen)), value: isOpen)
                }
            }
            .frame(height: CardPileGeometry.height(count: cards.count, isOpen: isSpread, cardHeight: cardHeight, spacing: spacing, peek: peek), alignment: .top)
            .contentShape(.rect)
            .onTapGesture { isOpen = true }
            .accessibilityElement(children: isSpread ? .contain : .combine)
            .accessibilityAddTraits(isSpread ? [] : .isButton)
            .accessibilityHint(isSpread ? Text(verbatim: "") : Text("Shows all \(cards.count) cards"))
        }
        .animation(motion(delay: 0), value: isOpen)
    }

    private func motion(delay: Double) -> Animation? {
        reduceMotion ? nil : CardPileGeometry.spring.delay(delay)
    }
}

// MARK: - Demo

private struct HomeAlert: Identifiable {
    let id: String
    let symbol: String
    let tint: Color
    let text: String
}

struct CardPileDemo: View {
    @State private var isOpen = false
    private let alerts = [
        HomeAlert(id: "door", symbol: "door.left.hand.open", tint: .orange, text: "Back door left open"),
        HomeAlert(id: "washer", symbol: "washer.fill", tint: .blue, text: "Washing finished, 40 °C cycle"),
        HomeAlert(id: "soil", symbol: "leaf.fill", tint: .green, text: "Basil pot is dry"),
        HomeAlert(id: "heat", symbol: "thermometer.medium", tint: .red, text: "Living room reached 21 °C"),
    ]

    var body: some View {
        ScrollView {
            CardPile(cards: alerts, isOpen: $isOpen) { alert in
                HStack(spacing: 12) {
                    Image(systemName: alert.symbol)
                        .foregroundStyle(.white)
                        .frame(width: 38, height: 38)
                        .background(alert.tint.gradient, in: .rect(cornerRadius: 9))
                        .accessibilityHidden(true)
                    Text(alert.text).font(.subheadline.weight(.medium))
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, 14)
                .frame(maxHeight: .infinity)
                .background(.regularMaterial, in: .rect(cornerRadius: 20))
            }
            .padding(20)
        }
        .background(LinearGradient(colors: [.mint, .cyan, .blue], startPoint: .top, endPoint: .bottom))
    }
}

#Preview {
    CardPileDemo()
}
