import Timing
import YAML

/// The block as a whole: its stage, then each top-level key in turn, then the checks of the
/// whole block.
extension TimelineReader {
    /// The top-level keys of a block, read for its stage.
    struct Block {
        let keys: [String: YAMLNode]
        let stage: Timeline.Stage
        let root: YAMLNode

        subscript(key: String) -> YAMLNode? { keys[key] }
    }

    mutating func timeline(_ root: YAMLNode) -> Timeline? {
        guard let keys = mapping(root, allowed: TimelineFormat.topLevelKeys, what: "the timeline block")
        else { return nil }
        guard let stageNode = keys["stage"] else {
            fail("missing 'stage': one of \(Timeline.Stage.allCases.map(\.rawValue).joined(separator: ", "))", at: root)
            return nil
        }
        guard let stageName = word(stageNode, "stage", among: Timeline.Stage.allCases.map(\.rawValue)),
            let stage = Timeline.Stage(rawValue: stageName)
        else { return nil }
        let block = Block(keys: keys, stage: stage, root: root)

        // The keys are read in this order, which is also the order of problems at one place.
        var (count, columns, rows) = counts(block)
        let animation = blockAnimation(block)
        let stagger = node("stagger", of: block, on: [.list, .grid, .stack, .pile]).flatMap { self.stagger($0) }
        let (tileSize, gap) = tileGeometry(block)
        let tiles = gridTiles(block, columns: columns, rows: rows)
        if stage == .grid { count = tiles.count }
        var ordering: Timeline.Ordering?
        if let node = node("ordering", of: block, on: [.grid]) {
            if block["stagger"] != nil {
                fail("a grid takes 'stagger' (reading order) or 'ordering', not both", at: node)
            }
            ordering = self.ordering(node, grid: (columns, rows, tileSize, gap, tiles))
        }
        let changes = blockChanges(block)
        let reduceMotion = self.reduceMotion(block)
        var steps: [Timeline.Step] = []
        if let node = node("steps", of: block, on: [.sequence]) {
            steps = self.steps(node)
            count = steps.count
            rows = count
        } else if stage == .sequence {
            require("steps", of: block)
        }
        let reduceMotionAnimation = self.reduceMotionAnimation(block, reduceMotion: reduceMotion)
        let stillMoment = block["still"].flatMap { number($0, "still", in: TimelineLimits.stillMoment, unit: " s") }
        let pile = self.pile(block)
        let shape = self.shape(block)
        let fixed = self.fixed(block)
        let appearance = node("appearance", of: block, on: [.list, .grid, .stack, .pile, .single]).flatMap {
            self.appearance($0, shape: shape)
        }
        if changes.color != nil, block["appearance"] == nil, let changesNode = block["changes"] {
            fail(
                "a colour in 'changes' needs an 'appearance': it colours the part the appearance draws", at: changesNode
            )
        }

        let timeline = Timeline(
            stage: stage, count: count, columns: columns, rows: rows, animation: animation?.0,
            animationSource: animation?.1, stagger: stagger, ordering: ordering,
            changes: changes, reduceMotion: reduceMotion,
            reduceMotionAnimation: reduceMotionAnimation, stillMoment: stillMoment, shape: shape, fixed: fixed,
            steps: steps,
            pile: pile,
            tileSize: tileSize, gap: gap, tiles: tiles, appearance: appearance)
        // The whole block is timed only once every part of it is in range.
        if errors.isEmpty { checkSettling(timeline, delays: block["stagger"] ?? block["ordering"], root: root) }
        return timeline
    }

    /// The value of `key` when the block's stage takes it; a key of another stage is an error.
    mutating func node(_ key: String, of block: Block, on stages: [Timeline.Stage]) -> YAMLNode? {
        guard let node = block[key] else { return nil }
        guard stages.contains(block.stage) else {
            let names = stages.map(\.rawValue)
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
            fail("'\(key)' does not apply to a \(block.stage.rawValue) stage, only to \(list)", at: node)
            return nil
        }
        return node
    }

    /// Reports `key` missing from the block, where its stage needs it.
    mutating func require(_ key: String, of block: Block) {
        if block[key] == nil {
            fail("a \(block.stage.rawValue) stage needs '\(key)'", at: block.root)
        }
    }

