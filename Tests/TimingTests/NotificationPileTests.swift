import Testing

@testable import Timing

@Suite struct NotificationPileTests {
    let pile = NotificationPile(heights: [70, 70, 70, 70], spacing: 10, peek: 10)

    @Test func closedPileHangsCardsUnderTheFirst() {
        #expect(pile.tops(progress: 0) == [0, 10, 20, 20])
        #expect(pile.height(progress: 0) == 90)
    }

    @Test func openPileIsAColumn() {
        #expect(pile.tops(progress: 1) == [0, 80, 160, 240])
        #expect(pile.height(progress: 1) == 310)
    }

    @Test func halfOpenPileIsHalfway() {
        #expect(pile.tops(progress: 0.5) == [0, 45, 90, 130])
        #expect(pile.height(progress: 0.5) == 200)
    }

    @Test func overshootIsClamped() {
        #expect(pile.tops(progress: 1.2) == pile.tops(progress: 1))
        #expect(pile.tops(progress: -0.1) == pile.tops(progress: 0))
    }

    @Test func cardsBehindAreSmallerWhileClosed() {
        #expect(pile.scale(depth: 0, progress: 0) == 1)
        #expect(pile.scale(depth: 1, progress: 0) == 0.94)
        #expect(pile.scale(depth: 2, progress: 0) == 0.88)
        #expect(pile.scale(depth: 5, progress: 0) == 0.88)
        #expect(pile.scale(depth: 2, progress: 1) == 1)
    }

    @Test func deepCardsAppearAsThePileOpens() {
        #expect(pile.opacity(index: 2, progress: 0) == 1)
        #expect(pile.opacity(index: 3, progress: 0) == 0)
        #expect(pile.opacity(index: 3, progress: 0.4) == 0.4)
    }

    @Test func shrinkAndDepthAreSettings() {
        let cards = NotificationPile(heights: [72, 72, 72, 72], spacing: 8, peek: 9, shrink: 0.05)
        #expect(cards.tops(progress: 0) == [0, 9, 18, 18])
        #expect(cards.tops(progress: 1) == [0, 80, 160, 240])
        #expect(cards.scale(depth: 2, progress: 0) == 0.9)
        let deep = NotificationPile(heights: [50, 50, 50, 50], visibleBehind: 3)
        #expect(deep.tops(progress: 0) == [0, 10, 20, 30])
        #expect(deep.opacity(index: 3, progress: 0) == 1)
    }

    @Test func aClampingLayoutStopsCardsAtTheirPlacesWhileOffsetsOvershoot() {
        let clamped = NotificationPile(heights: [72, 72], spacing: 8, peek: 9, shrink: 0.05, clampsProgress: true)
        let free = NotificationPile(heights: [72, 72], spacing: 8, peek: 9, shrink: 0.05, clampsProgress: false)
        // A spring 1.5% past its target.
        #expect(clamped.tops(progress: 1.015) == clamped.tops(progress: 1))
        #expect(abs(free.tops(progress: 1.015)[1] - (80 + 0.015 * 71)) < 1e-9)
        // A scale is a `.scaleEffect` either way: it follows the spring.
        #expect(clamped.scale(depth: 1, progress: 1.015) == free.scale(depth: 1, progress: 1.015))
        #expect(free.scale(depth: 1, progress: 1.015) > 1)
        // Opacity never leaves 0...1.
        #expect(free.opacity(index: 3, progress: 1.015) == 1)
    }

    @Test func shorterCardsLineUpTheirBottomEdges() {
        let mixed = NotificationPile(heights: [80, 60], spacing: 10, peek: 10)
        #expect(mixed.tops(progress: 0) == [0, 30])
        #expect(mixed.height(progress: 0) == 90)
    }

    @Test func emptyPileHasNoHeight() {
        #expect(NotificationPile(heights: []).tops(progress: 0.5) == [])
        #expect(NotificationPile(heights: []).height(progress: 0.5) == 0)
    }
}
