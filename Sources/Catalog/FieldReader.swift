import Diagnostics
import TextUtilities
import YAML

/// Reads the fields of a YAML mapping, collecting a diagnostic for each problem instead of
/// stopping at the first.
struct FieldReader {
    let mapping: YAMLNode
    let path: String
    /// Added to YAML line numbers to give file line numbers.
    let lineOffset: Int
    var diagnostics: [Diagnostic] = []
    private var used: Set<String> = []

    init(_ mapping: YAMLNode, path: String, lineOffset: Int) {
        self.mapping = mapping
        self.path = path
        self.lineOffset = lineOffset
    }

    func location(of node: YAMLNode) -> SourceLocation {
        SourceLocation(path: path, line: node.line + lineOffset, column: node.column)
    }

    var start: SourceLocation { location(of: mapping) }

    mutating func error(_ id: Diagnostic.ID, _ message: String, at node: YAMLNode?, suggestion: String? = nil) {
        diagnostics.append(.error(id, message, at: node.map(location(of:)) ?? start, suggestion: suggestion))
    }

    /// The node of a field, or nil (with an error when `required`).
    mutating func node(_ key: String, required: Bool) -> YAMLNode? {
        used.insert(key)
        guard let node = mapping[key] else {
            if required { error("field.missing", "missing required field '\(key)'", at: mapping) }
            return nil
        }
        guard !node.isNull else {
            if required { error("field.not-text", "'\(key)' has no value (null); write a text", at: node) }
            return nil
        }
        return node
    }

    mutating func text(_ key: String, required: Bool = true) -> String? {
        guard let node = node(key, required: required) else { return nil }
        guard let text = node.string?.trimmingSpaces, Self.isVisible(text) else {
            error("field.not-text", "'\(key)' \(Self.notText(node))", at: node)
            return nil
        }
        if let character = Self.controlCharacter(in: text) {
            error("field.control-character", "'\(key)' \(character)", at: node)
            return nil
        }
        return text
    }

    /// Whether `text` shows anything: not only spaces and invisible format characters
    /// (a zero-width space, a direction mark).
    static func isVisible(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            // ASCII has no format character, and its white space is tab to carriage return and space.
            if scalar.isASCII { return !(0x09...0x0D).contains(scalar.value) && scalar != " " }
            return !scalar.properties.isWhitespace && scalar.properties.generalCategory != .format
        }
    }

    /// What a text holds that no page can show: a control character other than a line break or
    /// a tab (an escape sequence, a bell), or nil.
    static func controlCharacter(in text: String) -> String? {
        guard
            // The control characters (Cc) are U+0000 to U+001F and U+007F to U+009F.
            let scalar = text.unicodeScalars.first(where: {
                ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) && $0 != "\n" && $0 != "\t" && $0 != "\r"
            })
        else { return nil }
        let code = String(scalar.value, radix: 16, uppercase: true)
        return
            "holds the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code); remove it"
    }

    /// A switch written `true` or `false`; nil when the field is not there.
    mutating func flag(_ key: String) -> Bool? {
        guard let node = node(key, required: false) else { return nil }
        switch node.string {
        case "true": return true
        case "false": return false
        default:
            error("field.not-boolean", "'\(key)' must be true or false", at: node)
            return nil
        }
    }

    /// A calendar date written `YYYY-MM-DD`, as it is kept (and sorted) everywhere.
    mutating func date(_ key: String) -> String? {
        guard let text = text(key, required: false) else { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard text.count == 10, parts.count == 3, let month = parts[1], let day = parts[2], parts[0] != nil,
            (1...12).contains(month), (1...31).contains(day),
            text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") })
        else {
            error(
                "page.invalid-date", "'\(key)' must be a date written YYYY-MM-DD, such as 2026-03-14", at: mapping[key])
            return nil
        }
        return text
    }

    mutating func texts(_ key: String, required: Bool = true) -> [String]? {
        guard let node = node(key, required: required) else { return nil }
        guard let items = node.sequence else {
            error("field.not-list", "'\(key)' must be a list such as [a, b], found \(node.kindDescription)", at: node)
            return nil
        }
        var result: [String] = []
        for item in items {
            guard let text = item.string?.trimmingSpaces, Self.isVisible(text) else {
                error("field.not-text", "each item of '\(key)' \(Self.notText(item))", at: item)
                continue
            }
            if let character = Self.controlCharacter(in: text) {
                error("field.control-character", "an item of '\(key)' \(character)", at: item)
                continue
            }
            result.append(text)
        }
        if required && result.isEmpty && items.isEmpty {
            error("field.empty-list", "'\(key)' must list at least one item", at: node)
        }
        return result
    }

    /// Why `node` gives no text: it is empty, or another kind of value.
    static func notText(_ node: YAMLNode) -> String {
        node.string == nil ? "must be text, found \(node.kindDescription)" : "is empty; write a text"
    }

    /// Warns about keys nobody asked for: usually a typo of a real field.
    mutating func warnAboutUnknownFields(known: [String]) {
        for pair in mapping.mapping ?? [] {
            guard let key = pair.key.string, !used.contains(key) else { continue }
            diagnostics.append(
                .warning(
                    "field.unknown", "unknown field '\(key)' is ignored", at: location(of: pair.key),
                    suggestion: closestName(to: key, among: known)))
        }
    }
}
