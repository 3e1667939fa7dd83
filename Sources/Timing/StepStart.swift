/// When a step of a sequence begins, relative to an earlier step.
package enum StepStart: Sendable, Hashable, Codable {
    /// At the moment the sequence starts.
    case immediately
    /// When the earlier step at `index` has settled.
    case afterEnd(of: Int)
    /// At least `minimum` seconds after the earlier step at `index` started, waiting only for
    /// what remains once its completion is reported `completionAfter` seconds after its start.
    ///
    /// This is the pattern for a list-row insertion followed by a navigation push: the
    /// completion of a `List` insertion fires at once today (`completionAfter` 0), so the wait
    /// is the whole minimum; if it ever fires when the row lands, the remainder is negative
    /// and the next step starts without waiting.
    case atLeast(Double, from: Int, completionAfter: Double)
}
