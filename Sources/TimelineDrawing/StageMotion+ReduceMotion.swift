import TextUtilities
import TimelineFormat
import Timing

/// The stage under Reduce Motion, as the block states the component behaves:
///
/// - `fade`: nothing moves. An element that changes opacity fades where it is seen, one that
///   only moves cross-fades from its old place to its new one; every element of a list, grid,
///   stack or single stage at once, without delay.
/// - `still`: each element jumps to its new state at the moment of the change (a pile opens
///   and closes at once).
/// - `hidden`: the element is not drawn; `rest`: it shows its final state the whole loop;
///   `same`: it moves as without Reduce Motion.
///
/// A sequence's steps may each state their own; they start by the block's start rules applied
/// to what plays under Reduce Motion (``reducedStepStartTimes(_:)``).
extension StageMotion {
    func reducedElements() -> [StageElement] { reducedElements(moving: movingElements()) }

    /// The stage under Reduce Motion, from the stage as the motion plays.
    func reducedElements(moving: [StageElement]) -> [StageElement] {
        if timeline.stage == .sequence { return reducedSequence(moving: moving) }
        let start = plan.preRoll
        switch timeline.reduceMotion {
        case .same: return moving
        case .hidden: return []
        case .rest: return moving.map { atRest($0) }
        case .still:
            // Jumps at the change, and for a pile back at its closing.
            let moments = timeline.stage == .pile ? [start, plan.closingStart] : [start]
            return moving.map { element in
                jumping(element, moments: moments) { time in
                    let index = moments.lastIndex { $0 <= time }
                    return element.state(index.map { $0 % 2 == 0 } == true ? plan.restingTime : 0)
                }
            }
        case .fade: break
        }
        let fade = fadeAnimation(timeline)
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
                    return state
                })
        }
    }

    /// The moment of the loop shown still before Play to readers who prefer reduced motion:
    /// the block's `still` moment after the change, else the first moment the stage under
    /// Reduce Motion shows the most elements fully visible (every one, when it ever does).
    func stillMoment(reduced: [StageElement]) -> Double {
        if let moment = timeline.stillMoment { return min(plan.preRoll + moment, cycle) }
        // The same for a page's drawing and its card: it reads the exact states, not the
        // curves, whose tolerance alone differs between the two.
        return stillMoments.value(for: timeline) { searchedStillMoment(reduced: reduced) }
    }

    /// The still moment found by looking at the stage every 10 ms.
    private func searchedStillMoment(reduced: [StageElement]) -> Double {
        var best = (moment: plan.restingTime, visible: 0)
        var time = 0.0
        // The state functions alone: counting them allocates nothing per moment.
        let states = reduced.map(\.state)
        while time < cycle {
            var visible = 0
            for state in states where state(time).opacity >= 0.99 { visible += 1 }
            if visible > best.visible { best = (time, visible) }
            time += 0.01
        }
        return best.moment
    }

    /// An element shown in its final state the whole loop.
    func atRest(_ element: StageElement) -> StageElement {
        let final = element.state(plan.restingTime)
        var still = element
        still.state = { _ in final }
        still.motion = ElementMotion(still: final)
        return still
    }

    /// An element whose state holds between `moments` and changes at once at each, as
    /// `state` says.
    func jumping(_ element: StageElement, moments: [Double], state: @escaping (Double) -> ElementState)
        -> StageElement
    {
        var jumping = element
        jumping.state = state
        let times = [0] + moments.filter { $0 > 0 }.sorted()
        let states = times.map(state)
        func pieces(_ path: KeyPath<ElementState, Double>) -> [Piece] {
            var result = [Piece.still(states[0][keyPath: path])]
            for (time, state) in zip(times, states).dropFirst() where state[keyPath: path] != result.last?.base {
                result.append(.still(state[keyPath: path], from: time))
            }
            return result
        }
        jumping.motion = ElementMotion(
            opacity: pieces(\.opacity), x: pieces(\.x), y: pieces(\.y), scale: pieces(\.scale),
            color: pieces(\.color))
        return jumping
    }

    /// A sequence under Reduce Motion: each element as its steps state. An element whose
    /// steps all fade fades (or cross-fades) at their starts; one whose first step is hidden
    /// is not drawn; any other jumps at each step's start, or rests in its final state.
    func reducedSequence(moving: [StageElement]) -> [StageElement] {
        let steps = timeline.steps
        let modes = steps.map { reducedMode(of: $0, in: timeline) }
        if modes.allSatisfy({ $0 == .same }) { return moving }
        let starts = reducedStepStartTimes(timeline)
        let start = plan.preRoll
        return zip(moving, sequenceOwners()).flatMap { element, group -> [StageElement] in
            let members = [group.owner] + group.movers
            switch modes[group.owner] {
            case .hidden: return []
            case .rest: return [atRest(element)]
            default: break
            }
            if members.allSatisfy({ modes[$0] == .fade }) {
                return fadedSteps(element, group: group, starts: starts)
            }
            if members.allSatisfy({ modes[$0] == .same }) {
                return [replayed(element, members: members, starts: starts)]
            }
            let moments = members.map { start + starts[$0] }
            return [
                jumping(element, moments: moments) { time in
                    var state = ElementState()
                    for index in members where index == group.owner || time >= start + starts[index] {
                        state.apply(steps[index].changes, progress: time >= start + starts[index] ? 1 : 0)
                    }
                    return state
                }
            ]
        }
    }

    /// An element of a sequence whose steps all keep their motion, each at its start under
    /// Reduce Motion.
    func replayed(_ element: StageElement, members: [Int], starts: [Double]) -> StageElement {
        let start = plan.preRoll
        let steps = timeline.steps
        var replayed = element
        replayed.motion = ElementMotion(
            steps: members.map { index in
                (
                    from: index == members[0] ? 0 : start + starts[index],
                    curve: curves.index(of: steps[index].animation), offset: start + starts[index],
                    changes: steps[index].changes
                )
            })
        replayed.state = { time in
            var state = ElementState()
            for index in members where index == members[0] || time >= start + starts[index] {
                state.apply(
                    steps[index].changes, progress: steps[index].animation.progress(at: time - start - starts[index]))
            }
            return state
        }
        return replayed
    }

    /// An element of a sequence whose steps all fade, each at its start under Reduce Motion.
    func fadedSteps(_ element: StageElement, group: (owner: Int, movers: [Int]), starts: [Double]) -> [StageElement] {
        let start = plan.preRoll
        let steps = [group.owner] + group.movers
        let fades = steps.map { fadeAnimation(timeline, step: timeline.steps[$0]) }
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
                return state
            })
    }

    /// An element under a Reduce Motion fade: in place where it is seen when its opacity
    /// changes, or as two copies, one fading out where it was and one fading in where it goes.
    ///
    /// `curve` and `opacitySteps` are the same motion as `progress` and `opacity`, as shared
    /// curves: the fade's curve and its shift, and the steps that set the opacity.
    func crossFade(
        _ element: StageElement, changes: Timeline.Changes, fades: Bool, curve: (index: Int, offset: Double),
        opacitySteps: [(from: Double, curve: Int, offset: Double, changes: Timeline.Changes)],
        progress: @escaping (Double) -> Double, opacity: @escaping (Double) -> ElementState
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
                let faded = opacity(time)
                state.opacity = faded.opacity
                // A colour changes under Reduce Motion too, with the fade's timing.
                if changes.color != nil { state.color = faded.color }
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

/// The still moments found so far, by block.
private let stillMoments = SharedMemo<Timeline, Double>()
