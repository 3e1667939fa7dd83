import Testing
import TimelineFixtures
import Timing

@testable import TimelineFormat

/// A block number at the edge of its range, and the same block just past it.
struct BlockEdge: Sendable, CustomTestStringConvertible {
    let template: String
    let inRange: String
    let outOfRange: String

    var testDescription: String { template.replacingOccurrences(of: "#", with: outOfRange) }
}

private let listTemplate =
    "stage: list\nitems: 3\nanimation: .smooth\nstagger: { step: 0.1 }\nchanges: { opacity: [0, 1] }\nreduce-motion: fade"
private let gridTemplate =
    "stage: grid\ncolumns: 2\nrows: 2\nanimation: .smooth\nordering: { strategy: radial, from: [0, 0] }\nchanges: { opacity: [0, 1] }\nreduce-motion: fade"
private let pileTemplate = "stage: pile\nitems: 4\nanimation: .smooth\npile: { card-height: 64 }\nreduce-motion: still"
private let sequenceTemplate = """
    stage: sequence
    reduce-motion: still
    steps:
      - name: first
        animation: .smooth
        changes: { opacity: [0, 1] }
      - name: second
        animation: .smooth
        changes: { opacity: [0, 1] }
        starts: { at-least: 0.25, from: first }
    """

private func edge(
    _ template: String, replacing original: String, with pattern: String, _ inRange: String, _ out: String
)
    -> BlockEdge
{
    BlockEdge(
        template: template.replacingOccurrences(of: original, with: pattern), inRange: inRange, outOfRange: out)
}

@Suite struct BlockLimitTests {
    static let edges: [BlockEdge] = [
        edge(listTemplate, replacing: "items: 3", with: "items: #", "40", "41"),
        edge(listTemplate, replacing: "items: 3", with: "items: #", "1", "0"),
        edge(pileTemplate, replacing: "items: 4", with: "items: #", "12", "13"),
        edge(pileTemplate, replacing: "items: 4", with: "items: #", "2", "1"),
        edge(gridTemplate, replacing: "columns: 2", with: "columns: #", "10", "11"),
        edge(gridTemplate, replacing: "rows: 2", with: "rows: #", "10", "11"),
        edge(listTemplate, replacing: "step: 0.1", with: "step: #", "5", "5.01"),
        edge(listTemplate, replacing: "step: 0.1", with: "step: #", "0", "-0.01"),
        edge(listTemplate, replacing: "step: 0.1", with: "step: 0.1, cap: #", "60", "60.5"),
        edge(gridTemplate, replacing: "from: [0, 0]", with: "from: [0, 0], base-delay: #", "5", "5.01"),
        edge(sequenceTemplate, replacing: "at-least: 0.25", with: "at-least: #", "60", "60.01"),
        edge(listTemplate, replacing: "opacity: [0, 1]", with: "opacity: [0, #]", "1", "1.01"),
        edge(listTemplate, replacing: "opacity: [0, 1]", with: "opacity: [#, 1]", "0", "-0.01"),
        edge(listTemplate, replacing: "opacity: [0, 1]", with: "offset-y: [#, 0]", "1000", "1000.5"),
        edge(listTemplate, replacing: "opacity: [0, 1]", with: "offset-x: [0, #]", "-1000", "-1001"),
        edge(listTemplate, replacing: "opacity: [0, 1]", with: "scale: [#, 1]", "10", "10.01"),
        edge(listTemplate, replacing: "opacity: [0, 1]", with: "scale: [#, 1]", "0", "-0.01"),
        edge(gridTemplate, replacing: "reduce-motion", with: "tile: { size: # }\nreduce-motion", "500", "501"),
        edge(gridTemplate, replacing: "reduce-motion", with: "tile: { size: # }\nreduce-motion", "1", "0.99"),
        edge(gridTemplate, replacing: "reduce-motion", with: "tile: { gap: # }\nreduce-motion", "200", "200.5"),
        edge(gridTemplate, replacing: "from: [0, 0]", with: "from: [#, 0]", "10000", "10000.5"),
        edge(gridTemplate, replacing: "from: [0, 0]", with: "from: [0, #]", "-10000", "-10001"),
        edge(
            gridTemplate, replacing: "radial, from: [0, 0]", with: "reading-pattern, row-threshold: #", "10000",
            "10001"),
        edge(gridTemplate, replacing: "from: [0, 0]", with: "from: [0, 0], priorities: [#, 0, 0, 0]", "1000", "1000.5"),
        edge(gridTemplate, replacing: "from: [0, 0]", with: "from: [0, 0], priorities: [0, 0, #, 0]", "-1000", "-1001"),
        edge(pileTemplate, replacing: "card-height: 64", with: "card-height: #", "200", "201"),
        edge(pileTemplate, replacing: "card-height: 64", with: "card-height: #", "16", "15"),
        edge(pileTemplate, replacing: "card-height: 64", with: "spacing: #", "100", "101"),
        edge(pileTemplate, replacing: "card-height: 64", with: "peek: #", "100", "101"),
        edge(pileTemplate, replacing: "card-height: 64", with: "shrink: #", "0.3", "0.31"),
        edge(
            sequenceTemplate, replacing: "name: second", with: "name: #", String(repeating: "s", count: 60),
            String(repeating: "s", count: 61)),
    ]

