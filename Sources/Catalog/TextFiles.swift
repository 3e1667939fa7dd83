import Diagnostics
/// Limits that keep one bad file from stalling a build.
public enum ContentLimits {
    /// The largest content or source file the loader reads: 1 MiB.
    public static let maximumFileSize = 1 << 20
    /// The largest static asset of the templates copied into the site: 16 MiB.
    public static let maximumAssetSize = 16 << 20
}

/// A content file read as UTF-8 text.
public struct TextFile: Sendable {
    /// The path shown in diagnostics.
    public let displayPath: String
    public let text: String
}

/// The one reader of text files, for content and templates alike: at most
/// ``ContentLimits/maximumFileSize`` bytes of a regular file, valid UTF-8 without NUL bytes,
/// a leading byte-order mark dropped.
public enum TextFileReader {
    /// Reads `path` as UTF-8 text, or returns the diagnostic that says why it cannot be.
    public static func read(
        _ path: String, from store: any ContentStore, displayPath: String
    ) -> Result<TextFile, Diagnostic> {
        let start = SourceLocation(path: displayPath)
        let bytes: [UInt8]
        do {
            bytes = try store.bytes(of: path, limit: ContentLimits.maximumFileSize)
        } catch {
            if case .tooLarge = error { return .failure(.error("file.too-large", "\(error)", at: start)) }
            return .failure(.error("file.unreadable", "cannot read the file: \(error)", at: start))
        }
        if let bad = firstInvalidUTF8Offset(bytes) {
            let (line, column) = position(ofOffset: bad, in: bytes)
            return .failure(
                .error("file.invalid-utf8", 
                    "file is not valid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))",
                    at: SourceLocation(path: displayPath, line: line, column: column)))
        }
        if let nul = bytes.firstIndex(of: 0) {
            let (line, column) = position(ofOffset: nul, in: bytes)
            return .failure(
                .error("file.nul-byte", 
                    "file contains a NUL byte; text files cannot",
                    at: SourceLocation(path: displayPath, line: line, column: column)))
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return .success(TextFile(displayPath: displayPath, text: text))
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
            case .emptyInput:
                return nil
            case .error(let length):
                _ = length
                return offset
            }
        }
    }

    /// The 1-based line and column (in bytes) of a byte offset.
    static func position(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }
}

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
