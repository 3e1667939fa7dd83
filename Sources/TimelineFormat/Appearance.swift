/// How the elements of a block look: the iOS part each one stands for, its glyphs, its
/// colours from the named ``PaletteColor`` palette, and its words in each language of the
/// page. Read from a block's (or a sequence step's) `appearance` key.
package struct Appearance: Sendable, Hashable, Codable {
    /// The iOS part an element is drawn as.
    package enum Part: String, Sendable, Hashable, Codable, CaseIterable {
        /// A list row: a leading icon, a title and a detail.
        case row
        /// A card: a glyph, a title and lines of body text.
        case card
        /// A grid tile: a glyph and a label.
        case tile
        /// A toast or banner: an icon and a message in a capsule.
        case toast
        /// A tab bar: labelled tabs, the element being the underline under one of them.
        case tabBar = "tab-bar"
        /// A text field: its text, and an outline that shows an error.
        case textField = "text-field"
        /// A badge: a count (or a glyph) in a circle.
        case badge
        /// A button: a glyph or a label on a tinted background.
        case button
        /// A screen under a navigation bar with its title.
        case navigationBar = "navigation-bar"
        /// A key of a keypad: a digit.
        case key
        /// A step of a progress bar: a marker's ring that fills with the tint and a white glyph,
        /// joined to the next step by a line that takes the tint with it.
        case step
    }

    /// Words in one language, one per element (repeated when there are fewer).
    package struct Words: Sendable, Hashable, Codable {
        /// The language code, such as `en`; empty for words every language shares (digits).
        package let language: String
        package let items: [String]

        package init(language: String, items: [String]) {
            self.language = language
            self.items = items
        }
    }

    package let part: Part
    /// The glyph of each element, repeated when there are fewer; empty for the part's own.
    package let glyphs: [Glyph]
    /// The colour of each element, repeated when there are fewer; never empty.
    package let tints: [PaletteColor]
    /// The main words of each element (a row's title, a tile's label, a key's digit), by
    /// language.
    package let text: [Words]
    /// The secondary words (a row's detail), by language.
    package let detail: [Words]

    package init(
        part: Part, glyphs: [Glyph] = [], tints: [PaletteColor] = [.blue], text: [Words] = [], detail: [Words] = []
    ) {
        self.part = part
        self.glyphs = glyphs
        self.tints = tints.isEmpty ? [.blue] : tints
        self.text = text
        self.detail = detail
    }

    /// The glyph of element `index`, or nil when the block names none.
    package func glyph(_ index: Int) -> Glyph? { glyphs.isEmpty ? nil : glyphs[index % glyphs.count] }

    /// The colour of element `index`.
    package func tint(_ index: Int) -> PaletteColor { tints.isEmpty ? .blue : tints[index % tints.count] }

    /// The words of element `index` in `language`: that language's, else those every language
    /// shares, else the first language written; nil when there are none.
    package static func words(_ words: [Words], _ index: Int, language: String) -> String? {
        let chosen =
            words.first { $0.language == language } ?? words.first { $0.language.isEmpty } ?? words.first
        guard let items = chosen?.items, !items.isEmpty else { return nil }
        return items[index % items.count]
    }

    /// Every word of `words` in `language`, as ``words(_:_:language:)`` chooses them.
    package static func allWords(_ words: [Words], language: String) -> [String] {
        let chosen =
            words.first { $0.language == language } ?? words.first { $0.language.isEmpty } ?? words.first
        return chosen?.items ?? []
    }
}

/// The named colours of the drawings. Each is a CSS custom property, `--timeline-<name>`,
/// with a light-theme fallback; the site's style sheet gives each its dark-theme value.
package enum PaletteColor: String, Sendable, Hashable, Codable, CaseIterable {
    case blue, red, green, orange, yellow, purple, pink, teal, indigo, gray
    /// No colour: an outline that is not drawn until it turns to a colour.
    case clear

    /// The light-theme value, close to the iOS system colour of the same name.
    package var light: String {
        switch self {
        case .blue: return "#0a6fe0"
        case .red: return "#d70015"
        case .green: return "#248a3d"
        case .orange: return "#c45a00"
        case .yellow: return "#a27800"
        case .purple: return "#8944ab"
        case .pink: return "#d30f45"
        case .teal: return "#00798c"
        case .indigo: return "#3634a3"
        case .gray: return "#6e6e73"
        case .clear: return "transparent"
        }
    }

    /// The dark-theme value.
    package var dark: String {
        switch self {
        case .blue: return "#409cff"
        case .red: return "#ff6961"
        case .green: return "#30d158"
        case .orange: return "#ffb340"
        case .yellow: return "#ffd426"
        case .purple: return "#da8fff"
        case .pink: return "#ff6482"
        case .teal: return "#5de6ff"
        case .indigo: return "#7d7aff"
        case .gray: return "#aeaeb2"
        case .clear: return "transparent"
        }
    }

    /// The red, green and blue of the light value, 0 to 255; nil for `clear`.
    package var lightRGB: (red: Int, green: Int, blue: Int)? {
        guard self != .clear else { return nil }
        let hex = Array(light.dropFirst())
        func channel(_ at: Int) -> Int { Int(String(hex[at..<(at + 2)]), radix: 16) ?? 0 }
        return (channel(0), channel(2), channel(4))
    }

    /// `var(--timeline-blue, #0a6fe0)`: the colour as CSS reads it.
    package var css: String { self == .clear ? "transparent" : "var(--timeline-\(rawValue), \(light))" }

    /// `var(--p-blue)`: the short name a drawing sets once from ``css``.
    package var alias: String { self == .clear ? "transparent" : "var(--p-\(rawValue))" }
}

/// The glyphs a block may name, drawn by the catalog on a 24-point grid (not SF Symbols, which
/// may not be redistributed). Their names follow the SF Symbols a component uses.
package enum Glyph: String, Sendable, Hashable, Codable, CaseIterable {
    case tray, paperplane, doc, calendar, heart, photo, bell, trash, checkmark, star, gear, person, house
    case envelope, plus, xmark, exclamation, lock, cloud, bolt, folder, clock, pin, magnifier, music, map
    case chevronRight = "chevron-right"
    case chevronLeft = "chevron-left"
    case chevronUp = "chevron-up"
    case chevronDown = "chevron-down"
    case arrowUp = "arrow-up"
    case delete, link, wifi
}
