import Timelines

/// Blocks used across the tests, one per stage, as authors write them.
enum Blocks {
    static let list = """
        stage: list
        items: 7
        animation: .smooth(duration: 0.45)
        stagger: { step: 0.07, cap: 0.6 }
        changes: { opacity: [0, 1], offset-y: [28, 0] }
        reduce-motion: fade
        """

    static let grid = """
        stage: grid
        columns: 3
        rows: 3
        animation: .spring(response: 0.5, dampingFraction: 0.7)
        ordering: { strategy: radial, from: [0, 0], base-delay: 0.05 }
        changes: { opacity: [0, 1], scale: [0.6, 1] }
        reduce-motion: fade
        """

    static let stack = """
        stage: stack
        items: 3
        animation: .bouncy
        stagger: { step: 0.1 }
        changes: { offset-y: [-40, 0], opacity: [0, 1] }
        reduce-motion: fade
        """

    static let pile = """
        stage: pile
        items: 4
        animation: .spring(duration: 0.45, bounce: 0.2)
        reduce-motion: still
        """

    static let sequence = """
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

    static let single = """
        stage: single
        animation: .easeInOut(duration: 0.8).repeatForever(autoreverses: true)
        changes: { scale: [1, 1.2] }
        reduce-motion: still
        """

    static let all: [(name: String, yaml: String)] = [
        ("list", list), ("grid", grid), ("stack", stack), ("pile", pile), ("sequence", sequence),
        ("single", single),
    ]

    static func timeline(_ yaml: String) throws -> Timeline {
        try TimelineFormat.parse(yaml)
    }

    /// The errors a block produces, or none.
    static func errors(_ yaml: String) -> [TimelineError] {
        do {
            _ = try TimelineFormat.parse(yaml)
            return []
        } catch {
            return error.errors
        }
    }
}
