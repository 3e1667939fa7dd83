import TextUtilities
import Foundation
import Timing
import YAML

/// Reads the body of a `timeline` block (YAML) into a ``Timeline``.
///
/// Every problem of a block is reported, each with the line and column of the key or value it
/// is about, counted from the first line of the block's body.
public enum TimelineFormat {
    /// Parses and checks a block's body.
    /// - Throws: ``TimelineErrors`` with every problem found.
    public static func parse(_ yaml: String) throws(TimelineErrors) -> Timeline {
        let (text, quotedLines) = quotingAnimations(yaml)
        let document: YAMLNode?
        do {
            document = try YAML.parse(text)
        } catch {
            throw TimelineErrors([
                TimelineError(message: "not valid YAML: \(error.message)", line: error.line, column: error.column)
            ])
        }
        guard let root = document else {
            throw TimelineErrors([
                TimelineError(message: "the timeline block is empty; it needs at least 'stage'", line: 1, column: 1)
            ])
        }
        var reader = TimelineReader(quotedLines: quotedLines)
        let timeline = reader.timeline(root)
        guard reader.errors.isEmpty, let timeline else {
            throw TimelineErrors(reader.errors)
        }
        return timeline
    }

    /// Puts quotes around unquoted `animation:` and `reduce-motion-animation:` values, so they can be written exactly as in
    /// Swift source: `.smooth(duration: 0.45)` is not a YAML plain scalar, because `: `
    /// inside it would start a mapping.
    ///
    /// Only block-style lines `animation: .…` or `- animation: Animation.…` are touched, and a
    /// trailing `# comment` stays outside the quotes. Returns the text to parse and the 1-based
    /// lines that were changed, so columns can be mapped back to the author's text.
    static func quotingAnimations(_ yaml: String) -> (String, Set<Int>) {
        var quoted: Set<Int> = []
        var lines: [String] = []
        for (index, line) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = Substring(line)
            var prefix = ""
            while let first = rest.first, first == " " || first == "-" {
                if first == "-" {
                    guard rest.dropFirst().first == " " else { break }
                    prefix += "- "
                    rest = rest.dropFirst(2)
                } else {
                    prefix += " "
                    rest = rest.dropFirst()
                }
            }
            guard let key = ["animation:", "reduce-motion-animation:"].first(where: { rest.hasPrefix($0) })
            else {
                lines.append(String(line))
                continue
            }
            var value = rest.dropFirst(key.count)
            var spaces = ""
            while value.first == " " {
                spaces += " "
                value = value.dropFirst()
            }
            guard !spaces.isEmpty, value.hasPrefix(".") || value.hasPrefix("Animation.") else {
                lines.append(String(line))
                continue
            }
            var comment = ""
            if let hash = value.range(of: " #") {
                comment = String(value[hash.lowerBound...])
                value = value[..<hash.lowerBound]
            }
            var trailing = ""
            while let last = value.last, last == " " || last == "\r" {
                trailing = String(last) + trailing
                value = value.dropLast()
            }
            let escapedValue = value.replacingOccurrences(of: "'", with: "''")
            lines.append(prefix + key + spaces + "'" + escapedValue + "'" + trailing + comment)
            quoted.insert(index + 1)
        }
        return (lines.joined(separator: "\n"), quoted)
    }

    /// The keys a block may have at its top level.
    public static let topLevelKeys = [
        "stage", "items", "columns", "rows", "animation", "stagger", "ordering", "changes",
        "reduce-motion", "reduce-motion-animation", "shape", "steps", "pile", "tile",
    ]

    /// The properties `changes` may move.
    public static let propertyNames = ["opacity", "offset-x", "offset-y", "scale"]

    /// The ordering strategies' names in a block.
    public static let strategyNames = [
        "priority-then-position", "priority-only", "position-only", "radial", "reading-pattern",
        "diagonal", "by-size",
    ]

    /// The most elements a list or stack may draw.
    public static let maximumItems = TimelineLimits.items.upperBound
    /// The most columns or rows of a grid.
    public static let maximumGridSide = TimelineLimits.gridSide.upperBound
}

