import Foundation

/// An element's frame on screen and its priority, what an ordering strategy sorts.
package struct OrderedItem: Sendable, Hashable, Codable {
    /// The left edge, in points.
    package var x: Double
    /// The top edge, in points (y grows downwards).
    package var y: Double
    /// The width, in points.
    package var width: Double
    /// The height, in points.
    package var height: Double
    /// Higher priority animates first where the strategy respects priority.
    package var priority: Double

    /// An item from its frame and priority (default 0).
    package init(x: Double, y: Double, width: Double, height: Double, priority: Double = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.priority = priority
    }

    /// The right edge.
    package var maxX: Double { x + width }
    /// The bottom edge.
    package var maxY: Double { y + height }
    /// The horizontal centre.
    package var midX: Double { x + width / 2 }
    /// The vertical centre.
    package var midY: Double { y + height / 2 }
    /// Width times height.
    package var area: Double { width * height }

    /// The distance from the item's centre to a point.
    package func distance(toX pointX: Double, y pointY: Double) -> Double {
        ((midX - pointX) * (midX - pointX) + (midY - pointY) * (midY - pointY)).squareRoot()
    }
}
