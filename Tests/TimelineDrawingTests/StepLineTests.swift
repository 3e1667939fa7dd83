import Foundation
import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

/// Progress Steps is drawn as the component is: rings joined by a line, each step filling its
/// ring and its half of the line with its tint, at its own moment.
@Suite struct StepLineTests {
    /// The stage behind the steps: the ring of each step and a line from each step's centre to
    /// the next one's.
    @Test func stepsStandOnRingsJoinedByALine() throws {
        let yaml = try #require(Components.blocks.first { $0.slug == "progress-steps" }?.yaml)
        let svg = TimelineSVG.render(try Blocks.timeline(yaml), words: Words.en, id: "t")
        let backdrop = try #require(svg.components(separatedBy: "<g clip-path=").first)
        let track = backdrop.components(separatedBy: "<rect x=").dropFirst().filter { $0.contains("fill:var(--pe)") }
        let rings = backdrop.components(separatedBy: "<circle cx=").dropFirst()
        #expect(track.count == 3 && rings.count == 4, "\(track.count) lines, \(rings.count) rings")
    }

    /// Each step's half lines are in its tint, in the group of its opacity (so they take the
    /// tint with the step's own timing) and outside the group of its scale (so they do not
    /// grow with the check mark); the first step has no line to its left, the last none to its
    /// right.
    @Test func eachStepFillsItsHalvesOfTheLineWithItsOwnTiming() throws {
        let yaml = try #require(Components.blocks.first { $0.slug == "progress-steps" }?.yaml)
        let timeline = try Blocks.timeline(yaml)
        for svg in [
            TimelineSVG.render(timeline, words: Words.en, id: "t"), CardStage.svg(timeline, words: Words.en, id: "c"),
        ] {
            let steps = groupLines(svg, className: "motion").filter { $0.hasPrefix("<g transform=") }
            #expect(steps.count == 4)
            var halves: [Int] = []
            for step in steps {
                let scaleGroup = try #require(step.range(of: "<g transform=\"scale("))
                let opacity = try #require(step.range(of: "<animate attributeName=\"opacity\""))
                #expect(opacity.lowerBound < scaleGroup.lowerBound)
                let closing = try #require(step[scaleGroup.upperBound...].range(of: "</g>"))
                let after = step[closing.upperBound...]
                let lines = after.components(separatedBy: "<rect ").dropFirst()
                #expect(lines.allSatisfy { $0.contains("style=\"fill:var(--pt)\"") })
                // Still in the opacity's group: as many groups close after the lines as before.
                #expect(after.components(separatedBy: "</g>").count - 1 >= 2)
                halves.append(lines.count)
            }
            #expect(halves == [1, 2, 2, 1])
        }
    }
}