/// Walks the YAML tree, collecting every problem instead of stopping at the first.
struct TimelineReader {
    /// Lines whose `animation` value ``TimelineFormat/quotingAnimations(_:)`` quoted.
    let quotedLines: Set<Int>
    var errors: [TimelineError] = []
    /// Where each animation of the block is written (the first place, when it is written
    /// twice), for the checks of the whole block.
    var animationNodes: [Animation: YAMLNode] = [:]
    /// The `starts` of each sequence step that has one, by the step's name.
    var startNodes: [String: YAMLNode] = [:]

    init(quotedLines: Set<Int> = []) {
        self.quotedLines = quotedLines
    }

    mutating func fail(_ message: String, at node: YAMLNode) {
        errors.append(TimelineError(message: message, line: node.line, column: node.column))
    }

    // MARK: Helpers

    /// The pairs of a mapping by key, reporting keys that are not in `allowed`.
    mutating func mapping(_ node: YAMLNode, allowed: [String], what: String) -> [String: YAMLNode]? {
        guard let pairs = node.mapping else {
            fail("\(what) must be a mapping of keys to values, not \(node.kindDescription)", at: node)
            return nil
        }
        var result: [String: YAMLNode] = [:]
        for pair in pairs {
            guard let key = pair.key.string else {
                fail("a key in \(what) must be a name", at: pair.key)
                continue
            }
            guard allowed.contains(key) else {
                fail(
                    "unknown key '\(key)' in \(what)" + suggestion(for: key, among: allowed)
                        + "; known: " + allowed.joined(separator: ", "),
                    at: pair.key)
                continue
            }
            result[key] = pair.value
        }
        return result
    }

    /// A finite number in `range` (in `unit`, for the message), -0 read as 0.
    mutating func number(_ node: YAMLNode, _ name: String, in range: ClosedRange<Double>, unit: String = "")
        -> Double?
    {
        guard let value = node.double else {
            fail("'\(name)' must be a number, not \(describe(node))", at: node)
            return nil
        }
        guard value.isFinite else {
            fail("'\(name)' must be a finite number, not \(describe(node))", at: node)
            return nil
        }
        guard range.contains(value) else {
            fail("'\(name)' must be \(range.between)\(unit), not \(node.string ?? plain(value))", at: node)
            return nil
        }
        return value + 0
    }

    /// A whole number in `range`; one too large for an `Int` is out of range, not a trap.
    mutating func whole(_ node: YAMLNode, _ name: String, in range: ClosedRange<Int>) -> Int? {
        guard let value = node.int else {
            if let number = node.double, number.isFinite, number == number.rounded(),
                !(Double(range.lowerBound)...Double(range.upperBound)).contains(number)
            {
                fail(
                    "'\(name)' must be between \(range.lowerBound) and \(range.upperBound), not \(node.string ?? plain(number))",
                    at: node)
            } else {
                fail("'\(name)' must be a whole number, not \(describe(node))", at: node)
            }
            return nil
        }
        guard range.contains(value) else {
            fail("'\(name)' must be between \(range.lowerBound) and \(range.upperBound), not \(value)", at: node)
            return nil
        }
        return value
    }

    mutating func boolean(_ node: YAMLNode, _ name: String) -> Bool? {
        guard let value = node.bool else {
            fail("'\(name)' must be true or false, not \(describe(node))", at: node)
            return nil
        }
        return value
    }

    mutating func word(_ node: YAMLNode, _ name: String, among choices: [String]) -> String? {
        guard let value = node.string, node.mapping == nil, node.sequence == nil else {
            fail("'\(name)' must be one of \(choices.joined(separator: ", ")), not \(describe(node))", at: node)
            return nil
        }
        guard choices.contains(value) else {
            fail(
                "unknown \(name) '\(value)'" + suggestion(for: value, among: choices) + "; known: "
                    + choices.joined(separator: ", "), at: node)
            return nil
        }
        return value
    }

