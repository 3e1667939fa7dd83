import Foundation
import Testing
import TimelineFixtures
import TimelineFormat
import Timing

@testable import TimelineDrawing

/// The path of xmllint, when libxml2-utils is installed.
private let xmllint: String? = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

private func svg(_ yaml: String, _ words: TimelineWords = Words.en, id: String = "preview") throws -> String {
    TimelineSVG.render(try Blocks.timeline(yaml), words: words, id: id)
}

/// Every value of an attribute in the markup, in order.
private func attributeValues(_ name: String, in markup: String) -> [String] {
    markup.components(separatedBy: " \(name)=\"").dropFirst().compactMap { $0.components(separatedBy: "\"").first }
}

/// The text between two markers.
private func between(_ markup: String, _ start: String, _ end: String) -> String? {
    guard let from = markup.range(of: start), let to = markup.range(of: end, range: from.upperBound..<markup.endIndex)
    else { return nil }
    return String(markup[from.upperBound..<to.lowerBound])
}

@Suite struct SVGTests {
    @Test(
        .enabled(
            if: xmllint != nil, "xmllint is not installed (apt-get install libxml2-utils); well-formedness not checked")
    )
    func everyStageIsWellFormedXML() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-svg-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for block in Blocks.all {
            for (code, words) in [("en", Words.en), ("es", Words.es)] {
                let file = folder.appendingPathComponent("\(block.name).\(code).svg")
                try svg(block.yaml, words).write(to: file, atomically: true, encoding: .utf8)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: xmllint!)
                process.arguments = ["--noout", file.path]
                let errors = Pipe()
                process.standardError = errors
                try process.run()
                process.waitUntilExit()
                let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                #expect(process.terminationStatus == 0, "\(block.name): \(message)")
            }
        }
    }

    @Test func sameInputGivesTheSameBytes() throws {
        for block in Blocks.all {
            #expect(try svg(block.yaml) == svg(block.yaml), "\(block.name)")
        }
    }

    @Test func everyIDCarriesThePrefix() throws {
        for block in Blocks.all {
            let markup = try svg(block.yaml, id: "card-7")
            let ids = attributeValues("id", in: markup)
            #expect(ids.count >= 4)
            #expect(ids.allSatisfy { $0 == "card-7" || $0.hasPrefix("card-7-") }, "\(ids)")
            #expect(markup.contains("url(#card-7-stage)"))
            #expect(!markup.contains("url(#stage)"))
        }
    }

    @Test func unsafeIDsAreMadeSafe() {
        #expect(TimelineSVG.safeID("notification stack/1") == "notification-stack-1")
        #expect(TimelineSVG.safeID("1st") == "timeline-1st")
        #expect(TimelineSVG.safeID("") == "timeline-")
    }

    @Test func isAnImageLabelledByItsTitleAndDescription() throws {
        let markup = try svg(Blocks.list, id: "rows")
        #expect(markup.contains("role=\"img\""))
        // Named by its title alone; the description describes it.
        #expect(markup.contains("aria-labelledby=\"rows-title\" aria-describedby=\"rows-desc\""))
        #expect(markup.contains("<title id=\"rows-title\">Animation timeline: 7 rows</title>"))
        #expect(markup.contains("<desc id=\"rows-desc\">"))
    }

    @Test func englishDescriptionStatesTheTiming() throws {
        let markup = try svg(Blocks.list)
        #expect(
            between(markup, "<desc id=\"preview-desc\">", "</desc>")
                == "7 rows; each starts 70 ms after the previous, at most 600 ms after the first; each takes 450 ms and settles after 661 ms. All settled by 1081 ms. With Reduce Motion, all rows fade in together without moving."
        )
    }

    @Test func spanishDescriptionStatesTheTiming() throws {
        let markup = try svg(Blocks.list, Words.es)
        #expect(
            between(markup, "<title id=\"preview-title\">", "</title>") == "Línea de tiempo de la animación: 7 filas")
        #expect(
            between(markup, "<desc id=\"preview-desc\">", "</desc>")
                == "7 filas; cada una empieza 70 ms después de la anterior, como mucho 600 ms después de la primera; cada una dura 450 ms y se asienta tras 661 ms. Todo queda quieto a los 1081 ms. Con Reducir movimiento, todas las filas aparecen a la vez, sin moverse."
        )
    }

    @Test func aLanguageWithoutTheWordsGetsNoEnglish() throws {
        let markup = try svg(Blocks.list, TimelineWords(strings: ["timeline-play": "Jouer"]))
        #expect(markup.contains("data-label-play=\"Jouer\" data-label-pause=\"\""))
        #expect(markup.contains("<title id=\"preview-title\"></title>"))
        for english in ["Animation", "Row", "rows", "moving", "Pause"] {
            #expect(!markup.contains(english), "\(english)")
        }
    }

    @Test func sequenceDescriptionExplainsTheWait() throws {
        let markup = try svg(Blocks.sequence)
        #expect(
            between(markup, "<desc id=\"preview-desc\">", "</desc>")
                == "2 steps one after another. insert-row starts at 0 ms; it takes 550 ms and settles after 808 ms. push-editor starts at 250 ms, at least 250 ms after insert-row started; it takes 500 ms and settles after 735 ms. All settled by 985 ms. Reduce Motion leaves this motion as it is."
        )
    }

    @Test func gridPileAndBadgeDescriptions() throws {
        #expect(
            between(try svg(Blocks.grid), "-desc\">", "</desc>")
                == "9 tiles in a 3 × 3 grid, ordered outwards from the point (0, 0); each starts 50 ms after the previous; each takes 500 ms and settles after 819 ms. All settled by 1219 ms. With Reduce Motion, all tiles fade in together without moving."
        )
        #expect(
            between(try svg(Blocks.pile), "-desc\">", "</desc>")
                == "4 cards open from a pile into a column, then close again; all start together; each takes 450 ms and settles after 607 ms. All settled by 607 ms. With Reduce Motion, nothing moves: the final state appears at once."
        )
        #expect(
            between(try svg(Blocks.single), "-desc\">", "</desc>")
                == "1 badge; it goes back and forth forever, 800 ms each way. With Reduce Motion, nothing moves: the final state appears at once."
        )
    }

    @Test func coloursComeFromCustomPropertiesWithFallbacks() throws {
        let style = DrawingStyle.sharedSheet
        let colours = style.components(separatedBy: "fill: ").dropFirst() + style.components(separatedBy: "stroke: ").dropFirst()
        #expect(colours.count > 10)
        for colour in colours {
            #expect(colour.hasPrefix("var(--timeline-"), "\(colour.prefix(40))")
        }
        for block in Blocks.all {
            let markup = try svg(block.yaml)
            #expect(markup.contains("class=\"timeline-drawing\""))
            #expect(!markup.contains(" fill=\""))
            #expect(!markup.contains(" stroke=\""))
            let own = between(markup, "<style>", "</style>") ?? ""
            #expect(!own.contains("fill:") && !own.contains("stroke:"))
        }
    }

    @Test func reducedMotionHidesTheMotion() throws {
        let sheet = DrawingStyle.sharedSheet
        #expect(try svg(Blocks.list).contains("class=\"timeline-drawing\""))
        #expect(sheet.contains("@media (prefers-reduced-motion: reduce)"))
        #expect(sheet.contains(".timeline-drawing:not(.timeline-full) .motion { display: none; }"))
        #expect(sheet.contains(".timeline-drawing:not(.timeline-full) .reduced { display: inline; }"))
        // The control of the script shows either variant to anyone.
        #expect(sheet.contains(".timeline-drawing.timeline-reduced .reduced { display: inline; }"))
    }

    @Test func fadeUnderReducedMotionMovesNothingAndStartsTogether() throws {
        let markup = try svg(Blocks.list)
        let reduced = between(markup, "<g class=\"reduced\">", "</g>\n</g>") ?? ""
        #expect(!reduced.contains("type=\"translate\""))
        let opacityTimes = attributeValues("keyTimes", in: reduced)
        #expect(opacityTimes.count == 7)
        #expect(Set(opacityTimes).count == 1)
    }

    @Test func stillUnderReducedMotionOnlyJumps() throws {
        let markup = try svg(Blocks.pile)
        let reduced = between(markup, "<g class=\"reduced\">", "</g>\n</g>") ?? ""
        #expect(reduced.contains("<rect"))
        // Every change is a jump: each moment of a keyTimes list comes twice, or is an end.
        for keyTimes in attributeValues("keyTimes", in: reduced) {
            let times = keyTimes.split(separator: ";").map(String.init)
            for time in times.dropFirst().dropLast() { #expect(times.filter { $0 == time }.count == 2, "\(keyTimes)") }
        }
    }

    @Test func everyAnimationLoopsOverTheSameCycle() throws {
        for block in Blocks.all {
            let markup = try svg(block.yaml)
            let cycle = attributeValues("data-timeline-duration", in: markup).first ?? ""
            let durations = Set(attributeValues("dur", in: markup))
            #expect(durations == ["\(cycle)s"], "\(block.name)")
            for keyTimes in attributeValues("keyTimes", in: markup) {
                let times = keyTimes.split(separator: ";").compactMap { Double($0) }
                #expect(times.first == 0)
                #expect(times.last == 1)
                #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
            }
        }
    }

    /// The drawn offset of the first row, read back from the SVG, against the exact spring.
    @Test func drawnRowFollowsTheSpringWithinHalfAPercent() throws {
        let timeline = try Blocks.timeline(Blocks.list)
        let markup = TimelineSVG.render(timeline, words: Words.en, id: "p")
        let cycle = Double(attributeValues("data-timeline-duration", in: markup)[0])!
        let translate = markup.components(separatedBy: "type=\"translate\"")[1]
        let keyTimes = between(translate, "keyTimes=\"", "\"")!.split(separator: ";").map { Double($0)! * cycle }
        let offsets = between(translate, "values=\"", "\"")!.split(separator: ";").map {
            Double($0.split(separator: " ")[1])!
        }
        let drawn = Keyframes(times: keyTimes, values: offsets.map { [$0] })
        let element = schedule(for: timeline)[0]
        var worst = 0.0
        var time = 0.0
        while time < cycle {
            let exact = 28 - 28 * element.progress(at: time - StagePlan.stillMoment)
            worst = max(worst, abs(drawn.value(at: time) - exact))
            time += 0.0001
        }
        #expect(worst / 28 < 0.005)
    }

    @Test func playheadSweepsTheAxisWhileTheStageMoves() throws {
        let timeline = try Blocks.timeline(Blocks.list)
        let markup = TimelineSVG.render(timeline, words: Words.en, id: "p")
        let playhead = markup.components(separatedBy: "<g class=\"playhead\"")[1]
        let plan = StagePlan(timeline: timeline, elements: schedule(for: timeline))
        let keyTimes = between(playhead, "keyTimes=\"", "\"")!.split(separator: ";").map { Double($0)! }
        let values = between(playhead, "values=\"", "\"")!.split(separator: ";").map {
            Double($0.split(separator: " ")[0])!
        }
        let travel = (Layout.plotRight - Layout.plotLeft) * plan.span / plan.axisEnd
        #expect(keyTimes.count == 4)
        #expect(abs(keyTimes[1] * plan.cycle - plan.preRoll) < 1e-4)
        #expect(abs(keyTimes[2] * plan.cycle - (plan.preRoll + plan.span)) < 1e-4)
        #expect(values[0] == 0 && values[1] == 0)
        #expect(abs(values[2] - travel) < 0.01)
    }

    @Test func pileHasAPlayheadPerPhaseEachSweepingItsOwnSpan() throws {
        let timeline = try Blocks.timeline(Blocks.pile + "\nstagger: { step: 0.04 }\npile: { closing: together }")
        let markup = TimelineSVG.render(timeline, words: Words.en, id: "p")
        let plan = StagePlan(timeline: timeline, elements: schedule(for: timeline))
        let playheads = markup.components(separatedBy: "<g class=\"playhead\"").dropFirst()
        #expect(playheads.count == 2)
        for (playhead, phase) in zip(playheads, plan.phases) {
            let transform = playhead.components(separatedBy: "type=\"translate\"")[1]
            let keyTimes = between(transform, "keyTimes=\"", "\"")!.split(separator: ";").map { Double($0)! }
            #expect(abs(keyTimes[1] * plan.cycle - phase.start) < 1e-4)
            #expect(abs(keyTimes[2] * plan.cycle - (phase.start + phase.span)) < 1e-4)
        }
        // Closing together takes one spring's settling time, less than the staggered opening.
        #expect(plan.phases[1].span < plan.phases[0].span)
        #expect(abs(plan.phases[1].span - timeline.animation!.timing.settledAt) < 1e-9)
    }

    @Test func pileChartLeavesOutTheFrontCardThatNeverMoves() throws {
        let markup = try svg(Blocks.pile)
        let chart = between(markup, "<g class=\"chart\">", "<line class=\"axis\"")!
        #expect(!chart.contains(">Card 1<"))
        #expect(chart.contains(">Card 2<") && chart.contains(">Opening<") && chart.contains(">Closing<"))
    }

    @Test func repeatingBarsEndExactlyOnTheirPlay() throws {
        let timeline = try Blocks.timeline(Blocks.single)
        let markup = TimelineSVG.render(timeline, words: Words.en, id: "p")
        let plan = StagePlan(timeline: timeline, elements: schedule(for: timeline))
        let play = timeline.animation!.timing.playDuration!
        let widths = attributeValues("width", in: between(markup, "<g class=\"chart\">", "<line class=\"axis\"")!)
            .compactMap(Double.init)
        let expected = (Layout.plotRight - Layout.plotLeft) * play / plan.axisEnd
        #expect(widths.contains { abs($0 - expected) < 0.006 }, "\(widths) \(expected)")
    }

    @Test func chartHasABarPerElementAndTickLabels() throws {
        let markup = try svg(Blocks.list)
        // Each row's bars for the motion and for its Reduce Motion fade, and the legend's.
        #expect(markup.components(separatedBy: "<rect class=\"active\"").count - 1 == 7 + 7 + 1)
        #expect(markup.components(separatedBy: "<rect class=\"settle\"").count - 1 == 7 + 7 + 1)
        #expect(markup.components(separatedBy: "<line class=\"wait\"").count - 1 == 6 + 1)
        #expect(markup.contains(">1200 ms</text>"))
        #expect(markup.contains(">Row 7</text>"))
    }

    @Test func stepNamesAreEscaped() throws {
        let yaml = Blocks.sequence.replacingOccurrences(of: "name: insert-row", with: "name: \"row <new> & more\"")
            .replacingOccurrences(of: "from: insert-row", with: "from: \"row <new> & more\"")
        let markup = try svg(yaml)
        #expect(markup.contains("row &lt;new&gt; &amp; more"))
        #expect(!markup.contains("<new>"))
    }

    @Test func svgCarriesTheControlLabelsInItsLanguage() throws {
        let markup = try svg(Blocks.list, Words.es)
        #expect(markup.contains("data-label-play=\"Reproducir\""))
        #expect(markup.contains("data-label-pause=\"Pausa\""))
        #expect(markup.contains("data-label-scrubber=\"Momento de la animación\""))
    }
}