    @Test(arguments: edges)
    func numberAtTheEdgeIsReadAndJustPastItIsAnErrorAtTheValue(_ edge: BlockEdge) throws {
        let inRange = edge.template.replacingOccurrences(of: "#", with: edge.inRange)
        #expect(Blocks.errors(inRange) == [])
        let outOfRange = edge.template.replacingOccurrences(of: "#", with: edge.outOfRange)
        let errors = Blocks.errors(outOfRange)
        let at = position(of: edge.outOfRange, in: outOfRange, after: "\n")
        #expect(errors.count == 1)
        #expect(errors.first?.line == at.line)
        #expect(errors.first?.column == at.column)
        #expect(errors.first?.message.contains(" must ") == true || errors.first?.message.contains(" has ") == true)
    }

    /// The block numbers that crashed `catalog build` or ran without bound, each now an error
    /// at the value in the block.
    @Test(arguments: [
        ("animation: .spring(duration: 1e308)", "1e308"),
        ("animation: .linear.delay(1e300)", "1e300"),
        ("animation: .linear.speed(1e-300)", "1e-300"),
        ("animation: .linear.repeatCount(1e9)", "1e9"),
        ("animation: .linear.repeatCount(1e19)", "1e19"),
        ("animation: .linear(duration: 1e6)", "1e6"),
        ("animation: .spring(bounce: 0.999999)", "0.999999"),
        ("animation: .linear.repeatForever().repeatCount(3)", "repeatCount"),
        ("animation: \".smooth.delay(1e300)\"", "1e300"),
    ])
    func crashingAnimationInABlockIsAnErrorAtItsPosition(_ line: String, _ value: String) {
        let yaml = listBlock("items: 3", line, "changes: { opacity: [0, 1] }")
        let at = position(of: value, in: yaml)
        let errors = Blocks.errors(yaml)
        #expect(errors.map { [$0.line, $0.column] } == [[at.line, at.column]], "\(errors)")
    }

    @Test(arguments: [
        ("stagger: { step: 1e300 }", "1e300", "'step' must be between 0 and 5 seconds, not 1e300"),
        ("stagger: { step: .nan }", ".nan", "'step' must be a number, not '.nan'"),
        ("stagger: { step: nan }", "nan", "'step' must be a finite number, not 'nan'"),
        ("stagger: { step: 0.1, cap: .inf }", ".inf", "'cap' must be a number, not '.inf'"),
        ("stagger: { step: 0.1, cap: inf }", "inf", "'cap' must be a finite number, not 'inf'"),
        ("stagger: { step: 1e400 }", "1e400", "'step' must be a finite number, not '1e400'"),
        (
            "stagger: { step: 99999999999999999999 }", "99999999999999999999",
            "'step' must be between 0 and 5 seconds, not 99999999999999999999"
        ),
        ("changes: { offset-x: [-.inf, 0] }", "-.inf", "'offset-x' must be a number, not '-.inf'"),
    ])
    func hostileNumberInABlockIsAnErrorAtItsPosition(_ line: String, _ value: String, _ message: String) {
        var yaml = listBlock("items: 3", "animation: .smooth", line)
        if !line.hasPrefix("changes") { yaml += "\nchanges: { opacity: [0, 1] }" }
        let at = position(of: value, in: yaml, after: ":")
        #expect(Blocks.errors(yaml) == [TimelineError(message: message, line: at.line, column: at.column)])
    }