    /// A two-number list such as `[0, 1]`, each number in `range`.
    mutating func pair(_ node: YAMLNode, _ name: String, in range: ClosedRange<Double>, unit: String = "")
        -> (Double, Double)?
    {
        guard let items = node.sequence, items.count == 2 else {
            fail("'\(name)' must be a list of two numbers, such as [0, 1], not \(describe(node))", at: node)
            return nil
        }
        let first = number(items[0], name, in: range, unit: unit)
        let second = number(items[1], name, in: range, unit: unit)
        guard let first, let second else { return nil }
        return (first, second)
    }

    /// `[column, row]` of a tile of a grid of `columns` × `rows`, counted from 0.
    mutating func tile(_ node: YAMLNode, columns: Int, rows: Int) -> Timeline.Tile? {
        let message =
            "'from-tile' must be [column, row] of a tile, counted from 0: columns 0 to \(columns - 1), rows 0 to \(rows - 1)"
        guard let items = node.sequence, items.count == 2 else {
            fail(message, at: node)
            return nil
        }
        var indices: [Int] = []
        for (item, count) in zip(items, [columns, rows]) {
            // Checked as a number first, so a huge one is out of range rather than a trap.
            if let value = item.double, value == value.rounded(), value >= 0, value < Double(count) {
                indices.append(Int(value))
            } else {
                fail(message, at: item)
            }
        }
        guard indices.count == 2 else { return nil }
        return Timeline.Tile(column: indices[0], row: indices[1])
    }

    func describe(_ node: YAMLNode) -> String {
        if let text = node.string, node.mapping == nil, node.sequence == nil { return "'\(text)'" }
        return node.kindDescription
    }

    /// An animation expression, with errors placed at their column in the block.
    mutating func animation(_ node: YAMLNode, key: String) -> (Animation, String)? {
        guard case .scalar(let text, let isPlain) = node.value, !node.isNull else {
            fail(
                "'\(key)' must be a Swift animation such as .smooth(duration: 0.45), not \(node.kindDescription)",
                at: node)
            return nil
        }
        do {
            let animation = try AnimationExpression.parse(text)
            if animationNodes[animation] == nil { animationNodes[animation] = node }
            return (animation, text)
        } catch {
            // A scalar the author quoted starts one column before its text; one quoted for
            // them starts at its text. Multi-line scalars are rare here; their column is an
            // estimate on the first line.
            let authorQuoted = !isPlain && !quotedLines.contains(node.line)
            let column = node.column + (authorQuoted ? 1 : 0) + error.column - 1
            errors.append(TimelineError(message: error.message, line: node.line, column: column))
            return nil
        }
    }

    // MARK: The block

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

        let rootNode = root
        func applies(_ key: String, to stages: [Timeline.Stage], reader: inout TimelineReader) -> YAMLNode? {
            guard let node = keys[key] else { return nil }
            guard stages.contains(stage) else {
                let names = stages.map(\.rawValue)
                let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
                reader.fail("'\(key)' does not apply to a \(stage.rawValue) stage, only to \(list)", at: node)
                return nil
            }
            return node
        }
        func required(_ key: String, reader: inout TimelineReader) {
            if keys[key] == nil {
                reader.fail("a \(stage.rawValue) stage needs '\(key)'", at: rootNode)
            }
        }

        // Counts.
        var count = 1
        var columns = 1
        var rows = 1
        if let node = applies("items", to: [.list, .stack, .pile, .single], reader: &self) {
            let range = stage == .single ? 1...1 : (stage == .pile ? TimelineLimits.pileItems : TimelineLimits.items)
            count = whole(node, "items", in: range) ?? count
        } else if [.list, .stack, .pile].contains(stage) {
            required("items", reader: &self)
        }
        let columnsNode = applies("columns", to: [.grid], reader: &self)
        let rowsNode = applies("rows", to: [.grid], reader: &self)
        if stage == .grid {
            required("columns", reader: &self)
            required("rows", reader: &self)
            columns = columnsNode.flatMap { whole($0, "columns", in: TimelineLimits.gridSide) } ?? 1
            rows = rowsNode.flatMap { whole($0, "rows", in: TimelineLimits.gridSide) } ?? 1
            count = columns * rows
        } else {
            rows = count
        }