    /// How many elements, and a grid's columns and rows.
    mutating func counts(_ block: Block) -> (count: Int, columns: Int, rows: Int) {
        let stage = block.stage
        var count = 1
        if let node = node("items", of: block, on: [.list, .stack, .pile, .single]) {
            let range = stage == .single ? 1...1 : (stage == .pile ? TimelineLimits.pileItems : TimelineLimits.items)
            count = whole(node, "items", in: range) ?? count
        } else if [.list, .stack, .pile].contains(stage) {
            require("items", of: block)
        }
        let columnsNode = node("columns", of: block, on: [.grid])
        let rowsNode = node("rows", of: block, on: [.grid])
        guard stage == .grid else { return (count, 1, count) }
        require("columns", of: block)
        require("rows", of: block)
        let columns = columnsNode.flatMap { whole($0, "columns", in: TimelineLimits.gridSide) } ?? 1
        let rows = rowsNode.flatMap { whole($0, "rows", in: TimelineLimits.gridSide) } ?? 1
        return (columns * rows, columns, rows)
    }

    /// The animation every element plays, with its source; a sequence's steps have their own.
    mutating func blockAnimation(_ block: Block) -> (Animation, String)? {
        if let node = node("animation", of: block, on: [.list, .grid, .stack, .pile, .single]) {
            return animation(node, key: "animation")
        }
        if block.stage != .sequence { require("animation", of: block) }
        return nil
    }

    mutating func stagger(_ node: YAMLNode) -> Stagger? {
        guard let keys = mapping(node, allowed: ["step", "cap"], what: "'stagger'") else { return nil }
        guard let stepNode = keys["step"] else {
            fail("'stagger' needs 'step', the seconds between one element and the next", at: node)
            return nil
        }
        guard let step = number(stepNode, "step", in: TimelineLimits.staggerStep, unit: " seconds") else { return nil }
        guard let capNode = keys["cap"] else { return Stagger(step: step) }
        guard let cap = number(capNode, "cap", in: TimelineLimits.staggerCap, unit: " seconds") else { return nil }
        return Stagger(step: step, cap: cap)
    }

    /// A grid tile's side and the gap between tiles, in points.
    mutating func tileGeometry(_ block: Block) -> (size: Double, gap: Double) {
        var size = 80.0
        var gap = 10.0
        if let node = node("tile", of: block, on: [.grid]),
            let tile = mapping(node, allowed: ["size", "gap"], what: "'tile'")
        {
            size = tile["size"].flatMap { number($0, "size", in: TimelineLimits.tileSize, unit: " points") } ?? size
            gap = tile["gap"].flatMap { number($0, "gap", in: TimelineLimits.tileGap, unit: " points") } ?? gap
        }
        return (size, gap)
    }

    /// Where a grid's tiles sit: one cell each in reading order, or placed by `spans`, one
    /// `[columns, rows]` per tile, each in the first free cell where it fits, row by row.
    mutating func gridTiles(_ block: Block, columns: Int, rows: Int) -> [TilePlacement] {
        let cells = (0..<(columns * rows)).map { TilePlacement(column: $0 % columns, row: $0 / columns) }
        guard let node = node("spans", of: block, on: [.grid]) else { return block.stage == .grid ? cells : [] }
        guard let items = node.sequence, (1...(columns * rows)).contains(items.count) else {
            fail(
                "'spans' must list one [columns, rows] per tile, 1 to \(columns * rows) tiles on a \(columns) × \(rows) grid",
                at: node)
            return cells
        }
        var spans: [(columns: Int, rows: Int)] = []
        for item in items {
            guard let pair = item.sequence, pair.count == 2 else {
                fail(
                    "a span must be [columns, rows], how many cells the tile covers each way, not \(describe(item))",
                    at: item)
                continue
            }
            guard let width = whole(pair[0], "span columns", in: 1...columns),
                let height = whole(pair[1], "span rows", in: 1...rows)
            else { continue }
            spans.append((width, height))
        }
        guard spans.count == items.count else { return cells }
        let placed = TilePlacement.dense(spans: spans, columns: columns, rows: rows)
        if placed.count < spans.count {
            let span = spans[placed.count]
            fail(
                "tile \(placed.count + 1) (\(span.columns) × \(span.rows)) finds no free place on the \(columns) × \(rows) grid after the tiles before it",
                at: items[placed.count])
            return cells
        }
        return placed
    }

    /// What every element of a list, grid, stack or single stage changes.
    mutating func blockChanges(_ block: Block) -> Timeline.Changes {
        if let node = node("changes", of: block, on: [.list, .grid, .stack, .single]) {
            return changes(node, what: "'changes'") ?? Timeline.Changes()
        }
        if [.list, .grid, .stack, .single].contains(block.stage) { require("changes", of: block) }
        return Timeline.Changes()
    }

