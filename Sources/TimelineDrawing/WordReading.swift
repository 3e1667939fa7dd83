import TimelineFormat

/// Where a part's words are read, and so the sizes they are drawn at: never smaller on screen
/// than ``minimum`` CSS pixels, larger where the part has room, or a rounded line in their
/// place where it has not.
///
/// A drawing scales with its frame, so the same words show at 1.5 pixels per unit on a desktop
/// component page and at half a pixel per unit on a 320 px phone. On a page, each word is
/// drawn once per width ``bands`` (fewer where they agree), and the drawing's style sheet
/// (``styleRules(prefix:)``) shows the one of the frame's width, a container query on the
/// frame (`.timeline` in the site's style sheet). A card is one size for every width: its words
/// are drawn at the size read at the card's smallest.
enum WordReading: Equatable {
    /// On a component or guide page, scaled to the frame's width.
    case page
    /// On a card, whose stage is `height` units tall.
    case card(height: Double)

    /// The smallest a word may show, in CSS pixels.
    static let minimum = 10.0

    /// The narrowest a page's drawing shows, in CSS pixels: on a 320 px screen, less `main`'s
    /// padding (1.25rem each side), the frame's border (1 px) and padding (0.75rem).
    static let narrowestPage = 254.0

    /// The narrowest a card's stage shows, in CSS pixels: a 16rem column of `.cards`, less the
    /// card's padding (1.1rem each side) and border (1 px).
    static let narrowestCard = 218.0

    /// The tallest a card's stage shows, in CSS pixels (`.card-stage`'s `max-height: 9rem`).
    static let tallestCard = 144.0

    /// The widths of a page's frame, in CSS pixels, from which each band's words are drawn:
    /// phones under 400 px, phones and small tablets, everything wider.
    static let bands = [0.0, 320, 480]

    /// One drawing of a word: its size in units, or nil for a line in its place, and the
    /// class that shows it only in its bands (nil: in every band).
    struct Shown: Equatable {
        let size: Double?
        let className: String?
    }

    /// The drawings of a word whose part fits it at `size` and at most `largest` units.
    func shown(size: Double, largest: Double) -> [Shown] {
        func fitting(_ needed: Double) -> Double? {
            let drawn = max(size, needed)
            return drawn <= max(largest, size) + 1e-9 ? drawn : nil
        }
        switch self {
        case .card(let height):
            let scale = min(Self.narrowestCard, Self.tallestCard * Layout.width / max(height, 1)) / Layout.width
            return [Shown(size: fitting(Self.needed(scale: scale)), className: nil)]
        case .page:
            let sizes = Self.bands.map { fitting(Self.needed(scale: max($0, Self.narrowestPage) / Layout.width)) }
            var shown: [Shown] = []
            var first = 0
            for band in sizes.indices where band == sizes.count - 1 || sizes[band + 1] != sizes[band] {
                let whole = first == 0 && band == sizes.count - 1
                shown.append(Shown(size: sizes[band], className: whole ? nil : Self.className(first...band)))
                first = band + 1
            }
            return shown
        }
    }

    /// The size in units that shows at ``minimum`` pixels at `scale` pixels per unit, a
    /// hundredth up.
    static func needed(scale: Double) -> Double { (minimum / scale * 100).rounded(.up) / 100 }

    /// `n0`, `n12`: the class of a word drawn for the bands `range`.
    static func className(_ range: ClosedRange<Int>) -> String { "n" + range.map(String.init).joined() }

    /// The classes of every run of bands short of all of them.
    static let classes: [(name: String, range: ClosedRange<Int>)] = bands.indices.flatMap { first in
        bands.indices[first...].compactMap { last in
            first == 0 && last == bands.count - 1 ? nil : (className(first...last), first...last)
        }
    }

    /// The rules that show each word's drawing for its band, each selector prefixed with
    /// `prefix` (the drawing's `#id`): outside any container (or in the widest band) the
    /// widest band's.
    static func styleRules(prefix: String) -> String {
        func selectors(_ band: Int, showing: Bool) -> String {
            classes.filter { $0.range.contains(band) == showing }.map { "\(prefix) .\($0.name)" }
                .joined(separator: ", ")
        }
        let widest = bands.count - 1
        var css = "\(selectors(widest, showing: false)) { display: none; }\n"
        for band in 0..<widest {
            var query = "@container "
            if bands[band] > 0 { query += "(min-width: \(formatted(bands[band], decimals: 0))px) and " }
            query += "(max-width: \(formatted(bands[band + 1] - 0.02, decimals: 2))px)"
            css += "\(query) { \(selectors(band, showing: true)) { display: inline; } "
            css += "\(selectors(band, showing: false)) { display: none; } }\n"
        }
        return css
    }
}