        // Animation.
        var animation: Animation?
        var animationSource: String?
        if let node = applies("animation", to: [.list, .grid, .stack, .pile, .single], reader: &self) {
            if let (value, source) = self.animation(node, key: "animation") {
                animation = value
                animationSource = source
            }
        } else if stage != .sequence {
            required("animation", reader: &self)
        }

        // Delays.
        var stagger: Stagger?
        if let node = applies("stagger", to: [.list, .grid, .stack, .pile], reader: &self) {
            stagger = self.stagger(node)
        }
        var tileSize = 80.0
        var gap = 10.0
        if let node = applies("tile", to: [.grid], reader: &self),
            let tile = mapping(node, allowed: ["size", "gap"], what: "'tile'")
        {
            tileSize =
                tile["size"].flatMap { number($0, "size", in: TimelineLimits.tileSize, unit: " points") } ?? tileSize
            gap = tile["gap"].flatMap { number($0, "gap", in: TimelineLimits.tileGap, unit: " points") } ?? gap
        }
        var ordering: Timeline.Ordering?
        if let node = applies("ordering", to: [.grid], reader: &self) {
            if keys["stagger"] != nil {
                fail("a grid takes 'stagger' (reading order) or 'ordering', not both", at: node)
            }
            ordering = self.ordering(node, grid: (columns, rows, tileSize, gap))
        }

        // Changes.
        var changes = Timeline.Changes()
        if let node = applies("changes", to: [.list, .grid, .stack, .single], reader: &self) {
            changes = self.changes(node, what: "'changes'") ?? changes
        } else if [.list, .grid, .stack, .single].contains(stage) {
            required("changes", reader: &self)
        }

        // Reduce Motion.
        var reduceMotion = Timeline.ReduceMotion.still
        if let node = keys["reduce-motion"] {
            if let name = word(node, "reduce-motion", among: Timeline.ReduceMotion.allCases.map(\.rawValue)),
                let value = Timeline.ReduceMotion(rawValue: name)
            {
                reduceMotion = value
                if value == .fade, stage == .pile {
                    fail("a pile has no opacity to fade: use 'still' or 'same'", at: node)
                }
            }
        } else {
            fail(
                "missing 'reduce-motion': fade, still or same, what the component does with Reduce Motion on", at: root)
        }

        // Steps.
        var steps: [Timeline.Step] = []
        if let node = applies("steps", to: [.sequence], reader: &self) {
            steps = self.steps(node)
            count = steps.count
            rows = count
        } else if stage == .sequence {
            required("steps", reader: &self)
        }

