/// Puts HTML in a canonical form before comparing, as the cmark test suite does: whitespace
/// runs collapse to one space outside `<pre>`, whitespace next to block-level tags goes away,
/// tag and attribute names are lowercased, attributes are sorted and re-quoted, character
/// references are decoded, and `<br />` loses the newline that follows it.
///
/// Both the expected and the actual HTML go through it, so where it is lenient about odd raw
/// HTML it is lenient on both sides alike.
enum HTMLNormalizer {
    /// - Parameter keepsAttributes: False to drop all attributes, for comparing only elements and
    ///   text.
    static func normalize(_ html: String, keepsAttributes: Bool = true) -> String {
        var state = State(input: Array(html.unicodeScalars), keepsAttributes: keepsAttributes)
        state.run()
        return state.output
    }

    private static let blockTags: Set<String> = [
        "article", "header", "aside", "hgroup", "blockquote", "hr", "iframe", "body", "li", "map",
        "button", "object", "canvas", "ol", "caption", "output", "col", "p", "colgroup", "pre",
        "dd", "progress", "div", "section", "dl", "table", "td", "dt", "tbody", "embed",
        "textarea", "fieldset", "tfoot", "figcaption", "th", "figure", "thead", "footer", "tr",
        "form", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "video", "script", "style",
    ]

    private enum Last { case startTag, endTag, data, comment, declaration, reference }

    private struct State {
        let input: [Unicode.Scalar]
        let keepsAttributes: Bool
        var index = 0
        var output = ""
        var last = Last.startTag
        var lastTag = ""
        var inPre = false
        var pendingData = ""

        init(input: [Unicode.Scalar], keepsAttributes: Bool) {
            self.input = input
            self.keepsAttributes = keepsAttributes
        }

        mutating func run() {
            while index < input.count {
                let scalar = input[index]
                if scalar == "<", readMarkup() { continue }
                if scalar == "&", readReference() { continue }
                pendingData.unicodeScalars.append(scalar)
                index += 1
            }
            flushData()
        }

        // MARK: Markup

        private func starts(with text: String, at offset: Int) -> Bool {
            let scalars = Array(text.unicodeScalars)
            guard offset + scalars.count <= input.count else { return false }
            for (position, scalar) in scalars.enumerated()
            where input[offset + position].properties.lowercaseMapping != String(scalar) {
                return false
            }
            return true
        }

        private func find(_ text: String, from offset: Int) -> Int? {
            var position = offset
            while position < input.count {
                if starts(with: text, at: position) { return position }
                position += 1
            }
            return nil
        }

        private func text(_ range: Range<Int>) -> String {
            var result = ""
            result.unicodeScalars.append(contentsOf: input[range])
            return result
        }

        /// Reads a tag, comment, declaration or processing instruction at `index`; returns false
        /// when the `<` is plain text.
        private mutating func readMarkup() -> Bool {
            if starts(with: "<!--", at: index) {
                guard let close = find("-->", from: index + 4) else { return false }
                flushData()
                output += "<!--" + text(index + 4..<close) + "-->"
                last = .comment
                index = close + 3
                return true
            }
            if starts(with: "<![cdata[", at: index) {
                guard let close = find("]]>", from: index) else { return false }
                flushData()
                output += text(index..<close + 3)
                index = close + 3
                return true
            }
            if starts(with: "<!", at: index) || starts(with: "<?", at: index) {
                guard let close = find(">", from: index + 2) else { return false }
                flushData()
                output += text(index..<close + 1)
                last = .declaration
                index = close + 1
                return true
            }
            if starts(with: "</", at: index), index + 2 < input.count, isLetter(input[index + 2]) {
                guard let close = find(">", from: index + 2) else { return false }
                var nameEnd = index + 2
                while nameEnd < close, !isSpace(input[nameEnd]), input[nameEnd] != "/" { nameEnd += 1 }
                flushData()
                endTag(text(index + 2..<nameEnd).lowercased())
                index = close + 1
                return true
            }
            if index + 1 < input.count, isLetter(input[index + 1]) {
                return readStartTag()
            }
            return false
        }

