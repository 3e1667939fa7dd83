import Foundation

/// The direction in which a positional ordering sweeps.
package enum OrderingDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Smallest left edge first.
    case leftToRight
    /// Largest right edge first.
    case rightToLeft
    /// Smallest top edge first.
    case topToBottom
    /// Largest bottom edge first.
    case bottomToTop
}
