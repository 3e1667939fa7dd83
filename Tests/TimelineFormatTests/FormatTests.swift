import Testing
import TimelineFixtures
import Timing

@testable import TimelineFormat

@Suite struct FormatTests {
    @Test func readsTheListBlock() throws {
        let timeline = try Blocks.timeline(Blocks.list)
        #expect(timeline.stage == .list)
        #expect(timeline.count == 7)
        #expect(timeline.animation == .smooth(duration: 0.45))
        #expect(timeline.animationSource == ".smooth(duration: 0.45)")
        #expect(timeline.stagger == Stagger(step: 0.07, cap: 0.6))
        #expect(timeline.changes.opacity == Timeline.Change(from: 0, to: 1))
        #expect(timeline.changes.offsetY == Timeline.Change(from: 28, to: 0))
        #expect(timeline.changes.offsetX == nil)
        #expect(timeline.reduceMotion == .fade)
    }

    @Test func everyStageOfTheFixturesParses() throws {
        for block in Blocks.all {
            #expect(Blocks.errors(block.yaml).isEmpty, "\(block.name)")
        }
    }

    @Test func animationMayBeQuotedOrNot() throws {
        let quoted = Blocks.list.replacingOccurrences(
            of: "animation: .smooth(duration: 0.45)", with: "animation: \".smooth(duration: 0.45)\"")
        #expect(try Blocks.timeline(quoted) == Blocks.timeline(Blocks.list))
        let commented = Blocks.list.replacingOccurrences(
            of: "animation: .smooth(duration: 0.45)", with: "animation: .smooth(duration: 0.45)  # from the source")
        #expect(try Blocks.timeline(commented).animation == .smooth(duration: 0.45))
    }

    @Test func readsTheGridOrdering() throws {
        let timeline = try Blocks.timeline(Blocks.grid)
        #expect(timeline.count == 9)
        #expect(timeline.ordering?.strategy == .radial(fromX: 0, y: 0, respectPriority: true))
        #expect(timeline.ordering?.baseDelay == 0.05)
        #expect(timeline.ordering?.priorities == [Double](repeating: 0, count: 9))
    }

    @Test func readsEveryStrategy() throws {
        let cases: [(String, OrderingStrategy)] = [
            ("{ strategy: priority-then-position, direction: right-to-left }", .priorityThenPosition(.rightToLeft)),
            ("{ strategy: priority-only }", .priorityOnly),
            ("{ strategy: position-only, direction: bottom-to-top }", .positionOnly(.bottomToTop)),
            (
                "{ strategy: reading-pattern, row-threshold: 5 }",
                .readingPattern(respectPriority: true, rowThreshold: 5)
            ),
            (
                "{ strategy: diagonal, top-left-to-bottom-right: false }",
                .diagonal(topLeftToBottomRight: false, respectPriority: true)
            ),
            (
                "{ strategy: by-size, larger-first: false, respect-priority: false }",
                .bySize(largerFirst: false, respectPriority: false)
            ),
        ]
        for (ordering, expected) in cases {
            let yaml = Blocks.grid.replacingOccurrences(
                of: "{ strategy: radial, from: [0, 0], base-delay: 0.05 }", with: ordering)
            #expect(try Blocks.timeline(yaml).ordering?.strategy == expected, "\(ordering)")
        }
    }

    @Test func readsTheSequenceSteps() throws {
        let timeline = try Blocks.timeline(Blocks.sequence)
        #expect(timeline.count == 2)
        #expect(timeline.steps.map(\.name) == ["insert-row", "push-editor"])
        #expect(timeline.steps[0].start == .immediately)
        #expect(timeline.steps[1].start == .atLeast(0.25, from: "insert-row", completion: .immediate))
        #expect(timeline.steps[0].shape == .row)
        #expect(timeline.steps[1].shape == .screen)
        #expect(timeline.steps[1].changes.offsetX == Timeline.Change(from: 320, to: 0))
    }

