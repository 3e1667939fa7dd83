import Foundation
import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

/// The chart on a phone's narrow frame: every word at 10 CSS px or more on the narrowest page,
/// each row's label on its own line above its bars, nothing overlapping, everything inside the
/// drawing, the caption's lines in the room kept for them.
@Suite struct NarrowChartTests {
    /// The widest average character of 11-point system text, as a fraction of its size
    /// (``CaptionFitTests``), and the share of the size under the baseline.
    static let character = 0.56
    static let descent = 0.25
    static let ascent = 0.95

    static func chart(_ slug: String) throws -> (ChartDrawing, NarrowChart) {
        let yaml = try #require(Components.blocks.first { $0.slug == slug }?.yaml)
        let chart = ChartDrawing(scene: DrawingScene(try Blocks.timeline(yaml)), top: 200)
        return (chart, chart.narrow)
    }

    @Test func everyWordShowsAtTenPixelsOnTheNarrowestPage() {
        #expect(NarrowChart.font * WordReading.narrowestPage / Layout.width >= WordReading.minimum)
        // The wide chart's words at the narrow frames' widest: 11 units at one pixel each.
        #expect(11 * NarrowChart.frameWidth / Layout.width >= WordReading.minimum)
    }

    /// A label, its bars and the next row's label each keep to their own band of the row.
    @Test(arguments: Components.blocks.map(\.slug))
    func rowsDoNotOverlap(slug: String) throws {
        let (chart, narrow) = try Self.chart(slug)
        let font = NarrowChart.font
        let barHeight = chart.rowHeight / 2
        for line in 0..<narrow.lines {
            let labelBottom = narrow.labelBaseline(line) + font * Self.descent
            let barTop = narrow.barMiddle(line) - barHeight / 2
            let barBottom = narrow.barMiddle(line) + barHeight / 2
            #expect(narrow.labelBaseline(line) - font * Self.ascent >= narrow.rowTop(line), "\(slug) \(line)")
            #expect(labelBottom < barTop, "\(slug) \(line)")
            #expect(barBottom < narrow.rowTop(line + 1), "\(slug) \(line)")
        }
        // The axis under the last row's bars, the drawing's bottom under the legend.
        let axis = narrow.axisY + narrow.captionShift + narrow.footShift
        #expect(axis > narrow.barMiddle(narrow.lines - 1) + barHeight / 2, "\(slug)")
        let legend = axis + 36 + NarrowChart.legendDrop
        #expect(legend + font * Self.descent <= narrow.height, "\(slug)")
        // The playhead, stretched like the rows, ends on the axis.
        #expect(abs(narrow.top + (narrow.axisY - narrow.top) * narrow.spread - (axis - narrow.captionShift)) < 1e-9)
    }

    /// A label of the longest (20 characters) fits the drawing's width from the plot's left.
    @Test func labelsFitTheWidth() {
        let longest = 20 * Self.character * NarrowChart.font
        #expect(NarrowChart.plotLeft + longest <= Layout.width - Layout.padding)
        #expect(NarrowChart.plotLeft == Layout.labelX)
    }

