import Foundation
import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

/// The chart reads without colour and shows an ordering as it plays.
@Suite struct ChartReadabilityTests {
    /// The chart's rows as drawn: each row's label (the element's number) in drawing order.
    static func rowLabels(_ svg: String) -> [String] {
        let chart = svg.components(separatedBy: "<g class=\"chart").last ?? ""
        return chart.components(separatedBy: "<text class=\"label\" x=\"16\" y=\"").dropFirst().compactMap { piece in
            guard let close = piece.range(of: "\">"), let end = piece.range(of: "</text>") else { return nil }
            return String(piece[close.upperBound..<end.lowerBound])
        }
    }

    /// Every component's rows are in the order their elements start: a radial or diagonal
    /// ordering is a staircase.
    @Test(arguments: Components.blocks.map(\.slug))
    func rowsAreInStartOrder(slug: String) throws {
        let yaml = try #require(Components.blocks.first { $0.slug == slug }?.yaml)
        let timeline = try Blocks.timeline(yaml)
        let scene = DrawingScene(timeline)
        let svg = TimelineSVG.render(timeline, words: Words.en, id: "t")
        let chart = ChartDrawing(scene: scene, top: 0)
        for phase in chart.phases {
            let starts = phase.rows.map(\.timing.start)
            #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 <= $1 }, "\(slug): \(starts)")
        }
        // The drawing writes them in that order: each row's label is its element's.
        let labels = Self.rowLabels(svg).filter { !["Opening", "Closing"].contains($0) }
        let expected = chart.phases.flatMap {
            $0.rows.map {
                TimelineDescription.label(
                    scene.elements[$0.label], in: timeline, alone: scene.elements.count == 1, words: Words.en)
            }
        }
        #expect(labels == expected, "\(slug)")
    }

    /// The radial grid's rows do not stay in reading order: the centre tile comes first.
    @Test func theRadialGridStartsAtItsCentre() throws {
        let yaml = try #require(Components.blocks.first { $0.slug == "radial-grid-reveal" }?.yaml)
        let svg = TimelineSVG.render(try Blocks.timeline(yaml), words: Words.en, id: "t")
        #expect(Self.rowLabels(svg).first == "Tile 13")
        #expect(Self.rowLabels(svg).count == 25)
    }

    /// Progress markers are named as steps, in each language, not as the badges they are drawn on.
    @Test func progressMarkersAreStepsInTheChart() throws {
        let yaml = try #require(Components.blocks.first { $0.slug == "progress-steps" }?.yaml)
        let timeline = try Blocks.timeline(yaml)
        #expect(Self.rowLabels(TimelineSVG.render(timeline, words: Words.en, id: "t")) == (1...4).map { "Step \($0)" })
        #expect(Self.rowLabels(TimelineSVG.render(timeline, words: Words.es, id: "t")) == (1...4).map { "Paso \($0)" })
    }

    /// A sequence's rows carry its steps' labels in the drawing's language.
    @Test func stepsAreLabelledInTheDrawingsLanguage() throws {
        let yaml = try #require(Components.blocks.first { $0.slug == "shake-on-error-field" }?.yaml)
        let timeline = try Blocks.timeline(yaml)
        #expect(Set(Self.rowLabels(TimelineSVG.render(timeline, words: Words.en, id: "t"))) == ["Shake", "Settle", "Highlight"])
        #expect(Set(Self.rowLabels(TimelineSVG.render(timeline, words: Words.es, id: "t"))) == ["Sacudida", "Reposo", "Resaltado"])
    }

    /// A settling tail is a thinner bar than the motion before it, in every chart and in the
    /// legend, so the two differ by shape as well as colour.
    @Test(arguments: Components.blocks.map(\.slug))
    func settlingIsThinnerThanMoving(slug: String) throws {
        let yaml = try #require(Components.blocks.first { $0.slug == slug }?.yaml)
        let svg = TimelineSVG.render(try Blocks.timeline(yaml), words: Words.en, id: "t")
        func heights(_ className: String) -> Set<Double> {
            Set(
                svg.components(separatedBy: "<rect class=\"\(className)\" ").dropFirst().compactMap { piece in
                    StillStageTests.attribute("height", in: " " + piece).flatMap(Double.init)
                })
        }
        let moving = heights("active")
        let settling = heights("settle")
        #expect(!moving.isEmpty)
        if let thickest = settling.max(), let thinnest = moving.min() {
            #expect(thickest <= thinnest * 0.5, "\(slug): settling \(settling), moving \(moving)")
        }
    }

    /// Twenty-five rows keep at least 14 units each, more than their 11-point labels.
    @Test func manyRowsStayApart() throws {
        let yaml = try #require(Components.blocks.first { $0.slug == "radial-grid-reveal" }?.yaml)
        let chart = ChartDrawing(scene: DrawingScene(try Blocks.timeline(yaml)), top: 0)
        #expect(chart.rowHeight >= 14)
    }

    /// On a narrow frame every word of the chart takes the narrow size, whatever the rows.
    @Test func theChartsWordsGrowOnAPhone() throws {
        let many = try #require(Components.blocks.first { $0.slug == "radial-grid-reveal" }?.yaml)
        let few = try #require(Components.blocks.first { $0.slug == "staggered-appear-list" }?.yaml)
        let dense = TimelineSVG.render(try Blocks.timeline(many), words: Words.en, id: "t")
        let airy = TimelineSVG.render(try Blocks.timeline(few), words: Words.en, id: "t")
        #expect(dense.contains("<g class=\"chart dense\">") && !airy.contains("chart dense"))
        #expect(
            DrawingStyle.sharedSheet.contains(
                "@container (max-width: 479.98px) {\n.timeline-drawing .chart text, .timeline-drawing .caption.n01 { font-size: 18.9px; }"
            ))
        for svg in [dense, airy] { #expect(svg.contains("class=\"timeline-drawing\"")) }
    }
}
