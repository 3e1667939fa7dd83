import Foundation

/// How a stagger container decides which element animates first, after the strategies of the
/// Stagger package: the element ranked `n` waits `n × baseDelay`.
///
/// Every strategy is stable: elements that compare equal keep their declaration order.
package enum OrderingStrategy: Sendable, Hashable, Codable {
    /// Higher priority first, then by position (the package's default, left to right).
    case priorityThenPosition(OrderingDirection)
    /// Higher priority first; equal priorities keep declaration order.
    case priorityOnly
    /// By position only.
    case positionOnly(OrderingDirection)
    /// Nearest centre to a point first.
    case radial(fromX: Double, y: Double, respectPriority: Bool = true)
    /// Rows from top to bottom, each from left to right; centres less than `rowThreshold`
    /// points apart vertically share a row.
    case readingPattern(respectPriority: Bool = true, rowThreshold: Double = 20)
    /// A diagonal sweep: by `x + y` of the top-left corner, or from the top-right corner by
    /// `maxX − y`, larger first.
    case diagonal(topLeftToBottomRight: Bool = true, respectPriority: Bool = true)
    /// By area, larger or smaller first.
    case bySize(largerFirst: Bool = true, respectPriority: Bool = true)

    /// The package's default: priority, then left to right.
    package static let `default` = OrderingStrategy.priorityThenPosition(.leftToRight)

    /// The indices of `items` in the order they animate.
    package func order(_ items: [OrderedItem]) -> [Int] {
        let rows = rowIndices(items)
        return items.indices.sorted { a, b in
            let lhs = items[a]
            let rhs = items[b]
            if respectsPriority, lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
            let keys = (sortKey(lhs, row: rows[a]), sortKey(rhs, row: rows[b]))
            if keys.0 != keys.1 { return keys.0.lexicographicallyPrecedes(keys.1) }
            return a < b
        }
    }

    /// Each item's rank in the animation order (0 animates first), in declaration order.
    package func ranks(_ items: [OrderedItem]) -> [Int] {
        var ranks = [Int](repeating: 0, count: items.count)
        for (rank, index) in order(items).enumerated() { ranks[index] = rank }
        return ranks
    }

    /// Each item's delay, `rank × baseDelay`, in declaration order.
    package func delays(_ items: [OrderedItem], baseDelay: Double) -> [Double] {
        ranks(items).map { Double($0) * baseDelay }
    }

    private var respectsPriority: Bool {
        switch self {
        case .priorityThenPosition, .priorityOnly: return true
        case .positionOnly: return false
        case .radial(_, _, let respect), .readingPattern(let respect, _),
            .diagonal(_, let respect), .bySize(_, let respect):
            return respect
        }
    }

    /// The values compared in order after priority; smaller animates first.
    private func sortKey(_ item: OrderedItem, row: Int) -> [Double] {
        switch self {
        case .priorityOnly: return []
        case .priorityThenPosition(let direction), .positionOnly(let direction):
            switch direction {
            case .leftToRight: return [item.x]
            case .rightToLeft: return [-item.maxX]
            case .topToBottom: return [item.y]
            case .bottomToTop: return [-item.maxY]
            }
        case .radial(let x, let y, _): return [item.distance(toX: x, y: y)]
        case .readingPattern: return [Double(row), item.midX]
        case .diagonal(let fromTopLeft, _):
            return fromTopLeft ? [item.x + item.y] : [-(item.maxX - item.y)]
        case .bySize(let largerFirst, _): return [largerFirst ? -item.area : item.area]
        }
    }

    /// For the reading pattern, the row of each item: items sorted by vertical centre start a
    /// new row when they are more than the threshold below the row's first centre. Grouping
    /// first keeps the order well defined where pairwise comparison would not be transitive.
    private func rowIndices(_ items: [OrderedItem]) -> [Int] {
        guard case .readingPattern(_, let threshold) = self else {
            return [Int](repeating: 0, count: items.count)
        }
        var rows = [Int](repeating: 0, count: items.count)
        var row = -1
        var rowTop = -Double.infinity
        for index in items.indices.sorted(by: { (items[$0].midY, $0) < (items[$1].midY, $1) }) {
            if items[index].midY - rowTop > threshold {
                row += 1
                rowTop = items[index].midY
            }
            rows[index] = row
        }
        return rows
    }
}
