/// Text laid out on a social card without a font at hand: each character's width is estimated
/// from DejaVu Sans Bold (Debian's default sans-serif, and wider than the other common ones),
/// rounded up, so that a line measured to fit does fit in whatever sans-serif font
/// `rsvg-convert` finds.
package enum CardText {
    /// The text as one line of a drawing: runs of white space as one space, control and
    /// bidirectional-override characters and the two characters XML forbids (U+FFFE, U+FFFF)
    /// removed, with no space at either end.
    package static func cleaned(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
            } else if !isDropped(scalar) {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFFFE, 0xFFFF, 0x202A...0x202E, 0x2066...0x2069: true
        default: scalar.properties.generalCategory == .control
        }
    }

    /// The estimated width of `text` at a font size of 1.
    package static func width(_ text: some StringProtocol) -> Double {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// The estimated width of one character at a font size of 1 (an em).
    static func width(of character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if scalar.isASCII { return asciiWidth(UInt8(scalar.value)) }
        if isWide(scalar) || character.unicodeScalars.count > 2 { return 1.25 }
        return scalar.value < 0x0530 ? 0.8 : 1.0
    }

    private static func asciiWidth(_ byte: UInt8) -> Double {
        switch byte {
        case UInt8(ascii: " "): 0.35
        case _ where narrow.contains(byte): 0.4
        case _ where slim.contains(byte): 0.52
        case _ where wide.contains(byte): 1.1
        case UInt8(ascii: "A")...UInt8(ascii: "Z"),
            _ where symbols.contains(byte):
            0.86
        default: 0.73
        }
    }

    private static let narrow = Set("iljIJ!|',.:;".utf8)
    private static let slim = Set("frt()[]-/\\\"*`_?".utf8)
    private static let wide = Set("mwMW%@".utf8)
    private static let symbols = Set("#+<=>^~&{}$".utf8)

    /// East Asian wide characters and emoji, about one em or more.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            true
        default: scalar.properties.isEmojiPresentation
        }
    }

    /// `text` broken into at most `maximum` lines no wider than `width` (in ems): at spaces,
    /// or inside a word too long for a line of its own; the last line ends in `…` when text
    /// was left out.
    package static func lines(_ text: String, width: Double, maximum: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var rest = Substring(text)
        while !rest.isEmpty {
            let word = rest.prefix { $0 != " " }
            rest = rest.dropFirst(word.count).drop { $0 == " " }
            let joined = line.isEmpty ? String(word) : line + " " + word
            if Self.width(joined) <= width {
                line = joined
                continue
            }
            if !line.isEmpty { lines.append(line) }
            var piece = word
            while lines.count < maximum, Self.width(piece) > width {
                let head = fitting(piece, width: width)
                lines.append(String(head))
                piece = piece.dropFirst(head.count)
            }
            if lines.count >= maximum { return ellipsized(lines, width: width) }
            line = String(piece)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The longest start of `text` that fits `width` (one character at least).
    private static func fitting(_ text: Substring, width: Double) -> Substring {
        var used = 0.0
        var end = text.startIndex
        for index in text.indices {
            used += self.width(of: text[index])
            if used > width && index > text.startIndex { break }
            end = text.index(after: index)
        }
        return text[..<end]
    }

    /// `lines` with `…` at the end of the last one, made short enough to hold it: text was
    /// left out after it.
    private static func ellipsized(_ lines: [String], width: Double) -> [String] {
        guard var last = lines.last else { return lines }
        while !last.isEmpty, Self.width(last + "…") > width { last.removeLast() }
        while last.last == " " { last.removeLast() }
        return lines.dropLast() + [last + "…"]
    }
}
