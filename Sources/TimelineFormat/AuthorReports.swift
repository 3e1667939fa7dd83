import Foundation
import TextUtilities
import Timing

/// What the `curve` and `timeline` author commands print: plain text an author can read, or
/// feed to a plotting tool, and the same bytes for the same input.
public enum AuthorReports {
    /// How many samples ``curve(expression:samples:format:)`` takes at least and at most.
    public static let samples = 2...100_000

    /// Samples an animation expression at `samples` evenly spaced moments, from the change to
    /// the moment it settles (for an endless repeat, two plays after its delay).
    ///
    /// Times are in seconds with 4 decimals, values with 6; each value is the curve's at the
    /// time as printed, so every printed pair lies on the exact curve. `samples` is taken within
    /// ``samples``.
    /// - Throws: the expression's problem, with its column, among them a number out of its
    ///   range of ``AnimationLimits``.
    public static func curve(expression: String, samples: Int = 101, format: CurveFormat = .csv)
        throws(AnimationExpressionError) -> String
    {
        let animation = try AnimationExpression.parse(expression)
        let timing = animation.timing
        let end =
            timing.repeatsForever
            ? timing.delay + 2 * (timing.playDuration ?? 1) : max(timing.settledAt, 0.001)
        let count = min(max(samples, Self.samples.lowerBound), Self.samples.upperBound)
        let points = (0..<count).map { index -> (Double, Double) in
            let time = printedValue(end * Double(index) / Double(count - 1), decimals: 4)
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
                text += "\(formatted(time, decimals: 4)),\(formatted(value, decimals: 6))\n"
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
            text += points.map { "    [\(formatted($0.0, decimals: 4)), \(formatted($0.1, decimals: 6))]" }
                .joined(separator: ",\n")
            text += "\n  ]\n}\n"
            return text
        }
    }

    /// Each element's start, active duration and settling time, in seconds, as JSON, in the
    /// block's order; endless values are `null`.
    public static func timelineJSON(_ timeline: Timeline) -> String {
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

    static func seconds(_ value: Double) -> String {
        value.isFinite ? formatted(value, decimals: 4) : "never"
    }

    static func jsonNumber(_ value: Double) -> String {
        value.isFinite ? formatted(value, decimals: 4) : "null"
    }

    static func jsonString(_ text: String) -> String { JSONText.string(text) }
}
