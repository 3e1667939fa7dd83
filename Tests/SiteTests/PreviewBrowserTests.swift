import Foundation
import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

extension WebDriver {
    /// Runs `script` in the page with `arguments` and returns its value.
    func execute(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try call("POST", "/session/\(session)/execute/sync", ["script": script, "args": arguments])["value"]
    }

    /// Asks Chromium to report `prefers-reduced-motion: reduce` to the pages it opens next.
    func preferReducedMotion() throws {
        try call(
            "POST", "/session/\(session)/goog/cdp/execute",
            [
                "cmd": "Emulation.setEmulatedMedia",
                "params": ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]],
            ])
    }
}

/// Reads, at each moment of the loop from `from` for `count` milliseconds, what Chromium draws
/// for every element of the stage's motion and Reduce Motion groups: opacity, x, y and scale
/// relative to its place, from the animated values of its nested groups.
private let sampleScript = """
    var svg = document.querySelector("svg[data-timeline]");
    svg.pauseAnimations();
    function childGroup(node) {
      for (var child = node.firstElementChild; child; child = child.nextElementSibling) {
        if (child.tagName === "g") return child;
      }
      return null;
    }
    function read(group) {
      var result = [];
      for (var element = group.firstElementChild; element; element = element.nextElementSibling) {
        var opacity = 1, x = 0, y = 0, scale = 1;
        for (var g = childGroup(element); g; g = childGroup(g)) {
          if (g.hasAttribute("opacity")) opacity *= parseFloat(getComputedStyle(g).opacity);
          var list = g.transform.animVal;
          if (!list.numberOfItems) continue;
          var matrix = list.getItem(0).matrix;
          if ((g.getAttribute("transform") || "").indexOf("scale") === 0) { scale *= matrix.a; }
          else { x += matrix.e; y += matrix.f; }
        }
        result.push([opacity, x, y, scale]);
      }
      return result;
    }
    var motion = svg.querySelector("g.motion"), reduced = svg.querySelector("g.reduced");
    var samples = [];
    for (var step = 0; step < arguments[1]; step++) {
      svg.setCurrentTime((arguments[0] + step) / 1000);
      samples.push([read(motion), read(reduced)]);
    }
    return samples;
    """

/// The largest error of what Chromium draws against the exact motion of a component's block.
private struct BrowserFidelity {
    var travelError = 0.0
    var opacityError = 0.0
    /// The largest error of a property that does not move (rounded to 0.01 point in the SVG).
    var stillError = 0.0
    var samples = 0
    /// Where the largest opacity error is.
    var worst = ""
}

/// The first component of each stage kind, alphabetically.
private let pagesByStage: [(stage: Timeline.Stage, slug: String, yaml: String)] = {
    var seen: Set<Timeline.Stage> = []
    return Components.blocks.compactMap { block in
        guard let timeline = try? TimelineFormat.parse(block.yaml, drawingSize: TimelineSVG.size(of:)),
            seen.insert(timeline.stage).inserted
        else {
            return nil
        }
        return (timeline.stage, block.slug, block.yaml)
    }
}()

@Suite(
    .enabled(if: chromedriver != nil && curlIsInstalled, "chromium-driver or curl is not installed; skipped"),
    .serialized)