    mutating func changes(_ node: YAMLNode, what: String) -> Timeline.Changes? {
        guard let keys = mapping(node, allowed: TimelineFormat.propertyNames, what: what) else {
            return nil
        }
        var changes = Timeline.Changes()
        func change(_ key: String, in range: ClosedRange<Double>, unit: String = "", reader: inout TimelineReader)
            -> Timeline.Change?
        {
            guard let valueNode = keys[key], let (from, to) = reader.pair(valueNode, key, in: range, unit: unit) else {
                return nil
            }
            return Timeline.Change(from: from, to: to)
        }
        changes.opacity = change("opacity", in: TimelineLimits.opacity, reader: &self)
        changes.offsetX = change("offset-x", in: TimelineLimits.offset, unit: " points", reader: &self)
        changes.offsetY = change("offset-y", in: TimelineLimits.offset, unit: " points", reader: &self)
        changes.scale = change("scale", in: TimelineLimits.scale, reader: &self)
        changes.color = color(keys)
        if keys.isEmpty {
            fail("\(what) must move at least one of " + TimelineFormat.propertyNames.joined(separator: ", "), at: node)
        }
        return changes
    }

    /// What the component does under Reduce Motion, which every block states.
    mutating func reduceMotion(_ block: Block) -> Timeline.ReduceMotion {
        guard let node = block["reduce-motion"] else {
            fail(
                "missing 'reduce-motion': fade, still, same, hidden or rest, what the component does with Reduce Motion on",
                at: block.root)
            return .still
        }
        guard let name = word(node, "reduce-motion", among: Timeline.ReduceMotion.allCases.map(\.rawValue)),
            let value = Timeline.ReduceMotion(rawValue: name)
        else { return .still }
        if value == .fade, block.stage == .pile {
            fail("a pile has no opacity to fade: use 'still' or 'same'", at: node)
        }
        return value
    }

    /// The animation of a Reduce Motion fade, when the component has its own.
    mutating func reduceMotionAnimation(_ block: Block, reduceMotion: Timeline.ReduceMotion) -> Animation? {
        guard let node = block["reduce-motion-animation"] else { return nil }
        let stepFades =
            block.stage == .sequence
            && (block["steps"]?.sequence ?? []).contains {
                $0.mapping?.contains { $0.key.string == "reduce-motion" && $0.value.string == "fade" } == true
            }
        guard reduceMotion == .fade || stepFades, block["reduce-motion"] != nil else {
            fail("'reduce-motion-animation' goes with 'reduce-motion: fade'", at: node)
            return nil
        }
        return animation(node, key: "reduce-motion-animation")?.0
    }

    /// A pile's geometry, its defaults where the block leaves a key out.
    mutating func pile(_ block: Block) -> Timeline.Pile {
        let defaults = Timeline.Pile(
            cardHeight: 64, spacing: 10, peek: 10, shrink: 0.06, closesTogether: false, clampsProgress: false)
        guard let node = node("pile", of: block, on: [.pile]),
            let keys = mapping(
                node, allowed: ["card-height", "spacing", "peek", "shrink", "closing", "progress"], what: "'pile'")
        else { return defaults }
        var closesTogether = false
        if let closingNode = keys["closing"] {
            closesTogether = word(closingNode, "closing", among: ["staggered", "together"]) == "together"
        }
        var clampsProgress = defaults.clampsProgress
        if let progressNode = keys["progress"] {
            clampsProgress = word(progressNode, "progress", among: ["free", "clamped"]) == "clamped"
        }
        return Timeline.Pile(
            cardHeight: keys["card-height"].flatMap {
                number($0, "card-height", in: TimelineLimits.cardHeight, unit: " points")
            } ?? defaults.cardHeight,
            spacing: keys["spacing"].flatMap { number($0, "spacing", in: TimelineLimits.spacing, unit: " points") }
                ?? defaults.spacing,
            peek: keys["peek"].flatMap { number($0, "peek", in: TimelineLimits.peek, unit: " points") }
                ?? defaults.peek,
            shrink: keys["shrink"].flatMap { number($0, "shrink", in: TimelineLimits.shrink) } ?? defaults.shrink,
            closesTogether: closesTogether, clampsProgress: clampsProgress)
    }

    /// What every element is drawn as; the stage's first shape when the block names none.
    mutating func shape(_ block: Block) -> Timeline.Shape {
        let allowed = Timeline.Shape.allowed(on: block.stage)
        guard let node = node("shape", of: block, on: [.list, .grid, .single]),
            let name = word(node, "shape", among: allowed.map(\.rawValue))
        else { return allowed[0] }
        return Timeline.Shape(rawValue: name) ?? allowed[0]
    }

    /// The still shape a single stage draws in front of its element, when the block names one.
    mutating func fixed(_ block: Block) -> Timeline.Shape? {
        guard let node = node("fixed", of: block, on: [.single]),
            let name = word(node, "shape", among: Timeline.Shape.allowed(on: block.stage).map(\.rawValue))
        else { return nil }
        return Timeline.Shape(rawValue: name)
    }
}
