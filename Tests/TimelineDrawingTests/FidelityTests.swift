import Foundation
import Testing
import TimelineFixtures
import TimelineFormat
import Timing

@testable import TimelineDrawing

/// One property of one element as the SVG draws it: the `keyTimes` (in seconds) and `values`
/// of its SMIL animation, or its still value.
struct DrawnProperty {
    var times: [Double] = []
    var values: [Double] = []
    var still: Double
    /// With `calcMode="spline"`, each segment's control points.
    var splines: [UnitBezier]? = nil

    /// The value a browser draws at `time`: straight lines between moments (a moment listed
    /// twice is a jump, drawn from the later value on).
    func value(at time: Double) -> Double {
        guard !times.isEmpty else { return still }
        if time <= times[0] { return values[0] }
        guard let last = times.last, time < last else { return values[values.count - 1] }
        var high = times.firstIndex { $0 > time }!
        let low = high - 1
        if times[low] == times[high] { high = low }
        let span = times[high] - times[low]
        guard span > 0 else { return values[high] }
        var fraction = (time - times[low]) / span
        if let splines { fraction = splines[low].progress(at: fraction) }
        return values[low] + (values[high] - values[low]) * fraction
    }
}

/// An element as written in the stage's markup: its four properties.
struct DrawnElement {
    var opacity: DrawnProperty
    var x: DrawnProperty
    var y: DrawnProperty
    var scale: DrawnProperty

    /// Reads one element's line of the stage (`<g transform="translate(…)">…</g>`).
    init(line: String, cycle: Double) {
        func attribute(_ name: String, in text: Substring) -> String? {
            guard let range = text.range(of: " \(name)=\"") else { return nil }
            let rest = text[range.upperBound...]
            return String(rest[..<rest.firstIndex(of: "\"")!])
        }
        func numbers(_ text: String, separator: Character = ";") -> [Double] {
            text.split(separator: separator).map { Double($0.trimmingCharacters(in: .whitespaces))! }
        }
        opacity = DrawnProperty(still: 1)
        x = DrawnProperty(still: 0)
        y = DrawnProperty(still: 0)
        scale = DrawnProperty(still: 1)
        // The groups after the place: opacity, translation, scale, each optional.
        let body = line[line.index(after: line.firstIndex(of: ">")!)...]
        var rest = body
        while rest.hasPrefix("<g ") {
            let end = rest.firstIndex(of: ">")!
            let tag = rest[...end]
            rest = rest[rest.index(after: end)...]
            var animation: Substring?
            if rest.hasPrefix("<animate") {
                let close = rest.range(of: "/>")!
                animation = rest[..<close.upperBound]
                rest = rest[close.upperBound...]
            }
            // The moments as the browser reads them: fractions of the printed `dur`.
            let duration = animation.flatMap { attribute("dur", in: $0) }.flatMap { Double($0.dropLast()) } ?? cycle
            let times =
                animation.flatMap { attribute("keyTimes", in: $0) }.map { numbers($0).map { $0 * duration } } ?? []
            let splines = animation.flatMap { attribute("keySplines", in: $0) }.map { text in
                text.split(separator: ";").map { segment in
                    let points = numbers(String(segment), separator: " ")
                    return UnitBezier(points[0], points[1], points[2], points[3])
                }
            }
            if let value = attribute("opacity", in: tag) {
                opacity.still = Double(value)!
                if let animation {
                    opacity.splines = splines
                    opacity.times = times
                    opacity.values = numbers(attribute("values", in: animation)!)
                }
            } else if let transform = attribute("transform", in: tag), transform.hasPrefix("translate") {
                let pair = numbers(String(transform.dropFirst(10).dropLast()), separator: " ")
                (x.still, y.still) = (pair[0], pair[1])
                if let animation {
                    let points = attribute("values", in: animation)!.split(separator: ";").map {
                        numbers(String($0), separator: " ")
                    }
                    (x.times, y.times) = (times, times)
                    (x.splines, y.splines) = (splines, splines)
                    (x.values, y.values) = (points.map { $0[0] }, points.map { $0[1] })
                }
            } else if let transform = attribute("transform", in: tag), transform.hasPrefix("scale") {
                scale.still = Double(transform.dropFirst(6).dropLast())!
                if let animation {
                    scale.splines = splines
                    scale.times = times
                    scale.values = numbers(attribute("values", in: animation)!)
                }
            }
        }
    }
}

