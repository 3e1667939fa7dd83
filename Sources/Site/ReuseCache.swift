import Catalog
import Foundation
import TimelineDrawing
import TimelineFormat

/// What one build of a long-running process (`catalog watch`) can hand to the next: the
/// components it loaded (see ``LoadCache``), and the timeline drawings and card stages it drew,
/// each kept under exactly what it was drawn from (the timeline and the drawing's ID).
/// Everything else (contexts, pages, search index, API files) is made anew by every build, and
/// entries the last build did not use are dropped, so the cache holds at most one build's worth.
///
/// A plain `catalog build` has none: each process starts from nothing.
public final class ReuseCache: @unchecked Sendable {
    public let components = LoadCache()
    private let lock = NSLock()
    private var stages: [Drawing: String] = [:]
    private var timelines: [Drawing: PreparedTimeline] = [:]
    private var usedStages: Set<Drawing> = []
    private var usedTimelines: Set<Drawing> = []
    private var counts = (reused: 0, drawn: 0)

    /// A timeline and the ID its drawing carries.
    struct Drawing: Hashable, @unchecked Sendable {
        let timeline: Timeline
        let id: String
    }

    public init() {}

    /// Drawings reused and drawn by the last render.
    public var lastRender: (reused: Int, drawn: Int) {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    func startRender() {
        lock.lock()
        usedStages = []
        usedTimelines = []
        counts = (0, 0)
        lock.unlock()
    }

    func finishRender() {
        lock.lock()
        stages = stages.filter { usedStages.contains($0.key) }
        timelines = timelines.filter { usedTimelines.contains($0.key) }
        lock.unlock()
    }

    func cardStage(_ timeline: Timeline, id: String, draw: () -> String) -> String {
        let key = Drawing(timeline: timeline, id: id)
        lock.lock()
        usedStages.insert(key)
        if let known = stages[key] {
            counts.reused += 1
            lock.unlock()
            return known
        }
        lock.unlock()
        let drawn = draw()
        lock.lock()
        stages[key] = drawn
        counts.drawn += 1
        lock.unlock()
        return drawn
    }

    func prepared(_ timeline: Timeline, id: String, draw: () -> PreparedTimeline) -> PreparedTimeline {
        let key = Drawing(timeline: timeline, id: id)
        lock.lock()
        usedTimelines.insert(key)
        if let known = timelines[key] {
            counts.reused += 1
            lock.unlock()
            return known
        }
        lock.unlock()
        let drawn = draw()
        lock.lock()
        timelines[key] = drawn
        counts.drawn += 1
        lock.unlock()
        return drawn
    }
}
