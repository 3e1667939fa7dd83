import TextUtilities

/// The image a page shows when it is shared (Open Graph's `og:image`): a component's title,
/// its one-line summary, its category and the catalog's name on a 1200 × 630 drawing, with
/// the component's emblem (``Emblem``) beside them. Values in, SVG out; `rsvg-convert`
/// makes the PNG.
///
/// Every text is cleaned (``CardText/cleaned(_:)``) and escaped, and laid out to fit: a long
/// title takes a smaller size, then a third line, then ends in `…`.
package struct SocialCard: Sendable, Hashable, Codable {
    /// The size of every card, in pixels: the size Open Graph and X (Twitter) recommend.
    package static let width = 1200
    package static let height = 630

    package var title: String
    package var summary: String
    package var category: String
    /// The catalog's name.
    package var siteName: String
    /// Where the site is published, shown at the foot (`catalog.example.org`); empty for none.
    package var address: String
    /// The language of the words, for `xml:lang`.
    package var language: String
    /// Written right to left: the text is set from the right edge, the emblem on the left.
    package var rightToLeft = false
    package var emblem: Emblem

    /// The component's look in small: a rounded square in its first colour with its glyph,
    /// and a dot of each of its colours.
    package struct Emblem: Sendable, Hashable, Codable {
        /// Colours as `#rrggbb`, the first one the square's; never empty.
        package var colors: [String]
        /// A glyph's path data on a 24-point grid, stroked; nil for the plain motion marks.
        package var glyphPath: String?

        package init(colors: [String], glyphPath: String? = nil) {
            self.colors = colors.filter(Self.isColor).prefix(6).map { $0 }
            if self.colors.isEmpty { self.colors = [Palette.accent] }
            self.glyphPath = glyphPath.flatMap { path in path.allSatisfy(Self.pathCharacters.contains) ? path : nil }
        }

        static let pathCharacters = Set("0123456789.,- MmLlHhVvCcSsQqTtAaZz")

        /// `#` and six hexadecimal digits: nothing else reaches an attribute.
        static func isColor(_ text: String) -> Bool {
            text.utf8.count == 7 && text.first == "#" && text.dropFirst().allSatisfy(\.isHexDigit)
        }
    }

    package init(
        title: String, summary: String, category: String, siteName: String, address: String = "",
        language: String, emblem: Emblem = Emblem(colors: [])
    ) {
        self.title = title
        self.summary = summary
        self.category = category
        self.siteName = siteName
        self.address = address
        self.language = language
        self.emblem = emblem
    }

    /// The colours of the card: the site's light theme.
    enum Palette {
        static let background = "#fbfbfd"
        static let text = "#1b1c21"
        static let muted = "#50535e"
        static let accent = "#3346c8"
        static let pill = "#e8eafb"
        static let rule = "#d9dbe3"
    }

    static let fontFamily = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"
    static let margin = 80.0
    /// The text's column: the card less the margins and the emblem's column.
    static let textWidth = 760.0

    /// The card as a standalone SVG document.
    package func svg() -> String {
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.width)" height="\(Self.height)" \
            viewBox="0 0 \(Self.width) \(Self.height)" xml:lang="\(HTMLText.escape(CardText.cleaned(language)))" \
            font-family="\(Self.fontFamily)">
            <rect width="\(Self.width)" height="\(Self.height)" fill="\(Palette.background)"/>
            <rect width="\(Self.width)" height="12" fill="\(emblem.colors[0])"/>

            """
        out += header()
        out += body()
        out += footer()
        out += emblemMarkup()
        out += "</svg>\n"
        return out
    }

    /// Where text starts, and its anchor: the left margin, or the right one right to left.
    private var textX: Double { rightToLeft ? Double(Self.width) - Self.margin : Self.margin }
    private var anchor: String { rightToLeft ? " text-anchor=\"end\" direction=\"rtl\"" : "" }

    private func text(
        _ words: String, x: Double? = nil, y: Double, size: Double, fill: String, bold: Bool = false
    ) -> String {
        "<text x=\"\(Self.number(x ?? textX))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(size))\""
            + (bold ? " font-weight=\"bold\"" : "") + " fill=\"\(fill)\"\(anchor)>\(HTMLText.escape(words))</text>\n"
    }

    /// The catalog's name, then the category in a pill.
    private func header() -> String {
        let name = CardText.lines(CardText.cleaned(siteName), width: Self.textWidth / 28, maximum: 1)
        var out = text(name.first ?? "", y: 104, size: 28, fill: Palette.accent, bold: true)
        let category = CardText.lines(CardText.cleaned(self.category), width: (Self.textWidth - 48) / 26, maximum: 1)
        guard let words = category.first else { return out }
        let pillWidth = CardText.width(words) * 26 + 48
        let pillX = rightToLeft ? textX - pillWidth : textX
        out +=
            "<rect x=\"\(Self.number(pillX))\" y=\"136\" width=\"\(Self.number(pillWidth))\" height=\"48\" rx=\"24\" "
            + "fill=\"\(Palette.pill)\"/>\n"
        out += text(words, x: textX + (rightToLeft ? -24 : 24), y: 169, size: 26, fill: Palette.accent)
        return out
    }

    /// The title, as large as fits in two lines (three at the smallest size), then the summary
    /// in the lines left above the foot.
    private func body() -> String {
        let (size, titleLines) = Self.titleLayout(CardText.cleaned(title))
        var out = ""
        var y = 200 + size
        for (index, line) in titleLines.enumerated() {
            if index > 0 { y += size * 1.15 }
            out += text(line, y: y, size: size, fill: Palette.text, bold: true)
        }
        let room = [1: 4, 2: 3][titleLines.count] ?? 2
        y += 20
        for line in CardText.lines(CardText.cleaned(summary), width: Self.textWidth / 32, maximum: room) {
            y += 44
            out += text(line, y: y, size: 32, fill: Palette.muted)
        }
        return out
    }

    /// The title's font size and lines: 72, 60 or 52 points, whichever first holds the whole
    /// title in two lines, else three lines at 52 ending in `…`.
    static func titleLayout(_ title: String) -> (size: Double, lines: [String]) {
        for size in [72.0, 60] {
            let lines = CardText.lines(title, width: textWidth / size, maximum: 3)
            if lines.count <= 2 && lines.last?.hasSuffix("…") != true { return (size, lines) }
        }
        return (52, CardText.lines(title, width: textWidth / 52, maximum: 3))
    }

    /// A rule, and the site's address.
    private func footer() -> String {
        let ruleX = Self.margin
        var out =
            "<rect x=\"\(Self.number(ruleX))\" y=\"536\" width=\"\(Self.width - 2 * Int(Self.margin))\" height=\"2\" "
            + "fill=\"\(Palette.rule)\"/>\n"
        let address = CardText.lines(CardText.cleaned(self.address), width: Self.textWidth / 26, maximum: 1)
        if let line = address.first { out += text(line, y: 584, size: 26, fill: Palette.muted) }
        return out
    }

    /// The emblem: a rounded square of 240 points with the glyph (or three motion marks) in
    /// white, above a dot of each colour.
    private func emblemMarkup() -> String {
        let side = 240.0
        let x = rightToLeft ? Self.margin : Double(Self.width) - Self.margin - side
        let y = 150.0
        let color = emblem.colors[0]
        var out = "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"240\" height=\"240\" rx=\"56\" "
        out += "fill=\"\(color)\"/>\n"
        if let path = emblem.glyphPath {
            // The 24-point grid scaled to 144 points, centred.
            out += "<path transform=\"translate(\(Self.number(x + 48)) \(Self.number(y + 48))) scale(6)\" "
            out += "d=\"\(HTMLText.escape(path))\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"2\" "
            out += "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
        } else {
            for (index, (width, opacity)) in [(144.0, "1"), (112.0, "0.7"), (80.0, "0.45")].enumerated() {
                out += "<rect x=\"\(Self.number(x + 48))\" y=\"\(Self.number(y + 56 + Double(index) * 48))\" "
                out += "width=\"\(Self.number(width))\" height=\"28\" rx=\"14\" fill=\"#ffffff\" "
                out += "fill-opacity=\"\(opacity)\"/>\n"
            }
        }
        let dots = emblem.colors.count
        let spacing = 36.0
        let first = x + side / 2 - spacing * Double(dots - 1) / 2
        for (index, dotColor) in emblem.colors.enumerated() where dots > 1 {
            out +=
                "<circle cx=\"\(Self.number(first + Double(index) * spacing))\" cy=\"\(Self.number(y + side + 44))\" "
            out += "r=\"12\" fill=\"\(dotColor)\"/>\n"
        }
        return out
    }

    /// A coordinate as SVG writes it: whole, or with at most two decimals.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
