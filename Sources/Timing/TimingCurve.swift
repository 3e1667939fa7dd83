import Foundation

/// The easing of a curve animation: SwiftUI's named curves or a custom cubic Bézier.
package enum TimingCurve: Sendable, Hashable, Codable {
    /// Constant speed.
    case linear
    /// A cubic Bézier from (0, 0) to (1, 1); the named ease curves are instances of it.
    case bezier(UnitBezier)

    /// SwiftUI's `easeIn`.
    package static let easeIn = TimingCurve.bezier(.easeIn)
    /// SwiftUI's `easeOut`.
    package static let easeOut = TimingCurve.bezier(.easeOut)
    /// SwiftUI's `easeInOut`.
    package static let easeInOut = TimingCurve.bezier(.easeInOut)

    /// The progress at a fraction of the duration, clamped to 0...1.
    package func progress(at fraction: Double) -> Double {
        switch self {
        case .linear: return min(max(fraction, 0), 1)
        case .bezier(let curve): return curve.progress(at: fraction)
        }
    }
}
