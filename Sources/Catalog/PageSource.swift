/// A page split into its YAML front matter and its Markdown body.
struct PageSource {
    let frontMatter: String
    /// The file line where the front matter's first line stands.
    let frontMatterLine: Int
    let body: String
    /// The file line where the body's first line stands.
    let bodyLine: Int

    /// Splits a page that starts with a `---` line and has a closing `---` line.
    static func split(_ text: String) -> PageSource? {
        var lines = 0
        var utf8 = Substring(text).utf8
        func takeLine() -> Substring.UTF8View? {
            guard !utf8.isEmpty else { return nil }
            let end = utf8.firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            let line = utf8[utf8.startIndex..<end]
            utf8 = end == utf8.endIndex ? utf8[end...] : utf8[utf8.index(after: end)...]
            lines += 1
            return line
        }
        func isFence(_ line: Substring.UTF8View) -> Bool {
            var bytes = Array(line)
            if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
            while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
            return bytes == Array("---".utf8)
        }
        guard let first = takeLine(), isFence(first) else { return nil }
        let yamlStart = utf8.startIndex
        while true {
            let lineStart = utf8.startIndex
            guard let line = takeLine() else { return nil }
            if isFence(line) {
                let yaml = String(Substring(text)[yamlStart..<lineStart])
                let body = String(Substring(text)[utf8.startIndex...])
                return PageSource(frontMatter: yaml, frontMatterLine: 2, body: body, bodyLine: lines + 1)
            }
        }
    }
}
