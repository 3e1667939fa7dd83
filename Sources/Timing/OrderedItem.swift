import Foundation

/// An element's frame on screen and its priority, what an ordering strategy sorts.
public struct OrderedItem: Sendable, Hashable, Codable {
    /// The left edge, in points.
    public var x: Double
    /// The top edge, in points (y grows downwards).
    public var y: Double
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double
    /// Higher priority animates first where the strategy respects priority.
    public var priority: Double

    /// An item from its frame and priority (default 0).
    public init(x: Double, y: Double, width: Double, height: Double, priority: Double = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.priority = priority
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// Width times height.
    public var area: Double { width * height }

    /// The distance from the item's centre to a point.
    public func distance(toX pointX: Double, y pointY: Double) -> Double {
        ((midX - pointX) * (midX - pointX) + (midY - pointY) * (midY - pointY)).squareRoot()
    }
}