        var reduceMotionAnimation: Animation?
        if let node = keys["reduce-motion-animation"] {
            if reduceMotion != .fade || keys["reduce-motion"] == nil {
                fail("'reduce-motion-animation' goes with 'reduce-motion: fade'", at: node)
            } else {
                reduceMotionAnimation = self.animation(node, key: "reduce-motion-animation")?.0
            }
        }
        // Layout details.
        var pile = Timeline.Pile(cardHeight: 64, spacing: 10, peek: 10, shrink: 0.06, closesTogether: false)
        if let node = applies("pile", to: [.pile], reader: &self),
            let keys = mapping(node, allowed: ["card-height", "spacing", "peek", "shrink", "closing"], what: "'pile'")
        {
            var closesTogether = false
            if let closingNode = keys["closing"] {
                closesTogether = word(closingNode, "closing", among: ["staggered", "together"]) == "together"
            }
            pile = Timeline.Pile(
                cardHeight: keys["card-height"].flatMap {
                    number($0, "card-height", in: TimelineLimits.cardHeight, unit: " points")
                } ?? pile.cardHeight,
                spacing: keys["spacing"].flatMap { number($0, "spacing", in: TimelineLimits.spacing, unit: " points") }
                    ?? pile.spacing,
                peek: keys["peek"].flatMap { number($0, "peek", in: TimelineLimits.peek, unit: " points") }
                    ?? pile.peek,
                shrink: keys["shrink"].flatMap { number($0, "shrink", in: TimelineLimits.shrink) } ?? pile.shrink,
                closesTogether: closesTogether)
        }
        var shape = Timeline.Shape.allowed(on: stage)[0]
        if let node = applies("shape", to: [.list, .grid, .single], reader: &self),
            let name = word(node, "shape", among: Timeline.Shape.allowed(on: stage).map(\.rawValue))
        {
            shape = Timeline.Shape(rawValue: name) ?? shape
        }
        let timeline = Timeline(
            stage: stage, count: count, columns: columns, rows: rows, animation: animation,
            animationSource: animationSource, stagger: stagger, ordering: ordering,
            changes: changes, reduceMotion: reduceMotion,
            reduceMotionAnimation: reduceMotionAnimation, shape: shape, steps: steps, pile: pile,
            tileSize: tileSize, gap: gap)
        // The whole block is timed and measured only once every part of it is in range.
        if errors.isEmpty { checkSettling(timeline, delays: keys["stagger"] ?? keys["ordering"], root: root) }
        if errors.isEmpty { checkDrawing(timeline, root: root) }
        return timeline
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

    mutating func ordering(_ node: YAMLNode, grid: (columns: Int, rows: Int, tileSize: Double, gap: Double))
        -> Timeline.Ordering?
    {
        let count = grid.columns * grid.rows
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
        let applicable: [String: [String]] = [
            "direction": ["priority-then-position", "position-only"],
            "from": ["radial"],
            "from-tile": ["radial"],
            "respect-priority": ["radial", "reading-pattern", "diagonal", "by-size"],
            "row-threshold": ["reading-pattern"],
            "top-left-to-bottom-right": ["diagonal"],
            "larger-first": ["by-size"],
        ]
        for (key, strategies) in applicable.sorted(by: { $0.key < $1.key }) {
            if let keyNode = keys[key], !strategies.contains(name) {
                fail("'\(key)' does not apply to '\(name)', only to \(strategies.joined(separator: ", "))", at: keyNode)
            }
        }
        let directions = OrderingDirection.allCases.map { kebab($0.rawValue) }
        var direction = OrderingDirection.leftToRight
        if let directionNode = keys["direction"],
            let value = word(directionNode, "direction", among: directions)
        {
            direction = OrderingDirection.allCases[directions.firstIndex(of: value)!]
        }
        let respect = keys["respect-priority"].flatMap { boolean($0, "respect-priority") } ?? true
        let strategy: OrderingStrategy
        var fromTile: Timeline.Tile?
        switch name {
        case "priority-then-position": strategy = .priorityThenPosition(direction)
        case "priority-only": strategy = .priorityOnly
        case "position-only": strategy = .positionOnly(direction)
        case "radial":
            if let tileNode = keys["from-tile"] {
                if let fromNode = keys["from"] {
                    fail("'radial' takes 'from' (a point) or 'from-tile' (a tile), not both", at: fromNode)
                }
                guard let tile = self.tile(tileNode, columns: grid.columns, rows: grid.rows) else { return nil }
                fromTile = tile
                // The centre of the tile, in the same points as the tiles' frames.
                let pitch = grid.tileSize + grid.gap
                strategy = .radial(
                    fromX: Double(tile.column) * pitch + grid.tileSize / 2,
                    y: Double(tile.row) * pitch + grid.tileSize / 2, respectPriority: respect)
            } else if let fromNode = keys["from"] {
                guard let (x, y) = pair(fromNode, "from", in: TimelineLimits.point, unit: " points") else { return nil }
                strategy = .radial(fromX: x, y: y, respectPriority: respect)
            } else {
                fail(
                    "'radial' needs 'from-tile: [column, row]' or 'from: [x, y]' in points, where it spreads out from",
                    at: strategyNode)
                return nil
            }
        case "reading-pattern":
            let threshold =
                keys["row-threshold"].flatMap {
                    number($0, "row-threshold", in: TimelineLimits.rowThreshold, unit: " points")
                } ?? 20
            strategy = .readingPattern(respectPriority: respect, rowThreshold: threshold)
        case "diagonal":
            let fromTopLeft =
                keys["top-left-to-bottom-right"].flatMap { boolean($0, "top-left-to-bottom-right") } ?? true
            strategy = .diagonal(topLeftToBottomRight: fromTopLeft, respectPriority: respect)
        default:
            let largerFirst = keys["larger-first"].flatMap { boolean($0, "larger-first") } ?? true
            strategy = .bySize(largerFirst: largerFirst, respectPriority: respect)
        }
        let baseDelay =
            keys["base-delay"].flatMap { number($0, "base-delay", in: TimelineLimits.baseDelay, unit: " seconds") }
            ?? 0.1
        var priorities = [Double](repeating: 0, count: count)
        if let prioritiesNode = keys["priorities"] {
            if let items = prioritiesNode.sequence, items.count == count {
                priorities = items.map { number($0, "priorities", in: TimelineLimits.priority) ?? 0 }
            } else {
                fail("'priorities' must list one number per tile (\(count)), in reading order", at: prioritiesNode)
            }
        }
        return Timeline.Ordering(
            strategy: strategy, baseDelay: baseDelay, priorities: priorities, fromTile: fromTile)
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
        if keys.isEmpty {
            fail("\(what) must move at least one of " + TimelineFormat.propertyNames.joined(separator: ", "), at: node)
        }
        return changes
    }

