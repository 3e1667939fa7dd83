import Timing
import YAML

/// A grid's `ordering`: a strategy of the Stagger package, the keys that suit it, and the
/// tiles' priorities.
extension TimelineReader {
    /// The grid an ordering ranks: its size, its cells' geometry in points, and its tiles.
    typealias Grid = (columns: Int, rows: Int, tileSize: Double, gap: Double, tiles: [TilePlacement])

    /// The keys each strategy takes besides `strategy`, `base-delay` and `priorities`.
    static let strategyKeys: [String: [String]] = [
        "direction": ["priority-then-position", "position-only"],
        "from": ["radial"],
        "from-tile": ["radial"],
        "respect-priority": ["radial", "reading-pattern", "diagonal", "by-size"],
        "row-threshold": ["reading-pattern"],
        "top-left-to-bottom-right": ["diagonal"],
        "larger-first": ["by-size"],
    ]

    mutating func ordering(_ node: YAMLNode, grid: Grid) -> Timeline.Ordering? {
        let allowed = [
            "strategy", "direction", "from", "from-tile", "base-delay", "respect-priority",
            "row-threshold", "top-left-to-bottom-right", "larger-first", "priorities",
        ]
        guard let keys = mapping(node, allowed: allowed, what: "'ordering'") else { return nil }
        guard let strategyNode = keys["strategy"] else {
            fail("'ordering' needs 'strategy': " + TimelineFormat.strategyNames.joined(separator: ", "), at: node)
            return nil
        }
        guard let name = word(strategyNode, "strategy", among: TimelineFormat.strategyNames) else {
            return nil
        }
        for (key, strategies) in Self.strategyKeys.sorted(by: { $0.key < $1.key }) {
            if let keyNode = keys[key], !strategies.contains(name) {
                fail("'\(key)' does not apply to '\(name)', only to \(strategies.joined(separator: ", "))", at: keyNode)
            }
        }
        guard let (strategy, fromTile) = strategy(name, keys: keys, at: strategyNode, grid: grid) else { return nil }
        let baseDelay =
            keys["base-delay"].flatMap { number($0, "base-delay", in: TimelineLimits.baseDelay, unit: " seconds") }
            ?? 0.1
        let priorities = self.priorities(keys["priorities"], count: grid.tiles.count)
        return Timeline.Ordering(
            strategy: strategy, baseDelay: baseDelay, priorities: priorities, fromTile: fromTile)
    }

    /// The strategy named `name` with the keys it takes, and the tile a radial one spreads out
    /// from when the block names a tile.
    mutating func strategy(_ name: String, keys: [String: YAMLNode], at strategyNode: YAMLNode, grid: Grid)
        -> (OrderingStrategy, Timeline.Tile?)?
    {
        let directions = OrderingDirection.allCases.map(TimelineFormat.directionName)
        var direction = OrderingDirection.leftToRight
        if let directionNode = keys["direction"],
            let value = word(directionNode, "direction", among: directions)
        {
            direction = OrderingDirection.allCases[directions.firstIndex(of: value)!]
        }
        let respect = keys["respect-priority"].flatMap { boolean($0, "respect-priority") } ?? true
        switch name {
        case "priority-then-position": return (.priorityThenPosition(direction), nil)
        case "priority-only": return (.priorityOnly, nil)
        case "position-only": return (.positionOnly(direction), nil)
        case "radial": return radial(keys: keys, at: strategyNode, grid: grid, respectPriority: respect)
        case "reading-pattern":
            let threshold =
                keys["row-threshold"].flatMap {
                    number($0, "row-threshold", in: TimelineLimits.rowThreshold, unit: " points")
                } ?? 20
            return (.readingPattern(respectPriority: respect, rowThreshold: threshold), nil)
        case "diagonal":
            let fromTopLeft =
                keys["top-left-to-bottom-right"].flatMap { boolean($0, "top-left-to-bottom-right") } ?? true
            return (.diagonal(topLeftToBottomRight: fromTopLeft, respectPriority: respect), nil)
        default:
            let largerFirst = keys["larger-first"].flatMap { boolean($0, "larger-first") } ?? true
            return (.bySize(largerFirst: largerFirst, respectPriority: respect), nil)
        }
    }

    /// A radial ordering from a tile (`from-tile`) or a point (`from`).
    mutating func radial(keys: [String: YAMLNode], at strategyNode: YAMLNode, grid: Grid, respectPriority: Bool)
        -> (OrderingStrategy, Timeline.Tile?)?
    {
        if let tileNode = keys["from-tile"] {
            if let fromNode = keys["from"] {
                fail("'radial' takes 'from' (a point) or 'from-tile' (a tile), not both", at: fromNode)
            }
            guard let tile = self.tile(tileNode, columns: grid.columns, rows: grid.rows) else { return nil }
            // The centre of the tile, in the same points as the tiles' frames.
            let pitch = grid.tileSize + grid.gap
            let strategy = OrderingStrategy.radial(
                fromX: Double(tile.column) * pitch + grid.tileSize / 2,
                y: Double(tile.row) * pitch + grid.tileSize / 2, respectPriority: respectPriority)
            return (strategy, tile)
        }
        if let fromNode = keys["from"] {
            guard let (x, y) = pair(fromNode, "from", in: TimelineLimits.point, unit: " points") else { return nil }
            return (.radial(fromX: x, y: y, respectPriority: respectPriority), nil)
        }
        fail(
            "'radial' needs 'from-tile: [column, row]' or 'from: [x, y]' in points, where it spreads out from",
            at: strategyNode)
        return nil
    }

    /// One priority per tile in reading order; all 0 when the block gives none.
    mutating func priorities(_ node: YAMLNode?, count: Int) -> [Double] {
        guard let node else { return [Double](repeating: 0, count: count) }
        guard let items = node.sequence, items.count == count else {
            fail("'priorities' must list one number per tile (\(count)), in reading order", at: node)
            return [Double](repeating: 0, count: count)
        }
        return items.map { number($0, "priorities", in: TimelineLimits.priority) ?? 0 }
    }
}
