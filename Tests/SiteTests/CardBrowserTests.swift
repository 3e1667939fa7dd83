import Foundation
import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

/// Pauses every animation of a card at `arguments[1]` ms after it started and reads each
/// moving element's opacity and scale as Chromium draws them.
private let cardSampleScript = """
    var svg = document.getElementById(arguments[0]);
    var from = arguments[1], count = arguments[2], every = arguments[3];
    var animations = svg.getAnimations({ subtree: true });
    var uses = svg.querySelectorAll("g.motion use.m");
    var result = [];
    for (var step = 0; step < count; step++) {
      for (var k = 0; k < animations.length; k++) {
        animations[k].pause();
        animations[k].currentTime = from + step * every;
      }
      var row = [];
      for (var i = 0; i < uses.length; i++) {
        var style = getComputedStyle(uses[i]);
        var scale = style.transform === "none" ? 1 : new DOMMatrix(style.transform).a;
        row.push([parseFloat(style.opacity), scale]);
      }
      result.push(row);
    }
    return result;
    """

@Suite(
    .enabled(if: chromedriver != nil && curlIsInstalled, "chromium-driver or curl is not installed; skipped"),
    .serialized)
struct CardBrowserTests {
    /// A card whose elements share one keyframe list draws each element's own motion: every
    /// 10 ms of the loop, as Chromium draws the home page's card, within the card's 4% of
    /// travel of the exact motion, except in the seam where an element that started early
    /// already waits for its next start.
    @Test func sharedKeyframesDrawEachElementsOwnMotion() throws {
        let slug = "radial-grid-reveal"
        let yaml = try #require(Components.blocks.first { $0.slug == slug }?.yaml)
        let timeline = try TimelineFormat.parse(yaml, drawingSize: TimelineSVG.size(of:))
        let scene = DrawingScene(timeline, tolerance: CardStage.tolerance)
        let moving = StageMotion(scene: scene).movingElements()
        let starts = scene.elements.map(\.start)
        let latest = try #require(starts.max())
        let cycle = scene.plan.cycle
        let scale = try #require(timeline.changes.scale)
        let travel = abs(scale.to - scale.from)
        let driver = try WebDriver()
        try driver.open("file://" + builtCatalog.folder.path + "/Public/index.html")
        let stepMs = 10.0
        let steps = Int(cycle * 1000 / stepMs)
        let drawn = try #require(
            try driver.execute(cardSampleScript, ["card-\(slug)", 0, steps, stepMs]) as? [[[Double]]])
        #expect(drawn.count == steps && drawn.first?.count == moving.count)
        var compared = 0
        var worst = (opacity: 0.0, scale: 0.0)
        for (step, row) in drawn.enumerated() {
            let time = Double(step) * stepMs / 1000
            for (index, values) in row.enumerated() {
                // The seam: this element runs `lead` ahead, so it restarts that much early.
                let lead = latest - starts[index]
                guard time < cycle - lead - 0.01 else { continue }
                let exact = moving[index].state(time)
                worst.opacity = max(worst.opacity, abs(values[0] - exact.opacity))
                worst.scale = max(worst.scale, abs(values[1] - exact.scale) / travel)
                compared += 1
            }
        }
        print("card \(slug) in Chromium: \(compared) samples, opacity \(worst.opacity), scale \(worst.scale) of travel")
        #expect(compared > steps * moving.count / 2)
        #expect(worst.opacity <= CardStage.tolerance + 0.01)
        #expect(worst.scale <= CardStage.tolerance + 0.01)
    }
}