    mutating func steps(_ node: YAMLNode) -> [Timeline.Step] {
        guard let items = node.sequence, !items.isEmpty else {
            fail("'steps' must be a list of steps, each with name, animation and changes", at: node)
            return []
        }
        var steps: [Timeline.Step] = []
        var names: [String] = []
        let most = TimelineLimits.steps.upperBound
        if items.count > most {
            fail("a sequence has at most \(most) steps; this is step \(most + 1) of \(items.count)", at: items[most])
        }
        for (index, item) in items.prefix(most).enumerated() {
            let allowed = ["name", "animation", "changes", "starts", "shape", "element"]
            guard let keys = mapping(item, allowed: allowed, what: "a step") else { continue }
            var name = "step-\(index + 1)"
            if let nameNode = keys["name"] {
                if let text = nameNode.string, nameNode.mapping == nil, nameNode.sequence == nil {
                    if names.contains(text) {
                        fail("two steps are named '\(text)'", at: nameNode)
                    }
                    if !TimelineLimits.stepName.contains(text.count) {
                        fail(
                            "a step's 'name' has \(TimelineLimits.stepName.lowerBound) to \(TimelineLimits.stepName.upperBound) characters, not \(text.count)",
                            at: nameNode)
                    }
                    name = text
                } else {
                    fail("a step's 'name' must be text", at: nameNode)
                }
            } else {
                fail("a step needs a 'name'", at: item)
            }
            names.append(name)
            var animation: (Animation, String)?
            if let animationNode = keys["animation"] {
                animation = self.animation(animationNode, key: "animation")
            } else {
                fail("step '\(name)' needs an 'animation'", at: item)
            }
            var changes = Timeline.Changes()
            if let changesNode = keys["changes"] {
                changes = self.changes(changesNode, what: "the changes of step '\(name)'") ?? changes
            } else {
                fail("step '\(name)' needs 'changes'", at: item)
            }
            let start =
                keys["starts"].flatMap { self.start($0, step: name, earlier: Array(names.dropLast())) } ?? .immediately
            if let startsNode = keys["starts"] {
                startNodes[name] = startsNode
                checkEarlierStepSettles(start, node: startsNode, earlier: steps)
            }
            var shape: Timeline.Shape = index == 0 ? .row : .screen
            if let shapeNode = keys["shape"],
                let value = word(shapeNode, "shape", among: Timeline.Shape.allowed(on: .sequence).map(\.rawValue))
            {
                shape = Timeline.Shape(rawValue: value) ?? shape
            }
            var element: String?
            if let elementNode = keys["element"] {
                let earlier = steps.filter { $0.name != name }
                if let target = elementNode.string, elementNode.mapping == nil, elementNode.sequence == nil,
                    let owner = earlier.first(where: { $0.name == target })
                {
                    // A chain of movers all move the first step's element.
                    element = owner.element ?? owner.name
                    shape = owner.shape
                    if let shapeNode = keys["shape"] {
                        fail("a step that moves the element of '\(target)' has that element's shape", at: shapeNode)
                    }
                } else {
                    let names = earlier.map(\.name)
                    fail(
                        "'element' must name an earlier step" + suggestion(for: elementNode.string ?? "", among: names)
                            + (names.isEmpty
                                ? " (this is the first step)" : " (earlier steps: \(names.joined(separator: ", ")))"),
                        at: elementNode)
                }
            }
            if let animation {
                steps.append(
                    Timeline.Step(
                        name: name, animation: animation.0, animationSource: animation.1,
                        changes: changes, start: start, shape: shape, element: element))
            }
        }
        return steps
    }

