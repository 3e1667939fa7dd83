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
                    [0.30000000000000004, 1]
                  ]
                }

                """)
    }

    @Test func curveOfASpringEndsWhenItSettles() throws {
        let report = try AuthorReports.curve(expression: ".smooth", samples: 5, format: .csv)
        let lines = report.split(separator: "\n")
        #expect(lines[0] == "# .smooth: delay 0 s, active 0.5 s, settled at 0.7348 s")
        let last = try #require(lines.last?.split(separator: ",").compactMap { Double($0) })
        #expect(abs(last[0] - 0.7348) < 0.00005 && last[1] > 0.999)
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

    @Test func everyPrintedPairLiesOnTheExactCurveAtItsPrintedTime() throws {
        let expressions = [
            ".spring(duration: 0.5, bounce: 0.3)", ".spring(duration: 0.45, bounce: 0.2).delay(0.0123)",
            ".bouncy", ".snappy(extraBounce: 0.1)", ".linear(duration: 0.12344)", ".easeInOut.repeatCount(3)",
        ]
        for expression in expressions {
            let animation = try AnimationExpression.parse(expression)
            for format in CurveFormat.allCases {
                let report = try AuthorReports.curve(expression: expression, samples: 101, format: format)
                let pairs: [(Substring, Substring)] =
                    format == .csv
                    ? report.split(separator: "\n").dropFirst(2).map { line in
                        let pair = line.split(separator: ",")
                        return (pair[0], pair[1])
                    }
                    : report.split(separator: "\n").filter { $0.hasPrefix("    [") }.map { line in
                        let pair = line.dropFirst(5).prefix { $0 != "]" }.split(separator: ",")
                        return (pair[0], pair[1].dropFirst())
                    }
                #expect(pairs.count == 101)
                for (timeText, valueText) in pairs {
                    let time = try #require(Double(timeText))
                    let value = try #require(Double(valueText))
                    #expect(abs(animation.progress(at: time) - value) <= 1e-9, "\(expression) \(timeText)")
                }
            }
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
