import TimelineFormat
import Timing

/// What each element of the stage does over one loop, as the exact state at every moment and
/// as pieces of the shared curves, which the drawing samples. The stage under Reduce Motion is
/// in `StageMotion+ReduceMotion.swift`.
struct StageMotion: DrawingPart {
    let scene: DrawingScene
    let geometry: StageGeometry

    init(scene: DrawingScene) {
        self.scene = scene
        geometry = StageGeometry(scene: scene)
    }

    /// The stage as the motion plays.
    func movingElements() -> [StageElement] {
        let places = geometry.restingPlaces()
        switch timeline.stage {
        case .pile: return pileElements(places: places)
        case .sequence: return sequenceElements(places: places)
        default: return changingElements(places: places)
        }
    }

    /// What never moves: the block's `fixed` shape at the element's place, the same in the
    /// full motion and under Reduce Motion.
    func fixedElements() -> [StageElement] {
        guard let shape = timeline.fixed, let place = geometry.restingPlaces().first else { return [] }
        return [
            StageElement(
                x: place.x, y: place.y,
                figure: geometry.dressed(geometry.figure(shape), appearance: timeline.appearance, owner: -1, item: 0),
                state: { _ in ElementState() },
                motion: ElementMotion(still: ElementState()))
        ]
    }

    /// A pile's cards, which open and close by its layout. The front card is drawn last, so it
    /// covers the ones behind it.
    func pileElements(places: [(x: Double, y: Double)]) -> [StageElement] {
        let start = plan.preRoll
        let layout = timeline.pile.layout(count: timeline.count)
        let open = layout.tops(progress: 1)
        let closing = plan.closingStart
        let base = timeline.animation ?? .default
        let curve = curves.index(of: base)
        let delays = elementDelays(timeline)
        let closed = layout.tops(progress: 0)
        return elements.indices.reversed().map { index in
            let element = elements[index]
            let closer = timeline.pile.closesTogether ? base : element.animation
            let closerDelay = timeline.pile.closesTogether ? 0 : delays[index]
            // Every property is an affine function of the progress; opacity is clamped to 0...1
            // as SwiftUI renders it, places only when the layout clamps; scales never are.
            func pieces(_ shut: Double, _ opened: Double, clamped: Bool) -> [Piece] {
                [
                    .along(shut, opened, start: 0, curve: curve, offset: start + delays[index], clamped: clamped),
                    .along(
                        shut, opened, start: closing, curve: curve, offset: closing + closerDelay, bias: 1, sign: -1,
                        clamped: clamped),
                ]
            }
            let clamps = layout.clampsProgress
            let motion = ElementMotion(
                opacity: pieces(
                    layout.opacity(index: index, progress: 0), layout.opacity(index: index, progress: 1),
                    clamped: true),
                x: [.still(0)], y: pieces(closed[index] - open[index], 0, clamped: clamps),
                scale: pieces(
                    layout.scale(depth: index, progress: 0), layout.scale(depth: index, progress: 1), clamped: false))
            return StageElement(
                x: places[index].x, y: places[index].y,
                figure: geometry.dressed(
                    .rect(
                        width: Layout.cardWidth, height: timeline.pile.cardHeight, radius: 14, className: "card",
                        standing: true), appearance: timeline.appearance, owner: -1, item: index),
                state: { time in
                    let progress =
                        time < closing
                        ? element.progress(at: time - start) : 1 - closer.progress(at: time - closing)
                    return ElementState(
                        opacity: layout.opacity(index: index, progress: progress),
                        x: 0, y: layout.tops(progress: progress)[index] - open[index],
                        scale: layout.scale(depth: index, progress: progress))
                }, motion: motion)
        }
    }

    /// A sequence's elements, each drawn by one step and moved by the later steps that name it.
    func sequenceElements(places: [(x: Double, y: Double)]) -> [StageElement] {
        let start = plan.preRoll
        let starts = stepStartTimes(timeline)
        return sequenceOwners().map { owner, movers in
            let steps = [owner] + movers
            let motion = ElementMotion(
                steps: steps.map { index in
                    (
                        from: index == owner ? 0 : start + elements[index].start,
                        curve: curves.index(of: timeline.steps[index].animation), offset: start + starts[index],
                        changes: timeline.steps[index].changes
                    )
                })
            let recolor = steps.compactMap { timeline.steps[$0].changes.color }.last
            return StageElement(
                x: places[owner].x, y: places[owner].y,
                figure: Self.startingColor(
                    geometry.dressed(
                        geometry.figure(timeline.steps[owner].shape), appearance: timeline.steps[owner].appearance,
                        owner: owner, item: geometry.sequenceItem(owner)), recolor),
                state: { time in
                    var state = ElementState()
                    for index in steps {
                        let element = elements[index]
                        // A later step takes over the element once it starts moving.
                        guard index == owner || time - start >= element.start else { continue }
                        state.apply(timeline.steps[index].changes, progress: element.progress(at: time - start))
                    }
                    return state
                }, motion: motion, recolor: recolor)
        }
    }

    /// A part whose colour changes starts in the colour it changes from.
    static func startingColor(_ figure: Figure, _ recolor: Timeline.ColorChange?) -> Figure {
        guard let recolor, case .part(let look) = figure else { return figure }
        return .part(look.tinted(recolor.from))
    }

    /// The elements of a list, grid, stack or single stage, which all make the block's changes.
    func changingElements(places: [(x: Double, y: Double)]) -> [StageElement] {
        let start = plan.preRoll
        let changes = timeline.changes
        let curve = timeline.animation.map { curves.index(of: $0) }
        let delays = elementDelays(timeline)
        return elements.indices.map { index in
            let element = elements[index]
            let motion =
                curve.map {
                    ElementMotion(steps: [(from: 0, curve: $0, offset: start + delays[index], changes: changes)])
                } ?? ElementMotion(still: ElementState())
            return StageElement(
                x: places[index].x, y: places[index].y,
                figure: Self.startingColor(geometry.figure(ofElement: index), changes.color),
                state: { time in
                    var state = ElementState()
                    state.apply(changes, progress: element.progress(at: time - start))
                    return state
                }, motion: motion, recolor: changes.color)
        }
    }

    /// Each sequence element: the step that draws it and the later steps that move it.
    func sequenceOwners() -> [(owner: Int, movers: [Int])] {
        let steps = timeline.steps
        return steps.indices.filter { steps[$0].element == nil }.map { owner in
            (owner, steps.indices.filter { steps[$0].element == steps[owner].name })
        }
    }
}