    mutating func start(_ node: YAMLNode, step: String, earlier: [String]) -> Timeline.Start? {
        guard let keys = mapping(node, allowed: ["after", "at-least", "from", "completion"], what: "'starts'")
        else { return nil }
        func reference(_ key: String, reader: inout TimelineReader) -> String? {
            guard let referenceNode = keys[key] else { return nil }
            guard let name = referenceNode.string, referenceNode.mapping == nil, referenceNode.sequence == nil else {
                reader.fail("'\(key)' must name an earlier step", at: referenceNode)
                return nil
            }
            guard earlier.contains(name) else {
                let known =
                    earlier.isEmpty ? "it is the first step" : "earlier steps: " + earlier.joined(separator: ", ")
                reader.fail(
                    "'\(key)' names '\(name)', which is not an earlier step" + suggestion(for: name, among: earlier)
                        + " (\(known))", at: referenceNode)
                return nil
            }
            return name
        }
        if keys["after"] != nil {
            for key in ["at-least", "from", "completion"] where keys[key] != nil {
                fail("'starts' takes either 'after' or 'at-least' with 'from', not both", at: keys[key]!)
            }
            return reference("after", reader: &self).map { .after($0) }
        }
        guard let minimumNode = keys["at-least"] else {
            fail("'starts' needs 'after: <step>' or 'at-least: <seconds>' with 'from: <step>'", at: node)
            return nil
        }
        let minimum = number(minimumNode, "at-least", in: TimelineLimits.atLeast, unit: " seconds")
        guard keys["from"] != nil else {
            fail("'at-least' needs 'from', the earlier step whose start it counts from", at: minimumNode)
            return nil
        }
        let from = reference("from", reader: &self)
        var completion = Timeline.Completion.immediate
        if let completionNode = keys["completion"],
            let value = word(completionNode, "completion", among: Timeline.Completion.allCases.map(\.rawValue))
        {
            completion = Timeline.Completion(rawValue: value) ?? completion
        }
        guard let minimum, let from else { return nil }
        return .atLeast(minimum, from: from, completion: completion)
    }
}

/// `leftToRight` → `left-to-right`.
func kebab(_ name: String) -> String {
    var result = ""
    for character in name {
        if character.isUppercase {
            result += "-" + character.lowercased()
        } else {
            result.append(character)
        }
    }
    return result
}

/// A number as an author would write it: `0.45`, `12`, `-3`.
func plain(_ value: Double) -> String { plainNumber(value) }

/// `; did you mean 'x'?` for the closest known name, or nothing when none is close.
func suggestion(for name: String, among candidates: [String]) -> String {
    closestName(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
}
