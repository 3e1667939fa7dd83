import Foundation
import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

/// The caption under a stage, which says what Reduce Motion shows, fits inside the drawing in
/// every language: broken between words into lines no wider than the drawing, in the space
/// kept for it above the chart.
@Suite struct CaptionFitTests {
    @Test(arguments: Components.blocks.map(\.slug))
    func everyCaptionFitsInsideTheDrawing(slug: String) throws {
        let yaml = try #require(Components.blocks.first { $0.slug == slug }?.yaml)
        let prepared = TimelineSVG.prepare(try Blocks.timeline(yaml), id: "t")
        for words in [Words.en, Words.es] {
            let caption = prepared.text(.reduceMotion, words: words)
            let lines = PreparedTimeline.captionLines(caption)
            #expect(lines.joined(separator: " ") == caption)
            #expect(lines.allSatisfy { $0.count <= Layout.captionCharacters }, "\(slug): \(lines)")
            // Every line's baseline inside the space kept under the stage.
            #expect(Double(lines.count - 1) * Layout.captionLine + 15 <= Layout.captionHeight, "\(slug): \(lines)")
            let svg = prepared.svg(words: words)
            let narrow = PreparedTimeline.captionLines(caption, characters: NarrowChart.captionCharacters)
            #expect(svg.components(separatedBy: "<tspan x=\"240\"").count - 1 == lines.count + narrow.count, "\(slug)")
        }
    }

    /// The longest caption a line holds is as wide as the drawing allows at the widest
    /// average character width of 11-point system text (0.56 em).
    @Test func aCaptionLineIsNoWiderThanTheDrawing() {
        #expect(Double(Layout.captionCharacters) * 11 * 0.56 <= Layout.width - 2 * Layout.padding)
        let long = String(repeating: "word ", count: 40).trimmingCharacters(in: .whitespaces)
        #expect(PreparedTimeline.captionLines(long).allSatisfy { $0.count <= Layout.captionCharacters })
        #expect(PreparedTimeline.captionLines("").count == 1)
    }
}
