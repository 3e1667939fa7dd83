import Diagnostics
import YAML

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

/// Parses YAML front matter or a YAML file, turning a libyaml error into a diagnostic.
func parseYAML(_ text: String, path: String, lineOffset: Int) -> Result<YAMLNode?, Diagnostic> {
    do {
        return .success(try YAML.parse(text))
    } catch {
        return .failure(error.diagnostics(at: SourceLocation(path: path, line: lineOffset + 1))[0])
    }
}
