/// A shape on the stage, drawn around its anchor point.
enum Figure: Equatable {
    /// A rounded rectangle centred on the anchor, or standing on it when `standing`.
    case rect(width: Double, height: Double, radius: Double, className: String, standing: Bool)
    /// A circle centred on the anchor.
    case circle(radius: Double, className: String)
    /// A screen centred on the anchor: a panel with a title bar and two lines of content.
    case screen(width: Double, height: Double)
    /// An iOS part (a list row, a tile, a key…) in the box of the shape it dresses.
    case part(PartLook)

    /// The style attribute giving a part its colour (` style="--pt:…"`), or nothing.
    var tintStyle: String {
        guard case .part(let look) = self else { return "" }
        return PartDrawing.tintStyle(look.tint)
    }

    /// The figure without its colour: parts that differ only by it share one drawing.
    var untinted: Figure {
        guard case .part(let look) = self else { return self }
        return .part(look.tinted(.clear))
    }

    /// The figure without its colour, words and, when `glyphs`, glyph: what elements that
    /// differ only by them share.
    func body(glyphs: Bool) -> Figure {
        guard case .part(let look) = self else { return self }
        return .part(look.tinted(.clear).unmarked(glyphs: glyphs))
    }

    /// Whether it is a step joined to its neighbours by a line.
    var joined: Bool {
        guard case .part(let look) = self else { return false }
        return look.joint.lowerBound < look.joint.upperBound
    }

    var height: Double {
        switch self {
        case .rect(_, let height, _, _, _): return height
        case .circle(let radius, _): return 2 * radius
        case .screen(_, let height): return height
        case .part(let look): return look.height
        }
    }

    /// The class of its colours (a screen's panel is `screen`).
    var className: String {
        switch self {
        case .rect(_, _, _, let className, _): return className
        case .circle(_, let className): return className
        case .screen: return "screen"
        case .part: return "part"
        }
    }
}
