import Testing
import TimelineFixtures
import TimelineFormat
import Timing

/// The catalog shows each ordering strategy of the grid stage in a real component, in an order
/// a reader can tell from reading order; `by-size` on tiles of different `spans`.
@Suite struct OrderingCoverageTests {
    /// The names a block gives the strategy; a position order in a direction other than the
    /// default also counts as turned.
    private func names(_ strategy: OrderingStrategy) -> [String] {
        switch strategy {
        case .priorityThenPosition: return ["priority-then-position"]
        case .priorityOnly: return ["priority-only"]
        case .positionOnly(let direction):
            return direction == .leftToRight ? ["position-only"] : ["position-only", "position-only, turned"]
        case .radial: return ["radial"]
        case .readingPattern: return ["reading-pattern"]
        case .diagonal: return ["diagonal"]
        case .bySize: return ["by-size"]
        }
    }

    private var orderedComponents: [(slug: String, timeline: Timeline)] {
        Components.blocks.compactMap { block in
            guard let timeline = try? Blocks.timeline(block.yaml), timeline.ordering != nil else { return nil }
            return (block.slug, timeline)
        }
    }

    @Test func everyStrategyHasAComponent() {
        let shown = Set(orderedComponents.flatMap { $0.timeline.ordering.map { names($0.strategy) } ?? [] })
        let expected = Set(TimelineFormat.strategyNames + ["position-only, turned"])
        #expect(expected.subtracting(shown).isEmpty, "no component shows \(expected.subtracting(shown).sorted())")
    }

    @Test func theBySizeComponentHasTilesOfDifferentAreas() {
        let bySize = orderedComponents.filter {
            if case .bySize = $0.timeline.ordering?.strategy { return true } else { return false }
        }
        #expect(!bySize.isEmpty)
        for component in bySize {
            let areas = Set(component.timeline.tiles.map { $0.columnSpan * $0.rowSpan })
            #expect(areas.count > 1, "\(component.slug) ranks tiles of one size")
        }
    }

    @Test func everyOrderedComponentAnimatesOutOfReadingOrder() {
        for component in orderedComponents {
            let delays = elementDelays(component.timeline)
            #expect(delays != delays.sorted(), "\(component.slug) waits in reading order")
        }
    }
}
