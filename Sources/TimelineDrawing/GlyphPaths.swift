import TimelineFormat

/// The outlines of the catalog's own glyphs, on a 24-point grid, stroked 2 points wide with
/// round ends: drawn for this project in the spirit of the system's symbols, never copied
/// from them.
package enum GlyphPaths {
    /// The circle of radius `r` around (`x`, `y`) as path commands.
    private static func circle(_ x: Double, _ y: Double, _ r: Double) -> String {
        let left = plain(x - r)
        let d = plain(2 * r)
        return "M\(left) \(plain(y))a\(plain(r)) \(plain(r)) 0 1 0 \(d) 0a\(plain(r)) \(plain(r)) 0 1 0-\(d) 0"
    }

    private static func plain(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The path of `glyph`.
    package static func path(_ glyph: Glyph) -> String {
        switch glyph {
        case .tray: return "M3 13h5l1 3h6l1-3h5M3 13l3-8h12l3 8v6H3z"
        case .paperplane: return "M3 11 21 3l-8 18-2-8zM11 13 21 3"
        case .doc: return "M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6"
        case .calendar: return "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5"
        case .heart: return "M12 20S4 14.5 4 9a4 4 0 0 1 8-1.5A4 4 0 0 1 20 9c0 5.5-8 11-8 11z"
        case .photo: return "M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6" + circle(15.5, 9, 1.5)
        case .bell: return "M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
        case .trash: return "M4 6h16M9 6V3h6v3M6 6l1 15h10l1-15M10 10v7M14 10v7"
        case .checkmark: return "M4 12.5l5 5L20 6.5"
        case .star: return "M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.4l-5.6 2.9 1.1-6.2L3 9.7l6.2-.9z"
        case .gear:
            return circle(12, 12, 3.5)
                + "M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"
        case .person: return circle(12, 8, 4) + "M4 21c0-4 3.6-7 8-7s8 3 8 7"
        case .house: return "M3 11l9-8 9 8M5 9v12h14V9M10 21v-6h4v6"
        case .envelope: return "M3 5h18v14H3zM3 5l9 8 9-8"
        case .plus: return "M12 5v14M5 12h14"
        case .xmark: return "M6 6l12 12M18 6 6 18"
        case .exclamation: return "M12 3l10 17H2zM12 9v5M12 17v.5"
        case .lock: return "M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4"
        case .cloud: return "M7 18h10a4 4 0 0 0 0-8 6 6 0 0 0-11.5 1.5A3.3 3.3 0 0 0 7 18z"
        case .bolt: return "M13 2 4 14h7l-1 8 9-12h-7z"
        case .folder: return "M3 6h6l2 2h10v11H3z"
        case .clock: return circle(12, 12, 9) + "M12 7v5l3 3"
        case .pin: return "M12 22v-7M6 15h12M9 15V4h6v11M8 4h8"
        case .magnifier: return circle(10, 10, 6) + "M15 15l5 5"
        case .music: return "M9 18V5l11-2v13" + circle(6, 18, 3) + circle(17, 16, 3)
        case .map: return "M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14"
        case .chevronRight: return "M9 5l7 7-7 7"
        case .chevronLeft: return "M15 5l-7 7 7 7"
        case .chevronUp: return "M5 15l7-7 7 7"
        case .chevronDown: return "M5 9l7 7 7-7"
        case .arrowUp: return "M12 20V5M5 11l7-7 7 7"
        case .delete: return "M8 5h13v14H8l-6-7zM11 9l6 6M17 9l-6 6"
        case .link:
            return "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
        case .wifi: return "M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5v.01"
        }
    }
}
