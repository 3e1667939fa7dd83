import YAML

/// The `appearance` of a block or a sequence step: the iOS part its elements stand for, their
/// glyphs, colours and words.
extension TimelineReader {
    /// The keys an `appearance` mapping may have.
    static let appearanceKeys = ["part", "glyphs", "tint", "text", "detail"]

    /// The parts each shape can be drawn as.
    static func parts(for shape: Timeline.Shape) -> [Appearance.Part] {
        switch shape {
        case .row: return [.row, .textField, .toast, .card]
        case .tile: return [.tile, .key, .button]
        case .card: return [.card, .toast]
        case .badge: return [.badge, .button, .key, .step]
        case .ring: return [.badge]
        case .banner: return [.toast, .button]
        case .bar: return [.tabBar]
        case .screen: return [.navigationBar]
        }
    }

    /// An `appearance` mapping, checked against the shape it decorates.
    mutating func appearance(_ node: YAMLNode, shape: Timeline.Shape) -> Appearance? {
        guard let keys = mapping(node, allowed: Self.appearanceKeys, what: "'appearance'") else { return nil }
        let partNames = Appearance.Part.allCases.map(\.rawValue)
        guard let partNode = keys["part"] else {
            fail("'appearance' needs 'part': one of \(partNames.joined(separator: ", "))", at: node)
            return nil
        }
        guard let name = word(partNode, "part", among: partNames), let part = Appearance.Part(rawValue: name) else {
            return nil
        }
        let fitting = Self.parts(for: shape)
        if !fitting.contains(part) {
            fail(
                "part '\(name)' cannot be drawn as a \(shape.rawValue); a \(shape.rawValue) is drawn as "
                    + fitting.map { "'\($0.rawValue)'" }.joined(separator: " or "), at: partNode)
        }
        let glyphs = keys["glyphs"].map { names($0, "glyph", among: Glyph.allCases.map(\.rawValue)) } ?? []
        let tints = keys["tint"].map { names($0, "tint", among: PaletteColor.allCases.map(\.rawValue)) } ?? []
        let text = keys["text"].map { words($0, "text") } ?? []
        let detail = keys["detail"].map { words($0, "detail") } ?? []
        return Appearance(
            part: part, glyphs: glyphs.compactMap(Glyph.init(rawValue:)),
            tints: tints.compactMap(PaletteColor.init(rawValue:)), text: text, detail: detail)
    }

    /// One name or a list of names, each among `choices`.
    mutating func names(_ node: YAMLNode, _ name: String, among choices: [String]) -> [String] {
        guard let items = node.sequence else { return word(node, name, among: choices).map { [$0] } ?? [] }
        guard TimelineLimits.appearanceItems.contains(items.count) else {
            fail(
                "'\(name)' lists \(TimelineLimits.appearanceItems.lowerBound) to \(TimelineLimits.appearanceItems.upperBound) names, not \(items.count)",
                at: node)
            return []
        }
        return items.compactMap { word($0, name, among: choices) }
    }

    /// Words for every language (`[Inbox, Sent]`) or by language (`{ en: [Inbox], es: [Entrada] }`).
    mutating func words(_ node: YAMLNode, _ name: String) -> [Appearance.Words] {
        if node.sequence != nil {
            return wordList(node, name).map { [Appearance.Words(language: "", items: $0)] } ?? []
        }
        guard let pairs = node.mapping, !pairs.isEmpty else {
            fail(
                "'\(name)' must be a list of words, or a mapping from a language code to a list, such as { en: [Inbox], es: [Entrada] }, not \(describe(node))",
                at: node)
            return []
        }
        var result: [Appearance.Words] = []
        for pair in pairs {
            guard let code = pair.key.string, Self.isLanguageCode(code) else {
                fail(
                    "'\(name)' is keyed by language codes such as en or pt-BR, not \(describe(pair.key))", at: pair.key)
                continue
            }
            if let items = wordList(pair.value, "\(name).\(code)") {
                result.append(Appearance.Words(language: code, items: items))
            }
        }
        return result
    }

    /// A list of short words.
    mutating func wordList(_ node: YAMLNode, _ name: String) -> [String]? {
        let range = TimelineLimits.appearanceItems
        guard let items = node.sequence, range.contains(items.count) else {
            fail(
                "'\(name)' must be a list of \(range.lowerBound) to \(range.upperBound) words, not \(describe(node))",
                at: node)
            return nil
        }
        var words: [String] = []
        for item in items {
            guard let text = item.string, item.mapping == nil, item.sequence == nil else {
                fail("a word of '\(name)' must be text, not \(describe(item))", at: item)
                continue
            }
            let length = TimelineLimits.appearanceWord
            guard length.contains(text.count) else {
                fail(
                    "a word of '\(name)' has \(length.lowerBound) to \(length.upperBound) characters, not \(text.count)",
                    at: item)
                continue
            }
            guard drawable(text, "a word of '\(name)'", at: item) else { continue }
            words.append(text)
        }
        return words.count == items.count ? words : nil
    }

    /// `en`, `es`, `pt-BR`: two or three letters, then optional parts of letters and digits.
    static func isLanguageCode(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}

/// A colour in `changes`: `fill`, `stroke` or `tint`, each `[from, to]` palette names.
extension TimelineReader {
    mutating func color(_ keys: [String: YAMLNode]) -> Timeline.ColorChange? {
        let given = Timeline.ColorChange.Role.allCases.compactMap { role in keys[role.rawValue].map { (role, $0) } }
        guard let (role, node) = given.min(by: { ($0.1.line, $0.1.column) < ($1.1.line, $1.1.column) }) else {
            return nil
        }
        for (other, otherNode) in given where other != role {
            fail(
                "an element changes one colour; '\(role.rawValue)' is already given, so '\(other.rawValue)' cannot be",
                at: otherNode)
        }
        let names = PaletteColor.allCases.map(\.rawValue)
        guard let items = node.sequence, items.count == 2 else {
            fail(
                "'\(role.rawValue)' must be a list of two palette colours, such as [gray, red], not \(describe(node))",
                at: node)
            return nil
        }
        guard let from = word(items[0], role.rawValue, among: names).flatMap(PaletteColor.init(rawValue:)),
            let to = word(items[1], role.rawValue, among: names).flatMap(PaletteColor.init(rawValue:))
        else { return nil }
        return Timeline.ColorChange(role: role, from: from, to: to)
    }
}