    @Test func pileDefaultsToTenPointSpacingAndPeek() throws {
        let timeline = try Blocks.timeline(Blocks.pile)
        #expect(
            timeline.pile
                == Timeline.Pile(
                    cardHeight: 64, spacing: 10, peek: 10, shrink: 0.06, closesTogether: false, clampsProgress: false))
        let custom = try Blocks.timeline(
            Blocks.pile + "\npile: { card-height: 72, spacing: 8, peek: 9, shrink: 0.05, closing: together }")
        #expect(
            custom.pile
                == Timeline.Pile(
                    cardHeight: 72, spacing: 8, peek: 9, shrink: 0.05, closesTogether: true, clampsProgress: false))
    }

    @Test func misspeltAnimationPointsAtItsName() {
        let yaml = Blocks.list.replacingOccurrences(of: ".smooth(", with: ".smoth(")
        #expect(
            Blocks.errors(yaml) == [
                TimelineError(message: "unknown animation 'smoth'; did you mean 'smooth'?", line: 3, column: 13)
            ])
    }

    @Test func misspeltAnimationInQuotesPointsAtItsName() {
        let yaml = Blocks.list.replacingOccurrences(
            of: "animation: .smooth(duration: 0.45)", with: "animation: '.smooth(durtion: 0.45)'")
        #expect(
            Blocks.errors(yaml) == [
                TimelineError(
                    message: "'smooth' has no argument 'durtion'; did you mean 'duration'?", line: 3, column: 21)
            ])
    }

    @Test func reportsEveryProblemOfABlock() {
        let yaml = """
            stage: list
            items: 0
            animation: .easeOut(duraton: 0.3)
            stagger: { step: -1 }
            changes: { opacity: [0, 1], ofset-y: [28, 0] }
            reduce-motion: fading
            """
        #expect(
            Blocks.errors(yaml) == [
                TimelineError(message: "'items' must be between 1 and 40, not 0", line: 2, column: 8),
                TimelineError(
                    message: "'easeOut' has no argument 'duraton'; did you mean 'duration'?", line: 3, column: 21),
                TimelineError(message: "'step' must be between 0 and 5 seconds, not -1", line: 4, column: 18),
                TimelineError(
                    message:
                        "unknown key 'ofset-y' in 'changes'; did you mean 'offset-y'?; known: opacity, offset-x, offset-y, scale, fill, stroke, tint",
                    line: 5, column: 29),
                TimelineError(
                    message: "unknown reduce-motion 'fading'; known: fade, still, same, hidden, rest",
                    line: 6, column: 16),
            ])
    }

    @Test func unknownTopLevelKeySuggestsTheClosest() {
        let errors = Blocks.errors(Blocks.list.replacingOccurrences(of: "stagger:", with: "staggre:"))
        #expect(
            errors.first?.message.hasPrefix("unknown key 'staggre' in the timeline block; did you mean 'stagger'?")
                == true)
        #expect(errors.first?.line == 4)
        #expect(errors.first?.column == 1)
    }

    @Test func missingKeysAreNamed() {
        #expect(
            Blocks.errors("stage: grid\nanimation: .smooth\nchanges: { opacity: [0, 1] }\nreduce-motion: fade").map(
                \.message) == [
                    "a grid stage needs 'columns'", "a grid stage needs 'rows'",
                ])
        #expect(
            Blocks.errors("stage: list\nitems: 3\nanimation: .smooth\nchanges: { opacity: [0, 1] }").map(\.message) == [
                "missing 'reduce-motion': fade, still, same, hidden or rest, what the component does with Reduce Motion on"
            ])
    }

    @Test func keysOfOtherStagesAreRejected() {
        let errors = Blocks.errors(Blocks.list + "\ncolumns: 3")
        #expect(
            errors == [
                TimelineError(message: "'columns' does not apply to a list stage, only to grid", line: 7, column: 10)
            ])
    }

    @Test func orderingKeysMustFitTheStrategy() {
        let yaml = Blocks.grid.replacingOccurrences(
            of: "{ strategy: radial, from: [0, 0], base-delay: 0.05 }",
            with: "{ strategy: priority-only, from: [0, 0] }")
        #expect(Blocks.errors(yaml).map(\.message) == ["'from' does not apply to 'priority-only', only to radial"])
    }

    @Test func radialNeedsItsPoint() {
        let yaml = Blocks.grid.replacingOccurrences(
            of: "{ strategy: radial, from: [0, 0], base-delay: 0.05 }", with: "{ strategy: radial }")
        #expect(
            Blocks.errors(yaml).map(\.message) == [
                "'radial' needs 'from-tile: [column, row]' or 'from: [x, y]' in points, where it spreads out from"
            ])
    }

    @Test func stepsMayOnlyFollowEarlierSteps() {
        let yaml = """
            stage: sequence
            reduce-motion: still
            steps:
              - name: first
                animation: .smooth
                changes: { opacity: [0, 1] }
                starts: { after: second }
              - name: second
                animation: .smooth
                changes: { opacity: [0, 1] }
                starts: { at-least: 0.2, from: frist }
            """
        #expect(
            Blocks.errors(yaml) == [
                TimelineError(
                    message: "'after' names 'second', which is not an earlier step (it is the first step)", line: 7,
                    column: 22),
                TimelineError(
                    message:
                        "'from' names 'frist', which is not an earlier step; did you mean 'first'? (earlier steps: first)",
                    line: 11, column: 36),
            ])
    }

    @Test func duplicateStepNamesAreReported() {
        let yaml = Blocks.sequence.replacingOccurrences(of: "name: push-editor", with: "name: insert-row")
            .replacingOccurrences(of: "from: insert-row", with: "from: insert-row")
        #expect(Blocks.errors(yaml).map(\.message) == ["two steps are named 'insert-row'"])
    }

    @Test func aStepsLabelIsReadForEveryLanguageOrByLanguage() throws {
        func labeled(_ label: String) -> String {
            Blocks.sequence.replacingOccurrences(of: "  - name: insert-row\n", with: "  - name: insert-row\n    label: \(label)\n")
        }
        let byLanguage = try Blocks.timeline(labeled("{ en: Insert a row, es: Insertar una fila }"))
        #expect(byLanguage.steps[0].label("es") == "Insertar una fila")
        #expect(byLanguage.steps[0].label("fr") == "insert-row")
        #expect(byLanguage.steps[1].label("es") == "push-editor")
        #expect(try Blocks.timeline(labeled("Insert")).steps[0].label("es") == "Insert")
        #expect(
            Blocks.errors(labeled("[Insert]")).map(\.message) == [
                "a step's 'label' must be text, or a mapping from a language code to text, such as { en: Shake, es: Sacudida }, not a list"
            ])
        #expect(
            Blocks.errors(labeled("{ English: Insert }")).map(\.message) == [
                "'label' is keyed by language codes such as en or pt-BR, not 'English'"
            ])
        #expect(
            Blocks.errors(labeled("{ en: \"\" }")).map(\.message) == [
                "a step's 'label' has 1 to 60 characters, not 0"
            ])
    }

    @Test func wordsADrawingShowsHoldNoControlCharacter() {
        let yaml = Blocks.sequence
            .replacingOccurrences(of: "  - name: insert-row\n", with: "  - name: \"insert\\arow\"\n    label: { es: \"fila\\e\" }\n    appearance: { part: row, text: [\"A\\x01\"] }\n")
            .replacingOccurrences(of: "from: insert-row", with: "from: push-editor")
        #expect(
            Set(Blocks.errors(yaml).map(\.message)).isSuperset(of: [
                "a step's 'name' holds the control character U+0007, which a drawing cannot show",
                "a step's 'label' holds the control character U+001B, which a drawing cannot show",
                "a word of 'text' holds the control character U+0001, which a drawing cannot show",
            ]), "\(Blocks.errors(yaml).map(\.message))")
    }

    @Test func pileCannotFade() {
        let yaml = Blocks.pile.replacingOccurrences(of: "reduce-motion: still", with: "reduce-motion: fade")
        #expect(Blocks.errors(yaml).map(\.message) == ["a pile has no opacity to fade: use 'still' or 'same'"])
    }

    @Test func invalidYAMLIsReportedWithItsPosition() {
        let errors = Blocks.errors("stage: list\nitems: [3\n")
        #expect(errors.count == 1)
        #expect(errors[0].message.hasPrefix("not valid YAML"))
        // The unclosed list is reported where it opens.
        #expect(errors[0].line == 2)
    }

    @Test func emptyBlockNeedsAStage() {
        #expect(Blocks.errors("").map(\.message) == ["the timeline block is empty; it needs at least 'stage'"])
        #expect(
            Blocks.errors("items: 3").map(\.message) == [
                "missing 'stage': one of list, grid, stack, pile, sequence, single"
            ])
    }

    @Test func opacityOutsideZeroToOneIsReported() {
        let yaml = Blocks.list.replacingOccurrences(of: "opacity: [0, 1]", with: "opacity: [0, 2]")
        // At the value itself: `changes: { opacity: [0, 2]` puts the 2 at column 25.
        #expect(
            Blocks.errors(yaml) == [
                TimelineError(message: "'opacity' must be between 0 and 1, not 2", line: 5, column: 25)
            ])
    }

    @Test func animationsAreReadAsWrittenOnTheirOwnLine() throws {
        let yaml = """
            stage: sequence
            reduce-motion: still
            steps:
              - name: first
                animation: Animation.easeIn(duration: 0.3)  # slow
                changes: { opacity: [0, 1] }
              - animation: '.smooth'
                name: second
                changes: { opacity: [0, 1] }
            """
        let steps = try Blocks.timeline(yaml).steps
        #expect(steps.map(\.animationSource) == ["Animation.easeIn(duration: 0.3)", ".smooth"])
    }

    @Test func aStepNameWrittenAsABlockKeepsItsAnimationLikeLineAsWritten() throws {
        let name = "animation: .smooth(duration: 0.45)"
        let yaml = Blocks.sequence
            .replacingOccurrences(of: "name: insert-row", with: "name: |-\n        \(name)")
            .replacingOccurrences(of: "from: insert-row", with: "from: '\(name)'")
        #expect(try Blocks.timeline(yaml).steps[0].name == name)
    }

    @Test func misspeltAnimationAfterADashPointsAtItsName() {
        let yaml = Blocks.sequence.replacingOccurrences(
            of: "  - name: push-editor\n    animation: .smooth",
            with: "  - animation: .smooth(duraton: 1)\n    name: push-editor")
        #expect(
            Blocks.errors(yaml) == [
                TimelineError(
                    message: "'smooth' has no argument 'duraton'; did you mean 'duration'?", line: 7, column: 24)
            ])
    }

    @Test func radialFromATileStartsAtItsCentre() throws {
        let yaml = Blocks.grid.replacingOccurrences(of: "from: [0, 0]", with: "from-tile: [1, 2]")
        let ordering = try Blocks.timeline(yaml).ordering
        #expect(ordering?.strategy == .radial(fromX: 130, y: 220, respectPriority: true))
        #expect(ordering?.fromTile == Timeline.Tile(column: 1, row: 2))
        let outside = Blocks.grid.replacingOccurrences(of: "from: [0, 0]", with: "from-tile: [3, 0]")
        #expect(
            Blocks.errors(outside).map(\.message) == [
                "'from-tile' must be [column, row] of a tile, counted from 0: columns 0 to 2, rows 0 to 2"
            ])
    }

    @Test func shapeMustSuitTheStage() throws {
        #expect(try Blocks.timeline(Blocks.single + "\nshape: card").shape == .card)
        #expect(try Blocks.timeline(Blocks.single).shape == .badge)
        #expect(try Blocks.timeline(Blocks.list).shape == .row)
        #expect(
            Blocks.errors(Blocks.list + "\nshape: screen").map(\.message) == [
                "unknown shape 'screen'; known: row, card"
            ])
    }

    @Test func fixedShapeIsASingleStagesStillPart() throws {
        #expect(try Blocks.timeline(Blocks.single + "\nfixed: badge").fixed == .badge)
        #expect(try Blocks.timeline(Blocks.single).fixed == nil)
        #expect(
            Blocks.errors(Blocks.single + "\nfixed: tile").map(\.message) == [
                "unknown shape 'tile'; known: badge, card, banner, bar, row, ring"
            ])
        #expect(
            Blocks.errors(Blocks.list + "\nfixed: row").map(\.message) == [
                "'fixed' does not apply to a list stage, only to single"
            ])
    }

    @Test func reduceMotionAnimationGoesWithFade() throws {
        let yaml = Blocks.list + "\nreduce-motion-animation: .easeInOut(duration: 0.2)"
        #expect(try Blocks.timeline(yaml).reduceMotionAnimation == .easeInOut(duration: 0.2))
        #expect(
            Blocks.errors(Blocks.pile + "\nreduce-motion-animation: .easeIn").map(\.message) == [
                "'reduce-motion-animation' goes with 'reduce-motion: fade'"
            ])
        let misspelt = Blocks.list + "\nreduce-motion-animation: .easeInOut(duraton: 0.2)"
        #expect(
            Blocks.errors(misspelt) == [
                TimelineError(
                    message: "'easeInOut' has no argument 'duraton'; did you mean 'duration'?", line: 7, column: 37)
            ])
    }

    @Test func aStepCanMoveAnEarlierStepsElement() throws {
        let yaml = Blocks.sequence.replacingOccurrences(
            of: "    starts: { at-least: 0.25, from: insert-row }",
            with: "    starts: { after: insert-row }\n    element: insert-row")
        let steps = try Blocks.timeline(yaml).steps
        #expect(steps[1].element == "insert-row")
        #expect(steps[1].shape == .row)
        let wrong = yaml.replacingOccurrences(of: "element: insert-row", with: "element: insret-row")
        #expect(
            Blocks.errors(wrong).map(\.message) == [
                "'element' must name an earlier step; did you mean 'insert-row'? (earlier steps: insert-row)"
            ])
    }

    @Test func errorsPrintAsLineAndColumn() {
        #expect(TimelineError(message: "x", line: 2, column: 5).description == "2:5: x")
    }
}