    /// The tick labels keep apart: the one before the last is left out where the last's unit
    /// would reach it.
    @Test(arguments: Components.blocks.map(\.slug))
    func tickLabelsKeepApart(slug: String) throws {
        let (chart, narrow) = try Self.chart(slug)
        let digits = String(Int((chart.plan.axisEnd * 1000).rounded())).count
        func width(_ tick: Int) -> Double {
            let label = String(Int((Double(tick) * chart.plan.tickStep * 1000).rounded()))
            return Double(label.count) * Self.character * NarrowChart.font
        }
        let shown = (0...narrow.ticks).filter { !(narrow.leavesOutTick(digits: digits) && $0 == narrow.ticks - 1) }
        let spans = shown.map { tick -> ClosedRange<Double> in
            let x = narrow.tickX(tick)
            // The last ends at the axis's end, with the unit.
            return tick == narrow.ticks
                ? (x - width(tick) - 4 * Self.character * NarrowChart.font)...x
                : (x - width(tick) / 2)...(x + width(tick) / 2)
        }
        for (left, right) in zip(spans, spans.dropFirst()) { #expect(left.upperBound + 2 <= right.lowerBound, "\(slug)") }
        #expect(spans.first!.lowerBound >= 0 && spans.last!.upperBound <= Layout.width)
    }

    @Test func theTickBeforeALongLastIsLeftOut() {
        let crowded = NarrowChart(lines: 3, wideRowHeight: 20, top: 0, axisY: 64, ticks: 6)
        let roomy = NarrowChart(lines: 3, wideRowHeight: 20, top: 0, axisY: 64, ticks: 3)
        #expect(crowded.leavesOutTick(digits: 4))
        #expect(!roomy.leavesOutTick(digits: 4))
    }

    /// The legend's three keys fit the width, the last with a word of 12 characters, each
    /// other with one of 10 before the next key (the longest: "movimiento").
    @Test func theLegendFitsTheWidth() {
        let last = NarrowChart.plotLeft + 2 * NarrowChart.keySpacing + 22
        #expect(last + 12 * 0.5 * NarrowChart.font <= Layout.width)
        #expect(22 + 10 * 0.5 * NarrowChart.font + 8 <= NarrowChart.keySpacing)
    }

    /// Every component's caption, in both languages, breaks into the narrow caption's lines,
    /// each no wider than the drawing, in the room kept above the chart.
    @Test(arguments: Components.blocks.map(\.slug))
    func theCaptionFitsAboveTheChart(slug: String) throws {
        #expect(Double(NarrowChart.captionCharacters) * Self.character * NarrowChart.font <= Layout.width - 2 * Layout.padding)
        let yaml = try #require(Components.blocks.first { $0.slug == slug }?.yaml)
        let timeline = try Blocks.timeline(yaml)
        let prepared = TimelineSVG.prepare(timeline, id: "t")
        for words in [Words.en, Words.es] {
            let caption = prepared.text(.narrowReduceMotion, words: words)
            let lines = PreparedTimeline.captionLines(caption, characters: NarrowChart.captionCharacters)
            #expect(lines.count <= NarrowChart.captionLines, "\(slug): \(lines)")
            let last = NarrowChart.captionBaseline + Double(lines.count - 1) * NarrowChart.captionLine
            #expect(last + NarrowChart.font * Self.descent <= NarrowChart.captionHeight + 8, "\(slug)")
        }
        // The first row starts under the caption's room.
        let (_, narrow) = try Self.chart(slug)
        #expect(narrow.rowTop(0) >= narrow.top - Layout.captionHeight - 8 + NarrowChart.captionHeight)
    }

    /// The drawing's style sheet takes the narrow height in a narrow frame, and the SVG keeps
    /// its viewBox at the top of its box so that what lies under it shows.
    @Test func theDrawingGrowsToTheNarrowHeight() throws {
        let yaml = try #require(Components.blocks.first { $0.slug == "radial-grid-reveal" }?.yaml)
        let timeline = try Blocks.timeline(yaml)
        let svg = TimelineSVG.render(timeline, words: Words.en, id: "t")
        let scene = DrawingScene(timeline)
        let stage = StageDrawing(scene: scene, id: "t")
        let narrow = ChartDrawing(scene: scene, top: stage.geometry.height + Layout.captionHeight + 8).narrow
        #expect(svg.contains("preserveAspectRatio=\"xMidYMin meet\""))
        #expect(svg.contains("@container (max-width: 479.98px) {\n#t { aspect-ratio: 480 / \(formatted(narrow.height, decimals: 3)); }"))
        #expect(narrow.lines == 25)
        #expect(narrow.height > narrow.rowTop(25) + 60)
    }
}
