import TimelineFormat

/// Each part, laid out in its box as iOS lays it out, at the stage's scale.
extension PartDrawing {
    /// A list row: a tinted square with a white glyph, the title, the detail and a chevron.
    func row(into out: inout SVGBuffer) {
        let height = look.height
        box(fill: Self.surface, stroke: Self.edge, into: &out)
        let icon = height - 8
        out.write(
            """
            <rect x="\(left + 4)" y="\(middle - icon / 2)" width="\(icon)" height="\(icon)" rx="\(icon / 4)" \
            style="fill:\(Self.tint)"/>
            """)
        glyph(look.glyph, x: left + 4 + icon / 2, y: middle, size: icon * 0.7, color: Self.onTint, into: &out)
        let size = min(12, height * 0.45)
        words(
            detail: false, x: left + icon + 12, y: middle, size: size, largest: height * 0.6, color: Self.label,
            width: look.width * 0.4, into: &out)
        guard !look.compact else { return }
        let right = left + look.width
        words(
            detail: true, x: right - 20, y: middle, size: size * 0.9, anchor: "end", color: Self.faint,
            width: look.width * 0.35, into: &out)
        glyph(.chevronRight, x: right - 10, y: middle, size: size * 0.8, color: Self.faint, into: &out)
    }

    /// A card: its glyph in the tint, a bold title, and body lines where the card is tall enough.
    func card(into out: inout SVGBuffer) {
        box(fill: Self.surface, stroke: Self.edge, into: &out)
        let size = min(12, look.height * 0.3)
        let glyphSize = min(18, look.height * 0.45)
        let first = top + min(18, look.height / 2)
        glyph(look.glyph, x: left + 12 + glyphSize / 2, y: first, size: glyphSize, color: Self.tint, into: &out)
        let textLeft = left + (look.glyph == nil ? 12 : 20 + glyphSize)
        let room = look.width - (textLeft - left) - 12
        words(
            detail: false, x: textLeft, y: first, size: size, largest: look.height * 0.3, bold: true,
            color: Self.label, width: room, into: &out)
        var line = first + size + 6
        var fraction = look.compact ? 0 : 0.9
        if look.hasDetail, !look.compact, line + size / 2 <= top + look.height - 4 {
            words(
                detail: true, x: textLeft, y: line, size: size * 0.9, color: Self.faint, width: room, into: &out)
            line += size + 4
        }
        while fraction > 0, line + 3 <= top + look.height - 6 {
            out.write(
                """
                <rect x="\(textLeft)" y="\(line - 2.5)" width="\(room * fraction)" height="5" rx="2.5" \
                style="fill:\(Self.faint);opacity:.45"/>
                """)
            line += 10
            fraction -= 0.25
            if fraction < 0.3 { break }
        }
    }

    /// A tile: its tint, a white glyph, and its label under the glyph where it fits.
    func tile(into out: inout SVGBuffer) {
        box(fill: Self.tint, stroke: nil, into: &out)
        let side = min(look.width, look.height)
        let labelled = look.hasText && side >= 40
        let glyphY = labelled ? middle - side * 0.12 : middle
        glyph(look.glyph, x: 0, y: glyphY, size: side * 0.42, color: Self.onTint, into: &out)
        if labelled {
            words(
                detail: false, x: 0, y: middle + side * 0.3, size: min(10, side * 0.2), largest: side * 0.25,
                anchor: "middle", color: Self.onTint, width: look.width - 6, into: &out)
        }
    }

    /// A toast or banner: a capsule with a tinted glyph and its message.
    func toast(into out: inout SVGBuffer) {
        box(fill: Self.surface, stroke: Self.edge, into: &out)
        let size = min(12, look.height * 0.36)
        let glyphSize = look.height * 0.5
        glyph(look.glyph, x: left + look.height / 2 + 2, y: middle, size: glyphSize, color: Self.tint, into: &out)
        let textLeft = left + (look.glyph == nil ? look.height / 2 : look.height + 4)
        words(
            detail: false, x: textLeft, y: middle, size: size, largest: look.height * 0.65, bold: true,
            color: Self.label, width: look.width - (textLeft - left) - look.height / 2, into: &out)
    }

    /// A text field: a filled box, its text, and an outline in its tint (an error's red).
    func textField(into out: inout SVGBuffer) {
        box(fill: Self.surface, stroke: Self.edge, into: &out)
        outline(Self.tint, into: &out)
        words(
            detail: false, x: left + 10, y: middle, size: min(12, look.height * 0.45), largest: look.height * 0.6,
            color: Self.label, width: look.width - 20, into: &out)
    }

    /// A badge or a button: the tint, with a white glyph or its words in the middle.
    func badge(into out: inout SVGBuffer) {
        box(fill: Self.tint, stroke: nil, into: &out)
        let side = min(look.width, look.height)
        if look.hasText {
            words(
                detail: false, x: 0, y: middle, size: side * (look.round ? 0.42 : 0.4), largest: side * 0.5,
                anchor: "middle", bold: true, color: Self.onTint,
                width: look.round ? side * 0.8 : look.width - side / 2, into: &out)
        } else {
            glyph(look.glyph, x: 0, y: middle, size: side * 0.5, color: Self.onTint, into: &out)
        }
    }

    /// A screen under a navigation bar: a back chevron in the tint, a bold title, a hairline
    /// and rows of content.
    func navigationBar(into out: inout SVGBuffer) {
        box(fill: Self.surface, stroke: Self.edge, into: &out)
        let barY = top + 22
        glyph(.chevronLeft, x: left + 16, y: barY, size: 14, color: Self.tint, into: &out)
        words(
            detail: false, x: 0, y: barY, size: 13, largest: 20, anchor: "middle", bold: true, color: Self.label,
            width: look.width - 80, into: &out)
        out.write(
            """
            <rect x="\(left)" y="\(top + 40)" width="\(look.width)" height="1" style="fill:\(Self.edge)"/>
            """)
        var y = top + 54
        let bottom = look.compact ? min(top + 120, top + look.height) : top + look.height
        while y + 24 <= bottom - 8 {
            glyph(look.glyph, x: left + 24, y: y + 10, size: 14, color: Self.tint, into: &out)
            out.write(
                """
                <rect x="\(left + 40)" y="\(y + 7)" width="\(look.width * 0.5)" height="6" rx="3" \
                style="fill:\(Self.faint);opacity:.45"/>
                """)
            y += 28
        }
    }

    /// A keypad key: a round key with its digit (or its glyph, such as delete).
    func key(into out: inout SVGBuffer) {
        let side = min(look.width, look.height)
        // An empty key is the gap beside the 0.
        if look.literal?.isEmpty == true { return }
        out.write(
            """
            <circle cy="\(middle)" r="\(side / 2)" style="fill:\(Self.surface);stroke:\(Self.edge)"/>
            """)
        if look.hasText, look.glyph == nil {
            words(
                detail: false, x: 0, y: middle, size: side * 0.42, largest: side * 0.5, anchor: "middle",
                color: Self.label, width: side * 0.8, into: &out)
        } else {
            glyph(look.glyph, x: 0, y: middle, size: side * 0.42, color: Self.tint, into: &out)
        }
    }
}
