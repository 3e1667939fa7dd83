import Foundation

/// Blocks used across the timeline tests, one per stage, as authors write them.
public enum Blocks {
    public static let list = """
        stage: list
        items: 7
        animation: .smooth(duration: 0.45)
        stagger: { step: 0.07, cap: 0.6 }
        changes: { opacity: [0, 1], offset-y: [28, 0] }
        reduce-motion: fade
        """

    public static let grid = """
        stage: grid
        columns: 3
        rows: 3
        animation: .spring(response: 0.5, dampingFraction: 0.7)
        ordering: { strategy: radial, from: [0, 0], base-delay: 0.05 }
        changes: { opacity: [0, 1], scale: [0.6, 1] }
        reduce-motion: fade
        """

    public static let stack = """
        stage: stack
        items: 3
        animation: .bouncy
        stagger: { step: 0.1 }
        changes: { offset-y: [-40, 0], opacity: [0, 1] }
        reduce-motion: fade
        """

    public static let pile = """
        stage: pile
        items: 4
        animation: .spring(duration: 0.45, bounce: 0.2)
        reduce-motion: still
        """

    public static let sequence = """
        stage: sequence
        reduce-motion: same
        steps:
          - name: insert-row
            animation: .default
            changes: { opacity: [0, 1], offset-y: [-20, 0] }
          - name: push-editor
            animation: .smooth
            changes: { offset-x: [320, 0] }
            starts: { at-least: 0.25, from: insert-row }
        """

    public static let single = """
        stage: single
        animation: .easeInOut(duration: 0.8).repeatForever(autoreverses: true)
        changes: { scale: [1, 1.2] }
        reduce-motion: still
        """

    public static let all: [(name: String, yaml: String)] = [
        ("list", list), ("grid", grid), ("stack", stack), ("pile", pile), ("sequence", sequence),
        ("single", single),
    ]
}

/// The 1-based line and column of the first `piece` in `yaml` after `after`, where an error
/// about it must point.
public func position(of piece: String, in yaml: String, after: String = "") -> (line: Int, column: Int) {
    let start = after.isEmpty ? yaml.startIndex : yaml.range(of: after)!.upperBound
    let found = yaml.range(of: piece, range: start..<yaml.endIndex)!.lowerBound
    let before = yaml[..<found]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { yaml.index(after: $0) } ?? yaml.startIndex
    return (line, yaml.distance(from: lineStart, to: found) + 1)
}

/// A list block with these lines between its stage and its Reduce Motion.
public func listBlock(_ lines: String...) -> String {
    (["stage: list"] + lines + ["reduce-motion: fade"]).joined(separator: "\n")
}
