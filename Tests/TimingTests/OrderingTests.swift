import Testing

@testable import Timing

/// A 3 × 3 grid of 80-point tiles 10 points apart, in reading order.
private let grid: [OrderedItem] = (0..<9).map { index in
    OrderedItem(x: Double(index % 3) * 90, y: Double(index / 3) * 90, width: 80, height: 80)
}

@Suite struct OrderingTests {
    @Test func priorityThenPositionPutsHighPriorityFirst() {
        var items = grid
        items[8].priority = 10
        items[4].priority = 5
        let order = OrderingStrategy.priorityThenPosition(.leftToRight).order(items)
        #expect(order == [8, 4, 0, 3, 6, 1, 7, 2, 5])
    }

    @Test func positionOnlyIgnoresPriority() {
        var items = grid
        items[8].priority = 10
        #expect(OrderingStrategy.positionOnly(.leftToRight).order(items) == [0, 3, 6, 1, 4, 7, 2, 5, 8])
        #expect(OrderingStrategy.positionOnly(.rightToLeft).order(items) == [2, 5, 8, 1, 4, 7, 0, 3, 6])
        #expect(OrderingStrategy.positionOnly(.topToBottom).order(items) == [0, 1, 2, 3, 4, 5, 6, 7, 8])
        #expect(OrderingStrategy.positionOnly(.bottomToTop).order(items) == [6, 7, 8, 3, 4, 5, 0, 1, 2])
    }

    @Test func priorityOnlyKeepsDeclarationOrderForTies() {
        var items = grid
        items[5].priority = 1
        #expect(OrderingStrategy.priorityOnly.order(items) == [5, 0, 1, 2, 3, 4, 6, 7, 8])
    }

    @Test func radialStartsNearestThePoint() {
        let order = OrderingStrategy.radial(fromX: 130, y: 130).order(grid)
        #expect(order == [4, 1, 3, 5, 7, 0, 2, 6, 8])
    }

    @Test func radialFromTheCornerSweepsOutwards() {
        let ranks = OrderingStrategy.radial(fromX: 0, y: 0).ranks(grid)
        // Tiles 1 and 3 are equally far: declaration order decides.
        #expect(ranks == [0, 1, 4, 2, 3, 6, 5, 7, 8])
    }

    @Test func radialCanIgnorePriority() {
        var items = grid
        items[8].priority = 3
        #expect(OrderingStrategy.radial(fromX: 0, y: 0, respectPriority: true).order(items).first == 8)
        #expect(OrderingStrategy.radial(fromX: 0, y: 0, respectPriority: false).order(items).first == 0)
    }

    @Test func readingPatternGroupsRowsWithinTheThreshold() {
        // The second tile sits 15 points lower but still reads as part of the first row.
        let items = [
            OrderedItem(x: 100, y: 0, width: 50, height: 50),
            OrderedItem(x: 0, y: 15, width: 50, height: 50),
            OrderedItem(x: 0, y: 100, width: 50, height: 50),
        ]
        #expect(OrderingStrategy.readingPattern().order(items) == [1, 0, 2])
        #expect(OrderingStrategy.readingPattern(rowThreshold: 10).order(items) == [0, 1, 2])
    }

    @Test func diagonalSweepsFromEitherTopCorner() {
        #expect(OrderingStrategy.diagonal().order(grid) == [0, 1, 3, 2, 4, 6, 5, 7, 8])
        #expect(
            OrderingStrategy.diagonal(topLeftToBottomRight: false).order(grid)
                == [2, 1, 5, 0, 4, 8, 3, 7, 6])
    }

    @Test func bySizeOrdersByArea() {
        let items = [
            OrderedItem(x: 0, y: 0, width: 10, height: 10),
            OrderedItem(x: 0, y: 0, width: 30, height: 30),
            OrderedItem(x: 0, y: 0, width: 20, height: 20),
            OrderedItem(x: 0, y: 0, width: 20, height: 20),
        ]
        #expect(OrderingStrategy.bySize().order(items) == [1, 2, 3, 0])
        #expect(OrderingStrategy.bySize(largerFirst: false).order(items) == [0, 2, 3, 1])
    }

    @Test func delayIsRankTimesBaseDelay() {
        let delays = OrderingStrategy.radial(fromX: 0, y: 0).delays(grid, baseDelay: 0.05)
        let expected = [0, 0.05, 0.2, 0.1, 0.15, 0.3, 0.25, 0.35, 0.4]
        #expect(zip(delays, expected).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test func defaultStrategyIsPriorityThenLeftToRight() {
        #expect(OrderingStrategy.default == .priorityThenPosition(.leftToRight))
    }
}
