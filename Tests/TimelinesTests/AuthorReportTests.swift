import Testing
import Timing

@testable import Timelines

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
        let report = AuthorReports.timelineJSON(try TimelineFormat.parse(yaml))
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
        let report = AuthorReports.timelineJSON(try TimelineFormat.parse(Blocks.single))
        #expect(report.contains("\"settledAt\": null"))
        #expect(report.contains("\"activeDuration\": null, \"settleTime\": null, \"repeatsForever\": true"))
    }

    @Test func jsonStringsAreEscaped() {
        #expect(AuthorReports.jsonString("a \"b\"\n\\") == "\"a \\\"b\\\"\\n\\\\\"")
    }
}