/// The element lines of the stage's group of `className` (`motion`, `reduced`, `fixed` or a
/// card's `still`): one line per element, up to the line that closes the group.
func groupLines(_ svg: String, className: String) -> [String] {
    guard let start = svg.range(of: "<g class=\"\(className)\">\n") else { return [] }
    return Array(svg[start.upperBound...].split(separator: "\n").prefix { $0 != "</g>" }.map(String.init))
}

/// The largest error of a drawing against the exact motion, over every element and property.
struct Fidelity {
    /// The largest error of a moving property as a fraction of its travel.
    var travelError = 0.0
    /// The largest opacity error.
    var opacityError = 0.0
    /// The most keyframes of one element.
    var keyframes = 0
    /// The largest error of a property that does not move, in points or scale (rounding).
    var stillError = 0.0
    /// Where the largest travel error is.
    var worst = ""
}

/// Measures the stage of `yaml`'s drawing at 1 ms steps against each element's exact state,
/// the moving stage and the Reduce Motion stage alike.
func fidelity(of yaml: String) throws -> Fidelity {
    let timeline = try Blocks.timeline(yaml)
    let scene = DrawingScene(timeline)
    let motion = StageMotion(scene: scene)
    let svg = TimelineSVG.render(timeline, words: Words.en, id: "t")
    let cycle = scene.plan.cycle
    let moving = motion.movingElements()
    let groups = [
        (moving, groupLines(svg, className: "motion")),
        (motion.reducedElements(moving: moving), groupLines(svg, className: "reduced")),
    ]
    var result = Fidelity()
    for (elements, markup) in groups {
        #expect(elements.count == markup.count)
        for (element, line) in zip(elements, markup) {
            let drawn = DrawnElement(line: line, cycle: cycle)
            result.keyframes = max(
                result.keyframes, drawn.opacity.times.count + drawn.x.times.count + drawn.scale.times.count)
            let steps = Int((cycle * 1000).rounded(.down))
            // A jump is drawn at its moment as printed (keyTimes have 5 decimals of the loop):
            // each drawn value is compared with the exact one at that millisecond and 0.1 ms
            // either side.
            let exact = (0...steps).map { step in
                [-0.0001, 0, 0.0001].map { element.state(Double(step) / 1000 + $0) }
            }
            let properties: [(DrawnProperty, KeyPath<ElementState, Double>)] = [
                (drawn.x, \.x), (drawn.y, \.y), (drawn.scale, \.scale),
            ]
            for (property, path) in properties {
                let values = exact.map { $0[1][keyPath: path] }
                let travel = (values.max() ?? 0) - (values.min() ?? 0)
                for (step, states) in exact.enumerated() {
                    let drawnValue = property.value(at: Double(step) / 1000)
                    let difference = states.map { abs(drawnValue - $0[keyPath: path]) }.min() ?? 0
                    guard travel > 1e-9 else {
                        result.stillError = max(result.stillError, difference)
                        continue
                    }
                    let relative = difference / travel
                    if relative > result.travelError {
                        result.travelError = relative
                        result.worst = "\(path) at \(step) ms: drawn \(drawnValue), exact \(states[1][keyPath: path])"
                    }
                }
            }
            for (step, states) in exact.enumerated() {
                let drawnValue = drawn.opacity.value(at: Double(step) / 1000)
                result.opacityError = max(
                    result.opacityError, states.map { abs(drawnValue - $0.opacity) }.min() ?? 0)
            }
        }
    }
    return result
}

@Suite struct FidelityTests {
    /// Every component's preview, at every millisecond of its loop, within 0.25% of each
    /// property's travel and 0.0025 of opacity, with a bounded number of keyframes.
    @Test(arguments: Components.blocks.map(\.slug))
    func everyComponentMatchesItsExactMotion(slug: String) throws {
        let yaml = try #require(Components.blocks.first { $0.slug == slug }?.yaml)
        let measured = try fidelity(of: yaml)
        print(
            "fidelity \(slug): travel \(String(format: "%.4f", measured.travelError * 100))%,"
                + " opacity \(String(format: "%.5f", measured.opacityError)), keyframes \(measured.keyframes); \(measured.worst)"
        )
        #expect(measured.travelError <= 0.0025, "\(slug)")
        #expect(measured.opacityError <= 0.0025, "\(slug)")
        // A still value is printed with two decimals (a hundredth of a point).
        #expect(measured.stillError <= 0.005 + 1e-9, "\(slug)")
        #expect(measured.keyframes <= Keyframes.elementLimit, "\(slug)")
    }

    @Test func componentsAreFound() {
        #expect(Components.blocks.count >= 13)
    }
}
