import Timing
import YAML

/// The checks of a whole block, once each of its numbers is in range: it must settle within
/// ``TimelineLimits/settling`` and its drawing must stay within ``TimelineLimits/keyframes``
/// and ``TimelineLimits/chartBars``.
extension TimelineReader {
    /// A step may only wait for an earlier step to settle when that step does settle.
    mutating func checkEarlierStepSettles(_ start: Timeline.Start, node: YAMLNode, earlier: [Timeline.Step]) {
        func repeatsForever(_ name: String) -> Bool {
            earlier.first { $0.name == name }?.animation.timing.repeatsForever == true
        }
        switch start {
        case .after(let name) where repeatsForever(name):
            fail(
                "'after' names '\(name)', which repeats forever and never settles; start from it with 'at-least' and 'from'",
                at: node["after"] ?? node)
        case .atLeast(_, let name, .settled) where repeatsForever(name):
            fail(
                "'completion: settled' waits for '\(name)', which repeats forever and never settles; use 'completion: immediate'",
                at: node["completion"] ?? node)
        default:
            return
        }
    }

    /// Every element must settle (or end its first play, when it repeats forever) within
    /// ``TimelineLimits/settling`` of the change. Each animation already does on its own, so
    /// an element that does not waits too long: the error is at what makes it wait.
    mutating func checkSettling(_ timeline: Timeline, delays: YAMLNode?, root: YAMLNode) {
        let limit = TimelineLimits.settling
        for element in schedule(for: timeline) {
            let end = element.animation.firstPlayEnd
            guard !(end <= limit) else { continue }
            let cause = timeline.stage == .sequence ? startNodes[element.name] : delays
            let what = element.repeatsForever ? "ends its first play" : "settles"
            fail(
                "'\(element.name)' \(what) \(seconds(end)) after the change, having waited \(seconds(element.start)); "
                    + "a timeline must settle within \(plain(limit)) s",
                at: cause ?? root)
            return
        }
    }

    /// The drawing must hold at most ``TimelineLimits/keyframes`` keyframes and
    /// ``TimelineLimits/chartBars`` bars. The error is at the animation most to blame: the one
    /// whose curve has the most moments, or the first that repeats forever.
    mutating func checkDrawing(_ size: DrawingSize, root: YAMLNode) {
        let written = animationNodes.sorted { ($0.value.line, $0.value.column) < ($1.value.line, $1.value.column) }
        if size.keyframes > TimelineLimits.keyframes {
            let busiest = written.max { (size.moments[$0.key] ?? 0) < (size.moments[$1.key] ?? 0) }
            let moments = busiest.flatMap { size.moments[$0.key] } ?? 0
            fail(
                "the preview would need more than the \(TimelineLimits.keyframes) keyframes a drawing may hold; "
                    + "this animation's curve alone has \(moments): fewer repeats, less bounce or fewer elements bring it down",
                at: busiest?.value ?? root)
        }
        if size.chartBars > TimelineLimits.chartBars {
            let endless = written.first { $0.key.timing.repeatsForever }
            fail(
                "the chart would need more than \(TimelineLimits.chartBars) bars, one per play of an animation that repeats forever; "
                    + "a longer play or a shorter wait before it brings it down",
                at: endless?.value ?? root)
        }
    }

    /// `12.35 s`, for a message.
    func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "never" }
        return plain((value * 100).rounded() / 100) + " s"
    }
}
