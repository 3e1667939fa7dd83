import TimelineFormat
import Timing

/// The stage under Reduce Motion: nothing moves. With `fade`, an element that changes opacity
/// fades where it is seen, and one that only moves cross-fades from its old place to its new
/// one; every element of a list, grid, stack or single stage at once, without delay, while
/// sequence steps keep their start. `still` and `same` hold the final frame.
extension StageMotion {
    func reducedElements() -> [StageElement] { reducedElements(moving: movingElements()) }

    /// The stage under Reduce Motion, from the stage as the motion plays.
    func reducedElements(moving: [StageElement]) -> [StageElement] {
        let resting = plan.restingTime
        guard timeline.reduceMotion == .fade else {
            return moving.map { element in
                let final = element.state(resting)
                var still = element
                still.state = { _ in final }
                still.motion = ElementMotion(still: final)
                return still
            }
        }
        if timeline.stage == .sequence { return fadedSequence(moving: moving) }
        let start = plan.preRoll
        let fade = timeline.reduceMotionAnimation ?? timeline.animation ?? .default
        let fadeCurve = curves.index(of: fade)
        let changes = timeline.changes
        return moving.flatMap { element -> [StageElement] in
            crossFade(
                element, changes: changes, fades: changes.opacity?.moves == true,
                curve: (fadeCurve, start), opacitySteps: [(from: 0, curve: fadeCurve, offset: start, changes: changes)],
                progress: { fade.progress(at: $0 - start) },
                opacity: { time in
                    var state = ElementState()
                    state.apply(changes, progress: fade.progress(at: time - start), opacityOnly: true)
                    return state.opacity
                })
        }
    }

    /// A sequence under a Reduce Motion fade: each step fades at its own start.
    func fadedSequence(moving: [StageElement]) -> [StageElement] {
        let start = plan.preRoll
        let starts = stepStartTimes(timeline)
        return zip(moving, sequenceOwners()).flatMap { element, group -> [StageElement] in
            let steps = [group.owner] + group.movers
            let fades = steps.map { timeline.reduceMotionAnimation ?? timeline.steps[$0].animation }
            let ownerChanges = timeline.steps[group.owner].changes
            let fadesAnywhere = steps.contains { timeline.steps[$0].changes.opacity?.moves == true }
            let fadeCurves = fades.map { curves.index(of: $0) }
            let opacitySteps = steps.enumerated().map { position, index in
                (
                    from: position == 0 ? 0 : start + starts[index], curve: fadeCurves[position],
                    offset: start + starts[steps[position]], changes: timeline.steps[index].changes
                )
            }
            let progress = { (position: Int, time: Double) in
                fades[position].progress(at: time - start - starts[steps[position]])
            }
            return crossFade(
                element, changes: ownerChanges, fades: fadesAnywhere,
                curve: (fadeCurves[0], start + starts[group.owner]), opacitySteps: opacitySteps,
                progress: { progress(0, $0) },
                opacity: { time in
                    var state = ElementState()
                    for (position, index) in steps.enumerated()
                    where position == 0 || time - start >= starts[index] {
                        state.apply(
                            timeline.steps[index].changes, progress: progress(position, time), opacityOnly: true)
                    }
                    return state.opacity
                })
        }
    }

    /// An element under a Reduce Motion fade: in place where it is seen when its opacity
    /// changes, or as two copies, one fading out where it was and one fading in where it goes.
    ///
    /// `curve` and `opacitySteps` are the same motion as `progress` and `opacity`, as shared
    /// curves: the fade's curve and its shift, and the steps that set the opacity.
    func crossFade(
        _ element: StageElement, changes: Timeline.Changes, fades: Bool, curve: (index: Int, offset: Double),
        opacitySteps: [(from: Double, curve: Int, offset: Double, changes: Timeline.Changes)],
        progress: @escaping (Double) -> Double, opacity: @escaping (Double) -> Double
    ) -> [StageElement] {
        func placed(at end: Double) -> ElementState {
            var state = ElementState()
            state.apply(changes, progress: end)
            return state
        }
        if fades {
            // Seen at the end where it is opaque: a row that arrives rests at its new place,
            // one that leaves at its old one.
            let visibleEnd = (changes.opacity?.to ?? 1) >= (changes.opacity?.from ?? 1) ? 1.0 : 0.0
            let place = placed(at: visibleEnd)
            var copy = element
            copy.state = { time in
                var state = place
                state.opacity = opacity(time)
                return state
            }
            var resting = place
            resting.opacity = 1
            copy.motion = ElementMotion(steps: opacitySteps, opacityOnly: true, resting: resting)
            return [copy]
        }
        let before = placed(at: 0)
        let after = placed(at: 1)
        var leaving = element
        leaving.state = { time in
            var state = before
            state.opacity = 1 - min(max(progress(time), 0), 1)
            return state
        }
        leaving.motion = ElementMotion(still: before)
        leaving.motion.opacity = [.between(1, 0, start: 0, curve: curve.index, offset: curve.offset)]
        var arriving = element
        arriving.state = { time in
            var state = after
            state.opacity = min(max(progress(time), 0), 1)
            return state
        }
        arriving.motion = ElementMotion(still: after)
        arriving.motion.opacity = [.between(0, 1, start: 0, curve: curve.index, offset: curve.offset)]
        return [leaving, arriving]
    }
}
