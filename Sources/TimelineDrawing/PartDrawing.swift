import TextUtilities
import TimelineFormat

/// Writes an element as the iOS part it stands for: a list row with its icon, title and
/// detail, a card, a tile, a toast, a text field, a badge, a button, a navigation bar, a key,
/// or a tab bar's underline. Colours are written inline (`style="fill:var(--timeline-…)"`), so
/// that a card's `<use>` copies keep them and both themes apply.
///
/// The whole part is one line of markup, so the drawing keeps one element per line.
struct PartDrawing {
    let look: PartLook
    /// Where the part's own glyph and words go when they are drawn apart from the rest; nil:
    /// in it.
    var marks: Marks? = nil

    /// What tells a part from others of its kind, its glyph and its words, drawn apart so that
    /// parts differing only by them share the drawing of the rest (a card's tiles,
    /// ``SharedCardMotion``). Drawn after the rest, as the part draws them over it.
    final class Marks {
        var buffer = SVGBuffer()
        /// Whether the glyph goes apart too, or only the words.
        let glyphs: Bool

        init(glyphs: Bool) { self.glyphs = glyphs }
    }

    /// The colours that are not a tint: the part's surface, its edge, its text and its quieter
    /// text, each the stage colour that follows the theme.
    static let surface = "var(--ps)"
    static let edge = "var(--pe)"
    static let label = "var(--pl)"
    static let faint = "var(--pf)"
    static let onTint = "#fff"
    /// The width of a character, as a fraction of the font size, that words are fitted by:
    /// wider than most, as the width of the reader's font is not known.
    static let characterWidth = 0.6
    /// The element's own colour, set on each element (``tintStyle(_:)``), so that elements
    /// that differ only by their colour share one figure.
    static let tint = "var(--pt)"

    /// The style attribute that gives an element its colour.
    static func tintStyle(_ color: PaletteColor) -> String { " style=\"--pt:\(color.alias)\"" }

    /// The short names the parts' inline styles use, each set once on the drawing's root from
    /// the theme's custom properties (which a `<use>` copy inherits, where class rules do not
    /// reach): the neutral colours, then `--p-<name>` for each colour of the palette.
    static let aliases: [(name: String, value: String)] =
        [
            ("--ps", "var(--timeline-screen, #ffffff)"), ("--pe", "var(--timeline-edge, #d9dce6)"),
            ("--pl", "var(--timeline-text, #4b5163)"), ("--pf", "var(--timeline-wait, #9aa2b4)"),
        ] + PaletteColor.allCases.filter { $0 != .clear }.map { ("--p-\($0.rawValue)", $0.css) }

    /// The root rule setting the aliases that `drawn` uses, for the drawing `id`.
    static func aliasRule(id: String, drawn: [UInt8]) -> String {
        let named = variablesUsed(in: drawn)
        let used = aliases.filter { named.contains($0.name) }
        guard !used.isEmpty else { return "" }
        return "#\(id) { " + used.map { "\($0.name): \($0.value);" }.joined(separator: " ") + " }\n"
    }

    /// The names `--x` that `drawn` uses as `var(--x)` (without a fallback), in one pass.
    static func variablesUsed(in drawn: [UInt8]) -> Set<String> {
        let opening = Array("var(--".utf8)
        var names: Set<String> = []
        drawn.withUnsafeBufferPointer { text in
            opening.withUnsafeBufferPointer { wanted in
                var start = 0
                while start < text.count,
                    let found = ByteSearch.find(wanted, in: UnsafeBufferPointer(rebasing: text[start...]))
                {
                    let nameStart = start + found + 4
                    var end = nameStart
                    while end < text.count, text[end] != UInt8(ascii: ")"), text[end] != UInt8(ascii: ",") { end += 1 }
                    if end < text.count, text[end] == UInt8(ascii: ")") {
                        names.insert(String(decoding: UnsafeBufferPointer(rebasing: text[nameStart..<end]), as: UTF8.self))
                    }
                    start = end
                }
            }
        }
        return names
    }

    func write(into out: inout SVGBuffer) {
        out.append("<g class=\"p\">")
        switch look.part {
        case .row: row(into: &out)
        case .card: card(into: &out)
        case .tile: tile(into: &out)
        case .toast: toast(into: &out)
        case .tabBar: box(fill: Self.tint, stroke: nil, into: &out)
        case .textField: textField(into: &out)
        case .badge, .button, .step: badge(into: &out)
        case .navigationBar: navigationBar(into: &out)
        case .key: key(into: &out)
        }
        out.append("</g>")
    }

    /// The part in the colour a change goes to: all of it for its tint, its outline alone for
    /// its stroke, its body alone for its fill.
    func recolored(_ change: Timeline.ColorChange, into out: inout SVGBuffer) {
        switch change.role {
        case .tint:
            out.append(safe: "<g\(PartDrawing.tintStyle(change.to))>")
            PartDrawing(look: look.tinted(change.to)).write(into: &out)
            out.append("</g>")
        case .stroke:
            outline(change.to.alias, into: &out)
        case .fill:
            box(fill: change.to.alias, stroke: nil, into: &out)
        }
    }

