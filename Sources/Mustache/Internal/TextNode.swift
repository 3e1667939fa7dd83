/// Literal template text, as UTF-8.
final class TextNode: Sendable {
    let bytes: [UInt8]
    /// Offsets in `bytes` where a line of the template starts, in increasing order. An offset
    /// equal to `bytes.count` marks a line that starts with the tag after this text. Indentation
    /// of a standalone partial, parent or block is written at these offsets.
    let lineStarts: [Int]

    init(bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
    }
}
