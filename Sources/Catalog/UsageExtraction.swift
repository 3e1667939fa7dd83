/// The call site a component page shows under "Usage": the first call of one of the source's
/// own views in its `#Preview`, or in the body of the view the preview shows (the preview of
/// every component shows a demo view that calls the component once).
package enum UsageExtraction {
    /// A call cut from a source: as a page shows it and as it is written, and where it starts.
    package struct Call: Sendable, Hashable {
        /// The call, dedented.
        package let text: String
        /// The call as written, its lines after the first with their indentation in the source.
        package let written: String
        package let line: Int
        /// Counted in UTF-8 bytes from 1, as the compiler counts.
        package let column: Int
    }

    /// The call with its arguments and trailing closures, as written, dedented; nil when the
    /// preview calls none of the source's views. `preferred` is the page's `type:`.
    package static func callSite(in source: String, preferred: String? = nil) -> String? {
        call(in: source, preferred: preferred)?.text
    }

    /// The call ``callSite(in:preferred:)`` gives, with where it is in the source.
    package static func call(in source: String, preferred: String? = nil) -> Call? {
        let original = Array(source.unicodeScalars)
        // Searched with strings and comments blanked out, so that a brace or a name in them
        // counts for nothing; the call is cut from the original.
        let text = masked(original)
        guard let preview = firstMatch(of: "#Preview", in: text, from: 0),
            let previewBody = block(in: text, from: preview)
        else { return nil }
        let views = declaredViews(in: source)
        var scope = previewBody
        // A preview that shows a demo view: the call is in the demo's body.
        if let demo = views.first(where: { $0.hasSuffix("Demo") && call(of: $0, in: text, within: scope) != nil }),
            let declaration = firstMatch(of: "struct \(demo)", in: text, from: 0),
            let body = firstMatch(of: "var body", in: text, from: declaration).flatMap({ block(in: text, from: $0) })
        {
            scope = body
        }
        let found =
            preferred.flatMap { call(of: $0, in: text, within: scope) }
            ?? views.filter { !$0.hasSuffix("Demo") }.compactMap { call(of: $0, in: text, within: scope) }
            .min { $0.lowerBound < $1.lowerBound }
        guard let found else { return nil }
        let written = String(String.UnicodeScalarView(original[found]))
        let before = original[..<found.lowerBound]
        let lineStart = before.lastIndex(of: "\n").map { $0 + 1 } ?? 0
        return Call(
            text: dedent(written), written: written, line: before.count { $0 == "\n" } + 1,
            column: String(String.UnicodeScalarView(original[lineStart..<found.lowerBound])).utf8.count + 1)
    }

    /// The text with the inside of every string literal and comment replaced by spaces.
    private static func masked(_ text: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var result = text
        var index = 0
        func blank(_ range: Range<Int>) { for i in range where result[i] != "\n" { result[i] = " " } }
        while index < text.count {
            let next = index + 1 < text.count ? text[index + 1] : " "
            if text[index] == "\"" {
                var end = index + 1
                while end < text.count, text[end] != "\"", text[end] != "\n" { end += text[end] == "\\" ? 2 : 1 }
                blank((index + 1)..<min(end, text.count))
                index = end + 1
            } else if text[index] == "/", next == "/" {
                let end = text[index...].firstIndex(of: "\n") ?? text.count
                blank(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return result
    }

    /// The names of the structs that conform to `View`, in order.
    package static func declaredViews(in source: String) -> [String] {
        source.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "," || $0 == "{" })
            guard let index = words.firstIndex(of: "struct"), index + 1 < words.count,
                words[(index + 2)...].contains("View")
            else { return nil }
            return String(words[index + 1])
        }
    }

    /// The range of `name(…)` with any trailing closures, at a word boundary inside `scope`.
    private static func call(of name: String, in text: [Unicode.Scalar], within scope: Range<Int>) -> Range<Int>? {
        var position = scope.lowerBound
        while let start = firstMatch(of: name, in: text, from: position), start < scope.upperBound {
            position = start + 1
            let before = start > 0 ? text[start - 1] : " "
            var end = start + name.count
            while end < scope.upperBound, text[end] == " " { end += 1 }
            guard !(before.properties.isAlphabetic || before == "_" || before == "."), end < scope.upperBound,
                text[end] == "(" || text[end] == "{"
            else { continue }
            if text[end] == "(" {
                guard let close = closing(in: text, from: end) else { continue }
                end = close
            } else {
                end = start + name.count
            }
            // Trailing closures: `{ … }`, then any `label: { … }`.
            while true {
                var next = end
                while next < scope.upperBound, text[next] == " " { next += 1 }
                if next < text.count, text[next] == "{", let close = closing(in: text, from: next) {
                    end = close
                } else {
                    break
                }
            }
            return start..<end
        }
        return nil
    }

    /// The inside of the first `{ … }` at or after `from`, braces excluded.
    private static func block(in text: [Unicode.Scalar], from: Int) -> Range<Int>? {
        guard let open = text[from...].firstIndex(of: "{"), let close = closing(in: text, from: open) else {
            return nil
        }
        return (open + 1)..<(close - 1)
    }

    /// The index after the bracket that closes the one at `open` (in masked text).
    private static func closing(in text: [Unicode.Scalar], from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < text.count {
            switch text[index] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return nil
    }

    private static func firstMatch(of word: String, in text: [Unicode.Scalar], from: Int) -> Int? {
        let pattern = Array(word.unicodeScalars)
        guard from <= text.count - pattern.count else { return nil }
        return (from...(text.count - pattern.count)).first { text[$0..<($0 + pattern.count)].elementsEqual(pattern) }
    }

    /// The lines without the indentation of the call's line, which its closing line has.
    private static func dedent(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let indents = lines.dropFirst().filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }
        let cut = indents.min() ?? 0
        return
            ([String(lines[0])]
            + lines.dropFirst().map { String($0.dropFirst(min(cut, $0.prefix { $0 == " " }.count))) })
            .joined(separator: "\n")
    }
}
