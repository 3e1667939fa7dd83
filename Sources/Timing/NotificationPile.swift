/// Where the cards of a notification pile sit while it opens into a column.
///
/// Closed (progress 0), every card hangs under the first one with its bottom edge `peek`
/// points below the card before it, drawn `shrink` smaller per level the deeper it is; only
/// the first ``visibleBehind`` cards behind the front show. Open (progress 1), the cards
/// follow one another with `spacing` between them. In between, every position moves in a
/// straight line with the progress. A spring's progress runs past 1 while it bounces: when
/// ``clampsProgress`` is true (a `Layout` that clamps its animated progress, as the reference
/// notification stack does) the cards stop at either end; when false (cards moved by
/// animated `.offset`) they run past their places as SwiftUI draws them. Scales are animated
/// `.scaleEffect`s either way and follow the progress.
/// Opacity is always clamped to 0...1, as SwiftUI renders it.
package struct NotificationPile: Sendable, Hashable, Codable {
    /// Each card's height, front card first.
    package var heights: [Double]
    /// The gap between cards in the open column, in points.
    package var spacing: Double
    /// How far each card behind the front shows under the one before it, in points.
    package var peek: Double
    /// How much smaller each card is drawn per level behind the front while closed.
    package var shrink: Double
    /// How many cards show their edge under the first one while the pile is closed.
    package var visibleBehind: Int
    /// True when positions and scales follow the progress clamped to 0...1.
    package var clampsProgress: Bool

    /// A pile of cards of these heights; by default 10 points of spacing and peek, 6% smaller
    /// per level, two cards showing behind the front.
    package init(
        heights: [Double], spacing: Double = 10, peek: Double = 10, shrink: Double = 0.06,
        visibleBehind: Int = 2, clampsProgress: Bool = true
    ) {
        self.heights = heights
        self.spacing = spacing
        self.peek = peek
        self.shrink = shrink
        self.visibleBehind = visibleBehind
        self.clampsProgress = clampsProgress
    }

    /// The top edge of every card at `progress`, relative to the top of the pile.
    package func tops(progress: Double) -> [Double] {
        guard let front = heights.first else { return [] }
        let amount = clampsProgress ? Self.clamped(progress) : progress
        var open = 0.0
        return heights.enumerated().map { index, height in
            let closed = front + peek * Double(min(index, visibleBehind)) - height
            let top = closed + (open - closed) * amount
            open += height + spacing
            return top
        }
    }

    /// The height the pile takes at `progress`.
    package func height(progress: Double) -> Double {
        guard let front = heights.first else { return 0 }
        let amount = clampsProgress ? Self.clamped(progress) : progress
        let closed = front + peek * Double(min(heights.count - 1, visibleBehind))
        let open = heights.reduce(0, +) + spacing * Double(heights.count - 1)
        return closed + (open - closed) * amount
    }

    /// The scale of the card `depth` places behind the front at `progress`, anchored at its
    /// bottom edge. A scale is an animated `.scaleEffect` even when a layout places the cards,
    /// so it follows the progress past either end whatever ``clampsProgress`` says.
    package func scale(depth: Int, progress: Double) -> Double {
        1 - shrink * Double(min(max(depth, 0), visibleBehind)) * (1 - progress)
    }

    /// The opacity of the card at `index`: cards deeper than ``visibleBehind`` are hidden
    /// while closed and fade in as the pile opens.
    package func opacity(index: Int, progress: Double) -> Double {
        index <= visibleBehind ? 1 : Self.clamped(progress)
    }

    static func clamped(_ progress: Double) -> Double { min(max(progress, 0), 1) }
}
