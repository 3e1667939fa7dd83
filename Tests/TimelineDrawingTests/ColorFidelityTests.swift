import Foundation
import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

/// A colour that changes is drawn with the same timing as the motion: the drawing's colour,
/// at every millisecond, is within 1/255 per channel of the exact one.
@Suite struct ColorFidelityTests {
    /// The colour's progress as drawn: the opacity of the copy in the new colour, read as
    /// ``DrawnElement`` reads an opacity group.
    static func drawnColor(_ line: String, cycle: Double) -> DrawnProperty? {
        guard let start = line.range(of: "<g class=\"recolor\" opacity=") else { return nil }
        let group = "<g transform=\"translate(0 0)\"><g opacity=" + line[start.upperBound...]
        return DrawnElement(line: group, cycle: cycle).opacity
    }

    /// The largest difference, per channel out of 255, between the drawn and the exact colour
    /// of every element of every group of the drawing whose colour changes.
    static func largestChannelError(_ yaml: String) throws -> (error: Double, elements: Int) {
        let timeline = try Blocks.timeline(yaml)
        let scene = DrawingScene(timeline)
        let motion = StageMotion(scene: scene)
        let svg = TimelineSVG.render(timeline, words: Words.en, id: "t")
        let moving = motion.movingElements()
        var worst = 0.0
        var checked = 0
        for (elements, className) in [(moving, "motion"), (motion.reducedElements(moving: moving), "reduced")] {
            for (element, line) in zip(elements, groupLines(svg, className: className)) {
                guard let change = element.recolor, let drawn = drawnColor(line, cycle: scene.plan.cycle) else {
                    continue
                }
                checked += 1
                // The largest step between the two colours' channels (alpha, for `clear`).
                let from = change.from.lightRGB
                let to = change.to.lightRGB
                let span =
                    from.flatMap { a in
                        to.map { b in Double(max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))) }
                    } ?? 255
                for step in 0...Int((scene.plan.cycle * 1000).rounded(.down)) {
                    let time = Double(step) / 1000
                    worst = max(worst, abs(drawn.value(at: time) - element.state(time).color) * span)
                }
            }
        }
        return (worst, checked)
    }

    @Test func theErrorFieldTurnsRedWithItsHighlightsTiming() throws {
        let yaml = try #require(Components.blocks.first { $0.slug == "shake-on-error-field" }?.yaml)
        let (error, elements) = try Self.largestChannelError(yaml)
        #expect(elements >= 1)
        #expect(error <= 1, "\(error) of 255")
        let timeline = try Blocks.timeline(yaml)
        let svg = TimelineSVG.render(timeline, words: Words.en, id: "t")
        // Red over a clear outline: the field starts without one and ends red.
        #expect(svg.contains("<g class=\"recolor\" opacity=\"1\">"))
        #expect(svg.contains("<g class=\"recolor\" opacity=\"1\"><g style=\"--pt:var(--p-red)\">"))
        #expect(svg.contains(" style=\"--pt:transparent\">"), "the field's own outline starts clear")
        #expect(svg.contains("--p-red: var(--timeline-red, #d70015);"))
    }

    /// Springs carry the colour too, held within its two ends, whichever colour of the part
    /// changes; the copy in the new colour is the whole part, its outline or its body.
    @Test(arguments: [
        ("tint", "<g style=\"--pt:var(--p-red)\"><g class=\"p\">"),
        ("stroke", "style=\"fill:none;stroke:var(--p-red)\" stroke-width=\"1.5\"/></g>"),
        ("fill", "style=\"fill:var(--p-red)\"/></g>"),
    ])
    func aSpringChangesAColourWithinOneLevelPerChannel(role: String, copy: String) throws {
        let yaml =
            Blocks.list.replacingOccurrences(
                of: "changes: { opacity: [0, 1], offset-y: [28, 0] }",
                with: "changes: { opacity: [0, 1], offset-y: [28, 0], \(role): [gray, red] }")
            + "\nappearance: { part: row, glyphs: [tray] }"
        let (error, elements) = try Self.largestChannelError(yaml)
        #expect(elements == 14, "seven rows, in the motion and under Reduce Motion")
        #expect(error <= 1, "\(error) of 255")
        let svg = TimelineSVG.render(try Blocks.timeline(yaml), words: Words.en, id: "t")
        let recolor = try #require(svg.components(separatedBy: "<g class=\"recolor\"").dropFirst().first)
        #expect(recolor.contains(copy), "\(role)")
    }

    @Test func aColourNeedsTwoPaletteNamesAndOneRole() {
        let base = Blocks.list + "\nappearance: { part: row }"
        func errors(_ changes: String) -> [String] {
            Blocks.errors(
                base.replacingOccurrences(of: "changes: { opacity: [0, 1], offset-y: [28, 0] }", with: changes)
            ).map(\.description)
        }
        #expect(
            errors("changes: { tint: [gray, rde] }") == [
                "5:25: unknown tint 'rde'; did you mean 'red'?; known: blue, red, green, orange, yellow, purple, pink, teal, indigo, gray, clear"
            ])
        #expect(
            errors("changes: { tint: red }").first?.hasPrefix("5:18: 'tint' must be a list of two palette colours")
                == true)
        #expect(
            errors("changes: { tint: [gray, red], fill: [gray, red] }") == [
                "5:37: an element changes one colour; 'tint' is already given, so 'fill' cannot be"
            ])
        #expect(errors("changes: { tint: [gray, red] }").isEmpty)
        let plain = Blocks.list.replacingOccurrences(
            of: "changes: { opacity: [0, 1], offset-y: [28, 0] }", with: "changes: { tint: [gray, red] }")
        #expect(
            Blocks.errors(plain).map(\.description) == [
                "5:10: a colour in 'changes' needs an 'appearance': it colours the part the appearance draws"
            ])
    }
}
