import Foundation
import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

/// The still moment shown before Play is never an empty stage: read from each drawing, not
/// listed per component.
@Suite struct StillStageTests {
    /// A number attribute of the drawing's first tag that has it.
    static func attribute(_ name: String, in svg: String) -> String? {
        guard let range = svg.range(of: " \(name)=\"") else { return nil }
        let rest = svg[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// The stage's clip rectangle: what of the stage can be seen.
    static func clip(in svg: String) throws -> (x: Double, y: Double, width: Double, height: Double) {
        let start = try #require(svg.range(of: "<clipPath "))
        let tag = String(svg[start.lowerBound...].prefix { $0 != "/" })
        func number(_ name: String) throws -> Double {
            try #require(attribute(name, in: tag).flatMap(Double.init))
        }
        return (try number("x"), try number("y"), try number("width"), try number("height"))
    }

    /// How many shapes the stage draws still behind its elements (a sequence's rows already on
    /// its screen), which are seen the whole loop.
    static func backdrop(in svg: String) throws -> Int {
        let start = try #require(svg.range(of: "</clipPath></defs>\n"))
        let end = try #require(svg.range(of: "<g clip-path=", range: start.upperBound..<svg.endIndex))
        return svg[start.upperBound..<end.lowerBound].components(separatedBy: " class=\"muted\"").count - 1
    }

    /// How many elements of `lines` are seen at `time`: at least half opaque, at least a fifth of
    /// their size, their centre inside the stage's clip. A card's still stage may draw its
    /// elements as `<use>` of one figure, in a group of their common opacity.
    static func seen(
        _ lines: [String], at time: Double, cycle: Double, clip: (x: Double, y: Double, width: Double, height: Double)
    ) throws -> Int {
        var groupOpacity = 1.0
        var count = 0
        for line in lines {
            if line.hasPrefix("<g opacity=") {
                groupOpacity = try #require(attribute("opacity", in: line).flatMap(Double.init))
                continue
            }
            var x: Double
            var y: Double
            var opacity = groupOpacity
            var scale = 1.0
            if line.hasPrefix("<use ") {
                x = try #require(attribute("x", in: line).flatMap(Double.init))
                y = try #require(attribute("y", in: line).flatMap(Double.init))
            } else {
                let drawn = DrawnElement(line: line, cycle: cycle)
                let place = try #require(attribute("transform", in: line)).dropFirst(10).dropLast()
                    .split(separator: " ").compactMap { Double($0) }
                try #require(place.count == 2)
                x = place[0] + drawn.x.value(at: time)
                y = place[1] + drawn.y.value(at: time)
                opacity *= drawn.opacity.value(at: time)
                scale = drawn.scale.value(at: time)
            }
            if opacity >= 0.5 && scale >= 0.2 && (clip.x...clip.x + clip.width).contains(x)
                && (clip.y...clip.y + clip.height).contains(y)
            {
                count += 1
            }
        }
        return count
    }

    /// In the preview, at the still moment, the full motion and the Reduce Motion variant each
    /// show at least one element, and so does the card's still stage.
    @Test(arguments: Components.blocks.map(\.slug))
    func theStillMomentIsNeverAnEmptyStage(slug: String) throws {
        let yaml = try #require(Components.blocks.first { $0.slug == slug }?.yaml)
        let timeline = try Blocks.timeline(yaml)
        let svg = TimelineSVG.render(timeline, words: Words.en, id: "t")
        let still = try #require(Self.attribute("data-timeline-still", in: svg).flatMap(Double.init))
        let cycle = try #require(Self.attribute("data-timeline-duration", in: svg).flatMap(Double.init))
        let clip = try Self.clip(in: svg)
        let fixed = groupLines(svg, className: "fixed")
        let backdrop = try Self.backdrop(in: svg)
        for variant in ["motion", "reduced"] {
            let lines = groupLines(svg, className: variant) + fixed
            let seen = try Self.seen(lines, at: still, cycle: cycle, clip: clip) + backdrop
            #expect(seen > 0, "\(slug): the \(variant) stage is empty at its still moment \(still) s")
        }
        let card = CardStage.svg(timeline, words: Words.en, id: "c")
        var cardLines = groupLines(card, className: "still") + groupLines(card, className: "fixed")
        if card.contains("animation-play-state: paused") {
            // The motion held still at rest: each element at its place, as the motion's last
            // keyframe (its final state) draws it.
            let rest = try #require(Self.attribute("data-timeline-rest", in: svg).flatMap(Double.init))
            #expect(card.contains("- \(formatted(rest, decimals: 3))s); }"), "\(slug): held at rest")
            let last = try #require(
                card.components(separatedBy: "@keyframes c-o {").dropFirst().first?.components(
                    separatedBy: "100%{opacity:"
                ).last)
            #expect(try #require(Double(last.prefix { $0 != "}" })) >= 0.99, "\(slug): opaque at rest")
            cardLines += groupLines(card, className: "motion").filter { $0.contains("class=\"m\"") }.map {
                $0.replacingOccurrences(of: "><use ", with: "/><use ")
            }
        }
        let cardSeen = try Self.seen(cardLines, at: 0, cycle: cycle, clip: Self.clip(in: card))
        #expect(try cardSeen + Self.backdrop(in: card) > 0, "\(slug): card")
    }

    /// A stage that draws only what Reduce Motion hides would be empty: the block's `fixed`
    /// shape is what stays, in front of both variants and on the card.
    @Test func aFixedShapeStaysWhenTheMovingOneIsHidden() throws {
        let ring = """
            stage: single
            shape: ring
            animation: .easeOut(duration: 1.2).repeatForever(autoreverses: false)
            changes: { opacity: [0.6, 0], scale: [1, 1.8] }
            reduce-motion: hidden
            """
        func seenInReduced(_ yaml: String) throws -> Int {
            let svg = TimelineSVG.render(try Blocks.timeline(yaml), words: Words.en, id: "t")
            let still = try #require(Self.attribute("data-timeline-still", in: svg).flatMap(Double.init))
            let cycle = try #require(Self.attribute("data-timeline-duration", in: svg).flatMap(Double.init))
            let lines = groupLines(svg, className: "reduced") + groupLines(svg, className: "fixed")
            return try Self.seen(lines, at: still, cycle: cycle, clip: Self.clip(in: svg))
        }
        #expect(try seenInReduced(ring) == 0)
        #expect(try seenInReduced(ring + "\nfixed: badge") == 1)
        let svg = TimelineSVG.render(try Blocks.timeline(ring + "\nfixed: badge"), words: Words.en, id: "t")
        // Drawn once, in front of both variants, without animation.
        let fixed = groupLines(svg, className: "fixed")
        #expect(fixed.count == 1 && fixed[0].contains("<circle class=\"item\" r=\"24\"/>"))
        #expect(!fixed[0].contains("<animate"))
        #expect(svg.range(of: "<g class=\"fixed\">")!.lowerBound > svg.range(of: "<g class=\"reduced\">")!.lowerBound)
        let card = CardStage.svg(try Blocks.timeline(ring + "\nfixed: badge"), words: Words.en, id: "c")
        #expect(groupLines(card, className: "fixed") == fixed)
    }
}
