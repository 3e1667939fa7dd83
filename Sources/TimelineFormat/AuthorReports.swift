import Foundation
import TextUtilities
import Timing

/// What the `curve` and `timeline` author commands print: plain text an author can read, or
/// feed to a plotting tool, and the same bytes for the same input.
package enum AuthorReports {
    /// How many samples ``curve(expression:samples:format:)`` takes at least and at most.
    package static let samples = 2...100_000

    /// Samples an animation expression at `samples` evenly spaced moments, from the change to
    /// the moment it settles (for an endless repeat, two plays after its delay).
    ///
    /// Times (in seconds) and values are printed with full precision, the shortest text that
    /// reads back as the same number, and each value is the curve's at exactly the time printed,
    /// so every printed pair lies on the exact curve. The timing in the header has 4 decimals.
    /// `samples` is taken within ``samples``.
    /// - Throws: the expression's problem, with its column, among them a number out of its
    ///   range of ``AnimationLimits``.
    package static func curve(expression: String, samples: Int = 101, format: CurveFormat = .csv)
        throws(AnimationExpressionError) -> String
    {
        let animation = try AnimationExpression.parse(expression)
        let timing = animation.timing
        let end =
            timing.repeatsForever
            ? timing.delay + 2 * (timing.playDuration ?? 1) : max(timing.settledAt, 0.001)
        let count = min(max(samples, Self.samples.lowerBound), Self.samples.upperBound)
        let points = (0..<count).map { index -> (Double, Double) in
            let time = end * Double(index) / Double(count - 1)
            return (time, animation.progress(at: time))
        }
        switch format {
        case .csv:
            // The comment stays one line, whatever spaces the expression was written with.
            let oneLine = String(expression.map { $0.isNewline ? " " : $0 })
            let phases =
                timing.repeatsForever
                ? "repeats forever, one play \(seconds(timing.playDuration ?? 0)) s"
                : "active \(seconds(timing.activeDuration)) s, settled at \(seconds(timing.settledAt)) s"
            var text =
                "# \(oneLine.trimmingCharacters(in: .whitespaces)): delay \(seconds(timing.delay)) s, \(phases)\n"
            text += "time,value\n"
            for (time, value) in points {
                text += "\(exact(time)),\(exact(value))\n"
            }
            return text
        case .json:
            var text = "{\n"
            text += "  \"expression\": \(jsonString(expression.trimmingCharacters(in: .whitespaces))),\n"
            text += "  \"delay\": \(jsonNumber(timing.delay)),\n"
            text += "  \"activeDuration\": \(jsonNumber(timing.activeDuration)),\n"
            text += "  \"settlingTime\": \(jsonNumber(timing.settledAt)),\n"
            text += "  \"repeatsForever\": \(timing.repeatsForever),\n"
            text += "  \"samples\": [\n"
            text += points.map { "    [\(exact($0.0)), \(exact($0.1))]" }
                .joined(separator: ",\n")
            text += "\n  ]\n}\n"
            return text
        }
    }

    /// Each element's start, active duration and settling time, in seconds, as JSON, in the
    /// block's order; endless values are `null`.
    package static func timelineJSON(_ timeline: Timeline) -> String {
        let elements = schedule(for: timeline)
        var text = "{\n"
        text += "  \"stage\": \(jsonString(timeline.stage.rawValue)),\n"
        let finite = elements.map(\.settleTime).allSatisfy(\.isFinite)
        text += "  \"settledAt\": \(finite ? jsonNumber(elements.map(\.settleTime).max() ?? 0) : "null"),\n"
        text += "  \"elements\": [\n"
        text += elements.map { element in
            "    {\"name\": \(jsonString(element.name)), \"start\": \(jsonNumber(element.start)), "
                + "\"activeDuration\": \(jsonNumber(element.activeDuration)), "
                + "\"settleTime\": \(jsonNumber(element.settleTime)), "
                + "\"repeatsForever\": \(element.repeatsForever)}"
        }.joined(separator: ",\n")
        text += "\n  ]\n}\n"
        return text
    }

    /// A number with every digit needed to read it back unchanged (Swift's shortest
    /// round-trip form), without a trailing `.0`; valid in CSV and JSON alike.
    static func exact(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    static func seconds(_ value: Double) -> String {
        value.isFinite ? formatted(value, decimals: 4) : "never"
    }

    static func jsonNumber(_ value: Double) -> String {
        value.isFinite ? formatted(value, decimals: 4) : "null"
    }

    static func jsonString(_ text: String) -> String { JSONText.string(text) }
}
