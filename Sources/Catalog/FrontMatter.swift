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

    mutating func error(_ message: String, at node: YAMLNode?) {
        diagnostics.append(.error(message, at: node.map(location(of:)) ?? start))
    }

    /// The node of a field, or nil (with an error when `required`).
    mutating func node(_ key: String, required: Bool) -> YAMLNode? {
        used.insert(key)
        guard let node = mapping[key], !node.isNull else {
            if required { error("missing required field '\(key)'", at: mapping) }
            return nil
        }
        return node
    }

    mutating func text(_ key: String, required: Bool = true) -> String? {
        guard let node = node(key, required: required) else { return nil }
        guard let text = node.string?.trimmingSpaces, !text.isEmpty else {
            error("'\(key)' must be text, found \(node.kindDescription)", at: node)
            return nil
        }
        return text
    }

    mutating func texts(_ key: String, required: Bool = true) -> [String]? {
        guard let node = node(key, required: required) else { return nil }
        guard let items = node.sequence else {
            error("'\(key)' must be a list such as [a, b], found \(node.kindDescription)", at: node)
            return nil
        }
        var result: [String] = []
        for item in items {
            guard let text = item.string?.trimmingSpaces, !text.isEmpty else {
                error("each item of '\(key)' must be text, found \(item.kindDescription)", at: item)
                continue
            }
            result.append(text)
        }
        if required && result.isEmpty && items.isEmpty {
            error("'\(key)' must list at least one item", at: node)
        }
        return result
    }

    /// Warns about keys nobody asked for: usually a typo of a real field.
    mutating func warnAboutUnknownFields(known: [String]) {
        for pair in mapping.mapping ?? [] {
            guard let key = pair.key.string, !used.contains(key) else { continue }
            var message = "unknown field '\(key)' is ignored"
            if let guess = closestMatch(to: key, in: known) { message += "; did you mean '\(guess)'?" }
            diagnostics.append(.warning(message, at: location(of: pair.key)))
        }
    }
}

extension String {
    /// The text without white space at either end.
    var trimmingSpaces: String {
        // Most text has no space at either end: answer from the bytes without decoding.
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
            return self
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) { return self }
        return String(scalars[first...last])
    }
}

/// The known name nearest to a misspelt one, when it is close enough to be a typo.
func closestMatch(to word: String, in candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = Swift.min(
                    previous[j] + 1, current[j - 1] + 1,
                    previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
    let letters = Array(word)
    let scored = candidates.map { ($0, distance(letters, Array($0))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else {
        return nil
    }
    return best.0
}

/// Parses YAML front matter or a YAML file, turning a libyaml error into a diagnostic.
func parseYAML(_ text: String, path: String, lineOffset: Int) -> Result<YAMLNode?, Diagnostic> {
    do {
        return .success(try YAML.parse(text))
    } catch {
        return .failure(
            .error(
                "malformed YAML: \(error.message)",
                at: SourceLocation(path: path, line: error.line + lineOffset, column: error.column)))
    }
}