    @Test func hugeWholeNumberIsOutOfRangeNotATrap() {
        let yaml = listBlock("items: 99999999999999999999", "animation: .smooth", "changes: { opacity: [0, 1] }")
        #expect(
            Blocks.errors(yaml) == [
                TimelineError(message: "'items' must be between 1 and 40, not 99999999999999999999", line: 2, column: 8)
            ])
    }

    @Test func hugeTileIsOutOfTheGridNotATrap() {
        let yaml = gridTemplate.replacingOccurrences(of: "from: [0, 0]", with: "from-tile: [1e300, -1e300]")
        let errors = Blocks.errors(yaml)
        #expect(
            errors.map(\.column) == [position(of: "1e300", in: yaml).column, position(of: "-1e300", in: yaml).column])
        #expect(errors.allSatisfy { $0.message.hasPrefix("'from-tile' must be [column, row] of a tile") })
    }

    @Test func negativeZeroIsZeroAndSubnormalsAreNumbers() throws {
        let yaml = listBlock(
            "items: 3", "animation: .smooth", "stagger: { step: -0, cap: 1e-320 }", "changes: { opacity: [-0, 1] }")
        let timeline = try Blocks.timeline(yaml)
        #expect(timeline.stagger?.step.sign == .plus)
        #expect(timeline.stagger?.cap == 1e-320)
        #expect(timeline.changes.opacity?.from.sign == .plus)
    }

    @Test func lastRowMaySettleAtTheLimitAndNotAfter() throws {
        let atLimit = listBlock(
            "items: 40", "animation: .linear(duration: 60).delay(1)", "stagger: { step: 5, cap: 59 }",
            "changes: { opacity: [0, 1] }")
        #expect(try schedule(for: Blocks.timeline(atLimit)).map(\.settleTime).max() == 120)
        let late = atLimit.replacingOccurrences(of: "cap: 59", with: "cap: 59.5")
        let at = position(of: "{ step", in: late)
        #expect(
            Blocks.errors(late) == [
                TimelineError(
                    message:
                        "'row 13' settles 120.5 s after the change, having waited 60.5 s; a timeline must settle within 120 s",
                    line: at.line, column: at.column)
            ])
    }

    @Test func orderingThatWaitsTooLongIsAnErrorAtTheOrdering() {
        let yaml = gridTemplate.replacingOccurrences(of: "columns: 2\nrows: 2", with: "columns: 10\nrows: 10")
            .replacingOccurrences(of: "from: [0, 0]", with: "from: [0, 0], base-delay: 5")
        let errors = Blocks.errors(yaml)
        #expect(errors.map { [$0.line, $0.column] } == [[5, 11]])
        #expect(errors.first?.message.contains("a timeline must settle within 120 s") == true)
    }

    @Test func stepThatStartsTooLateIsAnErrorAtItsStart() {
        let yaml = """
            stage: sequence
            reduce-motion: still
            steps:
              - name: a
                animation: .linear(duration: 60)
                changes: { opacity: [0, 1] }
              - name: b
                animation: .linear(duration: 60)
                changes: { opacity: [0, 1] }
                starts: { after: a }
              - name: c
                animation: .linear(duration: 0.1)
                changes: { opacity: [0, 1] }
                starts: { after: b }
            """
        let at = position(of: "{ after: b", in: yaml)
        #expect(
            Blocks.errors(yaml) == [
                TimelineError(
                    message:
                        "'c' settles 120.1 s after the change, having waited 120 s; a timeline must settle within 120 s",
                    line: at.line, column: at.column)
            ])
    }

    @Test func stepCannotWaitForAStepThatRepeatsForever() {
        let yaml = """
            stage: sequence
            reduce-motion: same
            steps:
              - name: a
                animation: .linear.repeatForever()
                changes: { opacity: [0, 1] }
              - name: b
                animation: .linear
                changes: { opacity: [0, 1] }
                starts: { after: a }
              - name: c
                animation: .linear
                changes: { opacity: [0, 1] }
                starts: { at-least: 1, from: a, completion: settled }
              - name: d
                animation: .linear
                changes: { opacity: [0, 1] }
                starts: { at-least: 1, from: a }
            """
        let errors = Blocks.errors(yaml)
        let after = position(of: "a }", in: yaml, after: "after: ")
        let completion = position(of: "settled", in: yaml)
        #expect(
            errors.map { [$0.line, $0.column] } == [[after.line, after.column], [completion.line, completion.column]])
        #expect(errors.allSatisfy { $0.message.contains("'a', which repeats forever and never settles") })
    }

    @Test func sequenceHasAtMost20Steps() {
        func sequence(_ count: Int) -> String {
            "stage: sequence\nreduce-motion: still\nsteps:\n"
                + (1...count).map { "  - name: s\($0)\n    animation: .smooth\n    changes: { opacity: [0, 1] }\n" }
                .joined()
        }
        #expect(Blocks.errors(sequence(20)) == [])
        let yaml = sequence(21)
        let at = position(of: "name: s21", in: yaml)
        #expect(
            Blocks.errors(yaml) == [
                TimelineError(
                    message: "a sequence has at most 20 steps; this is step 21 of 21", line: at.line, column: at.column)
            ])
    }
}
