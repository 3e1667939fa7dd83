/// A shape on the stage, drawn around its anchor point.
enum Figure: Equatable {
    /// A rounded rectangle centred on the anchor, or standing on it when `standing`.
    case rect(width: Double, height: Double, radius: Double, className: String, standing: Bool)
    /// A circle centred on the anchor.
    case circle(radius: Double, className: String)
    /// A screen centred on the anchor: a panel with a title bar and two lines of content.
    case screen(width: Double, height: Double)

    var height: Double {
        switch self {
        case .rect(_, let height, _, _, _): return height
        case .circle(let radius, _): return 2 * radius
        case .screen(_, let height): return height
        }
    }
}