struct PreviewBrowserTests {
    /// Every millisecond of one page's loop per stage kind, as Chromium draws it from the SMIL
    /// animations, matches the exact motion within 0.25% of each property's travel and 0.0025
    /// of opacity; the Reduce Motion variant too, which readers who ask for reduced motion see
    /// first, still at the drawing's chosen moment.
    @Test(arguments: pagesByStage.map(\.slug))
    func drawnPreviewMatchesTheExactMotionEveryMillisecond(slug: String) throws {
        let page = try #require(pagesByStage.first { $0.slug == slug })
        let timeline = try TimelineFormat.parse(page.yaml, drawingSize: TimelineSVG.size(of:))
        let scene = DrawingScene(timeline)
        let stage = StageMotion(scene: scene)
        let moving = stage.movingElements()
        let variants = [moving, stage.reducedElements(moving: moving)]
        let driver = try WebDriver()
        try driver.preferReducedMotion()
        try driver.open("file://" + builtCatalog.folder.path + "/Public/components/\(slug).html")
        // Readers who prefer reduced motion see the Reduce Motion stage, still, at its moment.
        let shown =
            try driver.execute(
                """
                var svg = document.querySelector("svg[data-timeline]");
                return [getComputedStyle(svg.querySelector("g.motion")).display,
                        getComputedStyle(svg.querySelector("g.reduced")).display,
                        svg.animationsPaused(), svg.getCurrentTime(),
                        parseFloat(svg.getAttribute("data-timeline-still"))];
                """) as? [Any]
        #expect(shown?[0] as? String == "none" && shown?[1] as? String == "inline", "\(String(describing: shown))")
        #expect(shown?[2] as? Bool == true)
        if let now = shown?[3] as? Double, let still = shown?[4] as? Double { #expect(abs(now - still) < 0.002) }

        let total = Int((scene.plan.cycle * 1000).rounded(.down))
        var measured = BrowserFidelity()
        var drawn: [[[[Double]]]] = [[], []]
        var from = 0
        while from < total {
            let count = min(1000, total - from)
            let chunk = try #require(try driver.execute(sampleScript, [from, count]) as? [[[[Double]]]])
            for sample in chunk {
                drawn[0].append(sample[0])
                drawn[1].append(sample[1])
            }
            from += count
        }
        for (variant, elements) in variants.enumerated() {
            for (index, element) in elements.enumerated() {
                // A jump is drawn at its moment as printed (to 1e-5 of the loop): each drawn value
                // is compared with the exact one at that millisecond and 0.1 ms either side.
                let exact = (0..<total).map { step in
                    [-0.0001, 0, 0.0001].map { element.state(Double(step) / 1000 + $0) }
                }
                for (component, path) in [(1, \ElementState.x), (2, \ElementState.y), (3, \ElementState.scale)] {
                    let values = exact.map { $0[1][keyPath: path] }
                    let travel = (values.max() ?? 0) - (values.min() ?? 0)
                    for (step, states) in exact.enumerated() {
                        let drawnValue = drawn[variant][step][index][component]
                        let difference = states.map { abs(drawnValue - $0[keyPath: path]) }.min() ?? 0
                        if travel > 1e-9 {
                            measured.travelError = max(measured.travelError, difference / travel)
                        } else {
                            measured.stillError = max(measured.stillError, difference)
                        }
                    }
                }
                for (step, states) in exact.enumerated() {
                    let difference = states.map { abs(drawn[variant][step][index][0] - $0.opacity) }.min() ?? 0
                    if difference > measured.opacityError {
                        measured.worst =
                            "variant \(variant) element \(index) at \(step) ms: drawn opacity \(drawn[variant][step][index][0]), exact \(states[1].opacity)"
                    }
                    measured.opacityError = max(measured.opacityError, difference)
                }
                measured.samples += total
            }
        }
        print(
            "browser fidelity \(slug) (\(page.stage.rawValue)): travel \(String(format: "%.4f", measured.travelError * 100))%,"
                + " opacity \(String(format: "%.5f", measured.opacityError)), \(measured.samples) samples; \(measured.worst)"
        )
        #expect(measured.travelError <= 0.0025, "\(slug)")
        #expect(measured.opacityError <= 0.0025, "\(slug)")
        #expect(measured.stillError <= 0.006, "\(slug)")
    }

    @Test func everyStageKindOfTheCatalogIsChecked() {
        #expect(Set(pagesByStage.map(\.stage)).count >= 5)
    }
}

@Suite(.enabled(if: chromedriver != nil && curlIsInstalled, "chromium-driver or curl is not installed; skipped"))
struct ScrubberBrowserTests {
    /// The scrubber runs along the chart's time axis: where its value says, the playhead is,
    /// and the readout shows the same time.
    @Test func scrubberValueIsTheChartTimeThePlayheadShows() throws {
        let driver = try WebDriver()
        try driver.open("file://" + builtCatalog.folder.path + "/Public/components/staggered-appear-list.html")
        let result =
            try driver.execute(
                """
                var svg = document.querySelector("svg[data-timeline]");
                var scrubber = document.querySelector(".timeline-track input[type=range]");
                scrubber.value = "300";
                scrubber.dispatchEvent(new Event("input"));
                var playhead = svg.querySelector("g.playhead");
                var axis = svg.getAttribute("data-timeline-axis").split(" ").map(Number);
                var shown = playhead.transform.animVal.getItem(0).matrix.e;
                var track = scrubber.getBoundingClientRect(), box = svg.getBoundingClientRect();
                var scale = box.width / svg.viewBox.baseVal.width;
                return [Number(scrubber.value), scrubber.getAttribute("aria-valuetext"),
                        document.querySelector(".timeline-time").textContent,
                        shown, (axis[1] - axis[0]) * 0.3 / axis[2],
                        track.left + 8 - (box.left + axis[0] * scale), track.right - 8 - (box.left + axis[1] * scale),
                        scrubber.getAttribute("aria-controls") === svg.id, scrubber.getAttribute("aria-label")];
                """) as? [Any]
        let values = try #require(result)
        #expect(values[0] as? Double == 300)
        #expect(values[1] as? String == "300 ms" && values[2] as? String == "300 ms")
        // The playhead stands at 300 ms of the axis.
        if let shown = values[3] as? Double, let expected = values[4] as? Double {
            #expect(abs(shown - expected) < 0.5)
        }
        // The range's ends line up with the axis's ends, within a pixel.
        for index in [5, 6] {
            if let offset = values[index] as? Double { #expect(abs(offset) < 1.5, "\(index): \(offset)") }
        }
        #expect(values[7] as? Bool == true)
        #expect(values[8] as? String == "Moment of the animation")
    }
}
