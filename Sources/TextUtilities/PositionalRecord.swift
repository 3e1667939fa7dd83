/// A binary record written and read field by field in a fixed order, without `Codable`: for
/// the values the build cache reads most (every unchanged component of an edit build), whose
/// decoding through ``CompactCoding`` went mostly to its containers (finding each key by name,
/// boxing each container, generic metadata lookups: `perf` of an edit build at 10,000
/// components).
///
/// Integers are 8 bytes little-endian, a Boolean one byte, a string or a byte array a 4-byte
/// length and its bytes, a list a 4-byte count and its items. Like ``CompactCoding`` it has no
/// type tags and no version: the writer and the reader are the same program, and what they
/// agree on is the order of the fields. A record that is cut short, or whose lengths or counts
/// run past its end, throws ``CompactCoding/Failure``; it never crashes.
public struct RecordWriter {
    public private(set) var bytes: [UInt8]

    public init(capacity: Int = 4096) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    public mutating func write(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    public mutating func write(_ value: Int) { write(UInt64(bitPattern: Int64(value))) }

    public mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// A length or a count: 4 bytes.
    public mutating func writeCount(_ count: Int) {
        precondition(count >= 0 && count <= Int(UInt32.max), "a record holds at most 4 GiB in one field")
        withUnsafeBytes(of: UInt32(count).littleEndian) { bytes.append(contentsOf: $0) }
    }

    public mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            writeCount(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    public mutating func write(bytes more: [UInt8]) {
        writeCount(more.count)
        bytes.append(contentsOf: more)
    }

    public mutating func write(_ texts: [String]) {
        writeCount(texts.count)
        for text in texts { write(text) }
    }
}

/// Reads what a ``RecordWriter`` wrote, field by field in the same order.
public struct RecordReader {
    private let base: UnsafeRawPointer?
    private let end: Int
    private var offset = 0

    /// `buffer` must outlive the reader.
    public init(_ buffer: UnsafeRawBufferPointer) {
        base = buffer.baseAddress
        end = buffer.count
    }

    /// Whether every byte was read: a record with bytes left over is not the one expected.
    public var isAtEnd: Bool { offset == end }

    private func fail(_ why: String) -> CompactCoding.Failure {
        CompactCoding.Failure(description: "record: \(why) at byte \(offset) of \(end)")
    }

    private mutating func take(_ count: Int) throws -> UnsafeRawPointer {
        guard count >= 0, count <= end - offset, let base else { throw fail("cut short") }
        defer { offset += count }
        return base + offset
    }

    public mutating func uint64() throws -> UInt64 {
        UInt64(littleEndian: try take(8).loadUnaligned(as: UInt64.self))
    }

    public mutating func int() throws -> Int { Int(Int64(bitPattern: try uint64())) }

    public mutating func bool() throws -> Bool {
        switch try take(1).load(as: UInt8.self) {
        case 0: return false
        case 1: return true
        default: throw fail("not a Boolean")
        }
    }

    /// A count of items that each take at least `smallest` bytes: one that could not fit in
    /// the bytes left throws before anything is reserved for it.
    public mutating func count(each smallest: Int = 1) throws -> Int {
        let count = Int(UInt32(littleEndian: try take(4).loadUnaligned(as: UInt32.self)))
        guard count <= (end - offset) / max(smallest, 1) else { throw fail("a count of \(count) runs past the end") }
        return count
    }

    public mutating func string() throws -> String {
        let length = try count()
        return String(decoding: UnsafeRawBufferPointer(start: try take(length), count: length), as: UTF8.self)
    }

    public mutating func bytes() throws -> [UInt8] {
        let length = try count()
        return Array(UnsafeRawBufferPointer(start: try take(length), count: length))
    }

    public mutating func strings() throws -> [String] {
        let count = try count(each: 4)
        var texts: [String] = []
        texts.reserveCapacity(count)
        for _ in 0..<count { texts.append(try string()) }
        return texts
    }
}
