/// What kind of element a stage draws, which names it in the chart.
package enum ElementKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A list row.
    case row
    /// A grid tile.
    case tile
    /// A card of a stack or pile.
    case card
    /// A round badge or button.
    case badge
    /// A step's marker on a progress bar.
    case marker
    /// A ring that spreads from a badge.
    case ring
    /// A capsule such as a toast.
    case banner
    /// A thin bar such as a tab underline.
    case bar
    /// A sequence step, named by the block.
    case step
}
