import Diagnostics

/// The one reader of text files, for content and templates alike: at most
/// ``ContentLimits/maximumFileSize`` bytes of a regular file, valid UTF-8 without NUL bytes,
/// lines ended by LF or CRLF, a leading byte-order mark dropped.
///
/// A carriage return alone (classic Mac OS line endings, or one left inside a line) is refused:
/// Swift's compiler reads it as a line break but numbers the lines after it as one, so no
/// declaration of a Swift source could be found where it points, and the front matter and
/// the parsers of the other files would each read it their own way.
package enum TextFileReader {
    /// Reads `path` as UTF-8 text, or returns the diagnostic that says why it cannot be.
    package static func read(
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
                .error(
                    "file.invalid-utf8",
                    "file is not valid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))",
                    at: SourceLocation(path: displayPath, line: line, column: column)))
        }
        if let nul = bytes.firstIndex(of: 0) {
            let (line, column) = position(ofOffset: nul, in: bytes)
            return .failure(
                .error(
                    "file.nul-byte",
                    "file contains a NUL byte; text files cannot",
                    at: SourceLocation(path: displayPath, line: line, column: column)))
        }
        if let cr = loneCarriageReturnOffset(bytes) {
            let (line, column) = position(ofOffset: cr, in: bytes)
            return .failure(
                .error(
                    "file.lone-carriage-return",
                    "a carriage return (CR) not followed by a line feed; save the file with LF or CRLF line endings",
                    at: SourceLocation(path: displayPath, line: line, column: column)))
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return .success(TextFile(displayPath: displayPath, text: text))
    }

    /// The offset of the first `\r` not followed by `\n`.
    static func loneCarriageReturnOffset(_ bytes: [UInt8]) -> Int? {
        var from = 0
        while let cr = bytes[from...].firstIndex(of: UInt8(ascii: "\r")) {
            if cr + 1 == bytes.count || bytes[cr + 1] != UInt8(ascii: "\n") { return cr }
            from = cr + 2
        }
        return nil
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        // ASCII needs no parsing, and each ASCII byte starts a scalar: the parser starts at the
        // first byte that is not.
        guard let start = bytes.firstIndex(where: { $0 >= 0x80 }) else { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[start...].makeIterator()
        var offset = start
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
