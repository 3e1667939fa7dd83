import Timing
import YAML

/// The values of a block: mappings of known keys, numbers in their range, names among choices,
/// and animation expressions, each reported at its own line and column when it is wrong.
extension TimelineReader {
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
            // A scalar the author quoted starts one column before its text; an unquoted one, at
            // its text. Multi-line scalars are rare here; their column is an estimate on the
            // first line.
            let column = node.column + (isPlain ? 0 : 1) + error.column - 1
            errors.append(TimelineError(message: error.message, line: node.line, column: column))
            return nil
        }
    }
}
