import Testing
import TimelineFixtures
import Timing

@testable import TimelineFormat

@Suite struct AuthorReportTests {
    @Test func curveAsCSVListsTimesAndValues() throws {
        let report = try AuthorReports.curve(expression: ".linear(duration: 1)", samples: 3, format: .csv)
        #expect(
            report == """
                # .linear(duration: 1): delay 0 s, active 1 s, settled at 1 s
                time,value
                0,0
                0.5,0.5
                1,1

                """)
    }

    @Test func curveAsJSONHasTheTimingFirst() throws {
        let report = try AuthorReports.curve(expression: ".easeIn(duration: 0.2).delay(0.1)", samples: 2, format: .json)
        #expect(
            report == """
                {
                  "expression": ".easeIn(duration: 0.2).delay(0.1)",
                  "delay": 0.1,
                  "activeDuration": 0.2,
                  "settlingTime": 0.3,
                  "repeatsForever": false,
                  "samples": [
                    [0, 0],
                    [0.3, 1]
                  ]
                }

                """)
    }

    @Test func curveOfASpringEndsWhenItSettles() throws {
        let report = try AuthorReports.curve(expression: ".smooth", samples: 5, format: .csv)
        let lines = report.split(separator: "\n")
        #expect(lines[0] == "# .smooth: delay 0 s, active 0.5 s, settled at 0.7348 s")
        #expect(lines.last?.hasPrefix("0.7348,0.999") == true)
    }

    @Test func curveOfAnEndlessRepeatShowsTwoPlays() throws {
        let report = try AuthorReports.curve(
            expression: ".linear(duration: 0.5).repeatForever()", samples: 3, format: .json)
        #expect(report.contains("\"settlingTime\": null"))
        #expect(report.contains("\"repeatsForever\": true"))
        #expect(report.contains("[1, 0]"))
    }

    @Test func curveOfAMisspeltExpressionThrowsWithItsColumn() {
        #expect(
            throws: AnimationExpressionError(message: "unknown animation 'smoth'; did you mean 'smooth'?", column: 2)
        ) {
            try AuthorReports.curve(expression: ".smoth", samples: 10, format: .csv)
        }
    }

    @Test func timelineJSONListsEveryElement() throws {
        let yaml = Blocks.list.replacingOccurrences(of: "items: 7", with: "items: 2")
            .replacingOccurrences(of: ".smooth(duration: 0.45)", with: ".easeOut(duration: 0.3)")
        let report = AuthorReports.timelineJSON(try Blocks.timeline(yaml))
        #expect(
            report == """
                {
                  "stage": "list",
                  "settledAt": 0.37,
                  "elements": [
                    {"name": "row 1", "start": 0, "activeDuration": 0.3, "settleTime": 0.3, "repeatsForever": false},
                    {"name": "row 2", "start": 0.07, "activeDuration": 0.3, "settleTime": 0.37, "repeatsForever": false}
                  ]
                }

                """)
    }

    @Test func timelineJSONWritesEndlessTimesAsNull() throws {
        let report = AuthorReports.timelineJSON(try Blocks.timeline(Blocks.single))
        #expect(report.contains("\"settledAt\": null"))
        #expect(report.contains("\"activeDuration\": null, \"settleTime\": null, \"repeatsForever\": true"))
    }

    @Test func everyPrintedValueIsTheCurveAtThePrintedTime() throws {
        #expect(
            try AuthorReports.curve(expression: ".linear(duration: 0.12344)", samples: 3, format: .csv) == """
                # .linear(duration: 0.12344): delay 0 s, active 0.1234 s, settled at 0.1234 s
                time,value
                0,0
                0.0617,0.499838
                0.1234,0.999676

                """)
        let animation = Animation.spring(duration: 0.45, bounce: 0.2).delay(0.0123)
        let report = try AuthorReports.curve(
            expression: ".spring(duration: 0.45, bounce: 0.2).delay(0.0123)", samples: 101, format: .csv)
        for line in report.split(separator: "\n").dropFirst(2) {
            let pair = line.split(separator: ",")
            let time = try #require(Double(pair[0]))
            #expect(String(pair[1]) == formatted(animation.progress(at: time), decimals: 6), "\(line)")
        }
    }

    @Test func curveOutOfRangeIsAnErrorNotAFigure() {
        #expect(throws: AnimationExpressionError.self) {
            try AuthorReports.curve(expression: ".linear(duration: 1e6)", samples: 3, format: .csv)
        }
        #expect(throws: AnimationExpressionError.self) {
            try AuthorReports.curve(expression: ".linear.repeatCount(1e19)", samples: 3, format: .json)
        }
        #expect(throws: AnimationExpressionError.self) {
            try AuthorReports.curve(expression: ".spring(bounce: 0.999999)", samples: 3, format: .json)
        }
        do {
            _ = try AuthorReports.curve(expression: ".linear.repeatForever().repeatCount(3)", samples: 3, format: .csv)
            Issue.record("a repeat of an endless repeat was sampled")
        } catch {
            #expect(error.column == 25)
        }
    }

    @Test func bounciestSpringSettlesAndDoesNotRepeat() throws {
        let report = try AuthorReports.curve(
            expression: ".spring(duration: 5, bounce: 0.95)", samples: 2, format: .json)
        #expect(report.contains("\"repeatsForever\": false"))
        #expect(!report.contains("null"))
    }

    @Test func curveOfAnEndlessRepeatStatesItsPlay() throws {
        let report = try AuthorReports.curve(
            expression: ".linear(duration: 0.5).repeatForever()", samples: 2, format: .csv)
        #expect(
            report.hasPrefix("# .linear(duration: 0.5).repeatForever(): delay 0 s, repeats forever, one play 0.5 s\n"))
    }

    @Test func curveCommentStaysOneLine() throws {
        let report = try AuthorReports.curve(expression: ".linear\n  .delay(0.1)", samples: 2, format: .csv)
        #expect(
            report.split(separator: "\n")[0] == "# .linear   .delay(0.1): delay 0.1 s, active 0.35 s, settled at 0.45 s"
        )
        #expect(report.split(separator: "\n")[1] == "time,value")
    }

    @Test func samplesStayWithinTheirRange() throws {
        let report = try AuthorReports.curve(expression: ".linear", samples: .max, format: .csv)
        #expect(report.split(separator: "\n").count == 2 + AuthorReports.samples.upperBound)
    }

    @Test func jsonStringsAreEscaped() {
        #expect(AuthorReports.jsonString("a \"b\"\n\\") == "\"a \\\"b\\\"\\n\\\\\"")
    }
}