        private mutating func readStartTag() -> Bool {
            var position = index + 1
            let nameStart = position
            while position < input.count, !isSpace(input[position]), input[position] != "/",
                input[position] != ">"
            {
                position += 1
            }
            let name = text(nameStart..<position).lowercased()
            var attributes: [(name: String, value: String?)] = []
            var selfClosing = false
            while true {
                while position < input.count, isSpace(input[position]) { position += 1 }
                guard position < input.count else { return false }
                if input[position] == ">" {
                    position += 1
                    break
                }
                if input[position] == "/" {
                    if position + 1 < input.count, input[position + 1] == ">" {
                        selfClosing = true
                        position += 2
                        break
                    }
                    position += 1
                    continue
                }
                let attributeStart = position
                while position < input.count, !isSpace(input[position]), input[position] != "=",
                    input[position] != ">", input[position] != "/"
                {
                    position += 1
                }
                let attributeName = text(attributeStart..<position).lowercased()
                var lookahead = position
                while lookahead < input.count, isSpace(input[lookahead]) { lookahead += 1 }
                guard lookahead < input.count, input[lookahead] == "=" else {
                    attributes.append((attributeName, nil))
                    continue
                }
                position = lookahead + 1
                while position < input.count, isSpace(input[position]) { position += 1 }
                guard position < input.count else { return false }
                let value: String
                if input[position] == "\"" || input[position] == "'" {
                    let quote = input[position]
                    var close = position + 1
                    while close < input.count, input[close] != quote { close += 1 }
                    guard close < input.count else { return false }
                    value = text(position + 1..<close)
                    position = close + 1
                } else {
                    let valueStart = position
                    while position < input.count, !isSpace(input[position]), input[position] != ">" {
                        position += 1
                    }
                    value = text(valueStart..<position)
                }
                attributes.append((attributeName, decodeReferences(value)))
            }
            flushData()
            index = position
            startTag(name, attributes: attributes)
            if selfClosing { last = .endTag }
            return true
        }

        private mutating func startTag(_ name: String, attributes: [(name: String, value: String?)]) {
            if name == "pre" { inPre = true }
            if blockTags.contains(name) { trimTrailingWhitespace() }
            output += "<" + name
            let kept = keepsAttributes ? attributes : []
            for attribute in kept.sorted(by: { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }) {
                output += " " + attribute.name
                if let value = attribute.value { output += "=\"" + escape(value, apostrophes: true) + "\"" }
            }
            output += ">"
            lastTag = name
            last = .startTag
        }

        private mutating func endTag(_ name: String) {
            if name == "pre" {
                inPre = false
            } else if blockTags.contains(name) {
                trimTrailingWhitespace()
            }
            output += "</" + name + ">"
            lastTag = name
            last = .endTag
        }

        // MARK: Text

        private mutating func readReference() -> Bool {
            guard let (decoded, length) = reference(at: index, in: input) else { return false }
            flushData()
            output += escape(decoded, apostrophes: false)
            last = .reference
            index += length
            return true
        }

        private mutating func flushData() {
            guard !pendingData.isEmpty else { return }
            var data = pendingData
            pendingData = ""
            let afterTag = last == .startTag || last == .endTag
            if afterTag && lastTag == "br" {
                data = String(data.drop { $0 == "\n" })
            }
            if !inPre { data = collapseWhitespace(data) }
            if afterTag && blockTags.contains(lastTag) && !inPre {
                data = String(data.drop { $0 == " " })
                if last == .endTag {
                    while data.last == " " { data.removeLast() }
                }
            }
            output += data
            last = .data
        }

        private mutating func trimTrailingWhitespace() {
            while let scalar = output.unicodeScalars.last, isSpace(scalar) {
                output.unicodeScalars.removeLast()
            }
        }

        private func collapseWhitespace(_ text: String) -> String {
            var result = String.UnicodeScalarView()
            var inSpace = false
            for scalar in text.unicodeScalars {
                if isSpace(scalar) {
                    if !inSpace { result.append(" ") }
                    inSpace = true
                } else {
                    result.append(scalar)
                    inSpace = false
                }
            }
            return String(result)
        }
    }

    // MARK: Character references

    private static let namedReferences: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "nbsp": "\u{A0}", "copy": "\u{A9}",
    ]

    /// Decodes `&name;`, `&#123;` or `&#x7B;` at `offset`, returning the text and its length.
    private static func reference(at offset: Int, in input: [Unicode.Scalar]) -> (String, Int)? {
        var position = offset + 1
        var name = ""
        while position < input.count, position - offset < 40,
            input[position].properties.isAlphabetic || ("0"..."9").contains(input[position])
                || input[position] == "#"
        {
            name.unicodeScalars.append(input[position])
            position += 1
        }
        guard position < input.count, input[position] == ";", !name.isEmpty else { return nil }
        let length = position - offset + 1
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value =
                digits.first == "x" || digits.first == "X"
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return (String(Character(scalar)), length)
        }
        guard let decoded = namedReferences[name] else { return nil }
        return (decoded, length)
    }

    private static func decodeReferences(_ text: String) -> String {
        let input = Array(text.unicodeScalars)
        var result = ""
        var index = 0
        while index < input.count {
            if input[index] == "&", let (decoded, length) = reference(at: index, in: input) {
                result += decoded
                index += length
            } else {
                result.unicodeScalars.append(input[index])
                index += 1
            }
        }
        return result
    }

    /// Escapes `& < > "`, and `'` too in attribute values, as Python's `html.escape` does.
    private static func escape(_ text: String, apostrophes: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'" where apostrophes: result += "&#x27;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
            || scalar == "\u{0B}"
    }
}