    /// The part's outline in `color`, over its edge.
    func outline(_ color: String, into out: inout SVGBuffer) {
        if look.round {
            out.write(
                "<circle cy=\"\(middle)\" r=\"\(look.width / 2 - 0.75)\" style=\"fill:none;stroke:\(color)\" stroke-width=\"1.5\"/>"
            )
        } else {
            out.write(
                """
                <rect x="\(left + 0.75)" y="\(top + 0.75)" width="\(look.width - 1.5)" height="\(look.height - 1.5)" \
                rx="\(look.radius)" style="fill:none;stroke:\(color)" stroke-width="1.5"/>
                """)
        }
    }

    var left: Double { -look.width / 2 }
    var top: Double { look.top }
    var middle: Double { top + look.height / 2 }

    /// The part's box (or circle) in `fill`, outlined in `stroke`.
    func box(fill: String, stroke: String?, into out: inout SVGBuffer) {
        let strokeStyle = stroke.map { ";stroke:\($0)" } ?? ""
        if look.round {
            out.write("<circle cy=\"\(middle)\" r=\"\(look.width / 2)\" style=\"fill:\(fill)\(strokeStyle)\"/>")
        } else {
            out.write(
                """
                <rect x="\(left)" y="\(top)" width="\(look.width)" height="\(look.height)" rx="\(look.radius)" \
                style="fill:\(fill)\(strokeStyle)"/>
                """)
        }
    }

    /// `glyph` centred on (`x`, `y`), `size` points tall, stroked in `color`.
    func glyph(_ glyph: Glyph?, x: Double, y: Double, size: Double, color: String, into out: inout SVGBuffer) {
        guard let glyph else { return }
        if let marks, marks.glyphs, glyph == look.glyph {
            return PartDrawing(look: look).glyph(glyph, x: x, y: y, size: size, color: color, into: &marks.buffer)
        }
        let scale = size / 24
        out.write(
            """
            <path d="\(GlyphPaths.path(glyph))" transform="translate(\(x - size / 2) \(y - size / 2)) \
            scale(\(scale, decimals: 3))" style="fill:none;stroke:\(color)" stroke-width="2" stroke-linecap="round"/>
            """)
    }

    /// Words at (`x`, `y`), their baseline a third of their size under `y`, at `size` or
    /// smaller so that the longest of them in any language fits in `width`, and larger up to
    /// `largest` (by default `size`) where they would otherwise show under
    /// ``WordReading/minimum``: once for each band of widths of ``WordReading``, a rounded line
    /// in their place where they do not fit. For a part without words' place, a rounded line
    /// `width` long where they would be.
    func words(
        detail: Bool, x: Double, y: Double, size: Double, largest: Double? = nil, anchor: String = "start",
        bold: Bool = false, color: String, width: Double, into out: inout SVGBuffer
    ) {
        guard detail ? look.hasDetail : look.hasText else { return }
        let longest = Double(detail ? look.longestDetail : look.longestText)
        let fitting = width / (Self.characterWidth * max(longest, 1))
        let size = min(size, fitting)
        let largest = min(largest ?? size, fitting)
        if let marks {
            return PartDrawing(look: look).words(
                detail: detail, x: x, y: y, size: size, largest: largest, anchor: anchor, bold: bold, color: color,
                width: width, into: &marks.buffer)
        }
        let literal = !detail && look.words != nil ? look.literal : nil
        guard let place = look.words else {
            return line(x: x, y: y, size: size, anchor: anchor, color: color, width: width, into: &out)
        }
        for shown in look.reading.shown(size: size, largest: largest) {
            guard let drawn = shown.size else {
                let length = min(width, size * Self.characterWidth * max(longest, 3))
                line(
                    x: x, y: y, size: size, anchor: anchor, color: color, width: length, className: shown.className,
                    into: &out)
                continue
            }
            out.write(
                openText(x: x, y: y, size: drawn, anchor: anchor, bold: bold, color: color, className: shown.className))
            if let literal {
                out.append(safe: escaped(literal))
            } else {
                out.words(.part(owner: place.owner, item: place.item, detail: detail))
            }
            out.append("</text>")
        }
    }

    /// A rounded line `width` long where words would be, in `className` when given.
    func line(
        x: Double, y: Double, size: Double, anchor: String, color: String, width: Double, className: String? = nil,
        into out: inout SVGBuffer
    ) {
        let start = anchor == "middle" ? x - width / 2 : (anchor == "end" ? x - width : x)
        out.write(
            """
            <rect\(className.map { " class=\"\($0)\"" } ?? "") x="\(start)" y="\(y - size / 4)" width="\(width)" \
            height="\(size / 2)" rx="\(size / 4)" style="fill:\(color);opacity:.55"/>
            """)
    }

    func openText(
        x: Double, y: Double, size: Double, anchor: String, bold: Bool, color: String, className: String? = nil
    ) -> Markup {
        """
        <text\(className.map { " class=\"\($0)\"" } ?? "") x="\(x)" y="\(y + size / 3)"\(anchor == "start" ? "" : " text-anchor=\"\(anchor)\"") \
        style="fill:\(color);font-size:\(size)px\(bold ? ";font-weight:600" : "")">
        """
    }
}
