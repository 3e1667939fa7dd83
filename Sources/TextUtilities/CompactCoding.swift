import Glibc

/// A compact binary form of `Codable` values, for what a build keeps for the next one (the
/// artifact store): strings are stored as their bytes and nothing is parsed, so it is much
/// faster than JSON both ways. It is not a format to exchange: it has no type tags and no
/// version, so a reader must expect what its writer wrote (the store's keys carry each
/// stage's version, raised when what the stage keeps changes). Bytes that do not decode throw
/// ``CompactCoding/Failure``; they never crash, and the store counts them as a miss.
///
/// Every value is a 4-byte little-endian length and its body. A primitive's body is its
/// bytes (integers and doubles 8 bytes, a string its UTF-8, a `[UInt8]` its bytes); a keyed container's is a 4-byte
/// count, then each entry's key (2-byte length and UTF-8) and value; an unkeyed container's a
/// 4-byte count and the values. A nil value has the length `0xFFFF_FFFF`.
///
/// Containers must be written in order, as the synthesized conformances do: an entry of a
/// container is finished when the next entry of that container (or of one around it) starts.
package enum CompactCoding {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String

        package init(description: String) { self.description = description }
    }

    /// `capacity`: about how many bytes the encoding takes, reserved at once, so that a large
    /// value is not copied again at every doubling (its old and new copies both alive).
    package static func encode<T: Encodable>(_ value: T, capacity: Int = 4096) throws -> [UInt8] {
        let sink = Sink(capacity: capacity)
        try sink.encodeValue(value)
        sink.close(above: 0)
        return sink.bytes
    }

    package static func decode<T: Decodable>(_ type: T.Type, from bytes: UnsafeRawBufferPointer) throws -> T {
        guard let base = bytes.baseAddress, bytes.count >= 4 else { throw Failure(description: "too short") }
        let reader = Reader(base: base, end: bytes.count)
        let length = try reader.length(at: 0)
        guard let length, 4 + length == bytes.count else { throw Failure(description: "bad top-level length") }
        return try reader.decodeValue(T.self, start: 4, end: 4 + length)
    }
}

// MARK: Encoding

private let nilLength: UInt32 = 0xFFFF_FFFF

private final class Sink {
    // One encoding uses a sink, on one thread, and no access to these overlaps another: the
    // run-time exclusivity checks Swift makes on every access to a class's stored property
    // are left out (they cost as much as the writes).
    @exclusivity(unchecked) var bytes: [UInt8] = []
    /// Length slots of values still open, innermost last.
    @exclusivity(unchecked) var open: [Int] = []

    init(capacity: Int) {
        bytes.reserveCapacity(max(capacity, 64))
    }

    func appendUInt32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    func appendUInt64(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    func patch(_ slot: Int, _ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { raw in
            for index in 0..<4 { bytes[slot + index] = raw[index] }
        }
    }

    func read(_ slot: Int) -> UInt32 {
        UInt32(bytes[slot]) | UInt32(bytes[slot + 1]) << 8 | UInt32(bytes[slot + 2]) << 16
            | UInt32(bytes[slot + 3]) << 24
    }

    /// Finishes the values opened since `depth` open slots: each ends here.
    func close(above depth: Int) {
        while open.count > depth {
            let slot = open.removeLast()
            patch(slot, UInt32(bytes.count - slot - 4))
        }
    }

    func openSlot() {
        open.append(bytes.count)
        appendUInt32(0)
    }

    func appendKey(_ key: some CodingKey) {
        var name = key.stringValue
        name.withUTF8 { utf8 in
            withUnsafeBytes(of: UInt16(truncatingIfNeeded: utf8.count).littleEndian) { bytes.append(contentsOf: $0) }
            bytes.append(contentsOf: utf8)
        }
    }

    func appendNil() { appendUInt32(nilLength) }

    func encodeValue<T: Encodable>(_ value: T) throws {
        let depth = open.count
        openSlot()
        // By exact type, as the reader tells them (a cast would also unwrap an optional).
        if T.self == String.self {
            var text = value as! String
            text.withUTF8 { bytes.append(contentsOf: $0) }
        } else if T.self == Int.self {
            appendUInt64(UInt64(bitPattern: Int64(value as! Int)))
        } else if T.self == UInt64.self {
            appendUInt64(value as! UInt64)
        } else if T.self == Double.self {
            appendUInt64((value as! Double).bitPattern)
        } else if T.self == Bool.self {
            bytes.append((value as! Bool) ? 1 : 0)
        } else if T.self == [UInt8].self {
            bytes.append(contentsOf: value as! [UInt8])
        } else if T.self == [String].self {
            // The bytes an unkeyed container of strings gives, without a container per string.
            let strings = value as! [String]
            appendUInt32(UInt32(strings.count))
            for var text in strings {
                text.withUTF8 { utf8 in
                    appendUInt32(UInt32(utf8.count))
                    bytes.append(contentsOf: utf8)
                }
            }
        } else {
            try value.encode(to: ValueEncoder(sink: self))
        }
        close(above: depth)
    }

    /// Starts a container's header (its count) at the current place.
    func startContainer() -> (countSlot: Int, depth: Int) {
        let slot = bytes.count
        appendUInt32(0)
        return (slot, open.count)
    }

    func countEntry(_ slot: Int) { patch(slot, read(slot) + 1) }
}

private struct ValueEncoder: Encoder {
    let sink: Sink
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedWriter<Key>(sink: sink, header: sink.startContainer()))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedWriter(sink: sink, header: sink.startContainer())
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleWriter(sink: sink) }
}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: Sink
    let header: (countSlot: Int, depth: Int)
    var codingPath: [any CodingKey] { [] }

    private func startEntry(_ key: Key) {
        sink.close(above: header.depth)
        sink.countEntry(header.countSlot)
        sink.appendKey(key)
    }

    mutating func encodeNil(forKey key: Key) throws {
        startEntry(key)
        sink.appendNil()
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        startEntry(key)
        try sink.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        startEntry(key)
        sink.openSlot()
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(sink: sink, header: sink.startContainer()))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        startEntry(key)
        sink.openSlot()
        return UnkeyedWriter(sink: sink, header: sink.startContainer())
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(forKey: Key(stringValue: "super")!)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        startEntry(key)
        sink.openSlot()
        return ValueEncoder(sink: sink)
    }
}

private struct UnkeyedWriter: UnkeyedEncodingContainer {
    let sink: Sink
    let header: (countSlot: Int, depth: Int)
    var codingPath: [any CodingKey] { [] }
    var count: Int { Int(sink.read(header.countSlot)) }

    private func startElement() {
        sink.close(above: header.depth)
        sink.countEntry(header.countSlot)
    }

    mutating func encodeNil() throws {
        startElement()
        sink.appendNil()
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        startElement()
        try sink.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        startElement()
        sink.openSlot()
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(sink: sink, header: sink.startContainer()))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        startElement()
        sink.openSlot()
        return UnkeyedWriter(sink: sink, header: sink.startContainer())
    }

    mutating func superEncoder() -> any Encoder {
        startElement()
        sink.openSlot()
        return ValueEncoder(sink: sink)
    }
}

/// A single value written in place: the length slot around it is its enclosing value's.
private struct SingleWriter: SingleValueEncodingContainer {
    let sink: Sink
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {
        // The enclosing value's slot is already open (its length is patched when it closes), so
        // a nil is written inside it as a nil value of its own.
        sink.appendNil()
    }

    mutating func encode(_ value: Bool) throws { sink.bytes.append(value ? 1 : 0) }
    mutating func encode(_ value: String) throws {
        var value = value
        value.withUTF8 { sink.bytes.append(contentsOf: $0) }
    }
    mutating func encode(_ value: Double) throws { sink.appendUInt64(value.bitPattern) }
    mutating func encode(_ value: Float) throws { sink.appendUInt64(Double(value).bitPattern) }
    mutating func encode(_ value: Int) throws { sink.appendUInt64(UInt64(bitPattern: Int64(value))) }
    mutating func encode(_ value: Int8) throws { sink.appendUInt64(UInt64(bitPattern: Int64(value))) }
    mutating func encode(_ value: Int16) throws { sink.appendUInt64(UInt64(bitPattern: Int64(value))) }
    mutating func encode(_ value: Int32) throws { sink.appendUInt64(UInt64(bitPattern: Int64(value))) }
    mutating func encode(_ value: Int64) throws { sink.appendUInt64(UInt64(bitPattern: value)) }
    mutating func encode(_ value: UInt) throws { sink.appendUInt64(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { sink.appendUInt64(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { sink.appendUInt64(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { sink.appendUInt64(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { sink.appendUInt64(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        // Inside the enclosing value's slot: a nested value gets its own.
        try sink.encodeValue(value)
    }
}

// MARK: Decoding

private struct Reader {
    let base: UnsafeRawPointer
    let end: Int

    func fail(_ why: String) -> CompactCoding.Failure { CompactCoding.Failure(description: why) }

    func uint32(at offset: Int) throws -> UInt32 {
        guard offset >= 0, offset + 4 <= end else { throw fail("read past the end") }
        return UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    func uint64(_ start: Int, _ stop: Int) throws -> UInt64 {
        guard stop - start == 8, start >= 0, stop <= end else { throw fail("not an 8-byte number") }
        return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: start, as: UInt64.self))
    }

    /// The length at `offset`, nil for a nil value; throws when it runs past the end.
    func length(at offset: Int) throws -> Int? {
        let raw = try uint32(at: offset)
        if raw == nilLength { return nil }
        guard offset + 4 + Int(raw) <= end else { throw fail("a value runs past the end") }
        return Int(raw)
    }

    func string(_ start: Int, _ stop: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(start: base + start, count: stop - start), as: UTF8.self)
    }

    func decodeValue<T: Decodable>(_ type: T.Type, start: Int, end stop: Int) throws -> T {
        if T.self == String.self { return string(start, stop) as! T }
        if T.self == Int.self { return Int(Int64(bitPattern: try uint64(start, stop))) as! T }
        if T.self == UInt64.self { return try uint64(start, stop) as! T }
        if T.self == Double.self { return Double(bitPattern: try uint64(start, stop)) as! T }
        if T.self == [UInt8].self {
            return Array(UnsafeRawBufferPointer(start: base + start, count: stop - start)) as! T
        }
        if T.self == [String].self {
            // As an unkeyed container of strings reads them, without a container per string.
            guard stop - start >= 4 else { throw fail("not a list") }
            let count = Int(try uint32(at: start))
            guard count <= (stop - start - 4) / 4 else { throw fail("a list longer than its bytes") }
            var strings: [String] = []
            strings.reserveCapacity(count)
            var offset = start + 4
            for _ in 0..<count {
                guard let length = try length(at: offset), offset + 4 + length <= stop else {
                    throw fail("a string runs past its list")
                }
                strings.append(string(offset + 4, offset + 4 + length))
                offset += 4 + length
            }
            guard offset == stop else { throw fail("bytes after a list") }
            return strings as! T
        }
        if T.self == Bool.self {
            guard stop - start == 1 else { throw fail("not a Bool") }
            return (base.load(fromByteOffset: start, as: UInt8.self) != 0) as! T
        }
        return try T(from: ValueDecoder(reader: self, start: start, stop: stop))
    }
}

private struct ValueDecoder: Decoder {
    let reader: Reader
    let start: Int
    let stop: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try KeyedReader<Key>(reader: reader, start: start, stop: stop))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try UnkeyedReader(reader: reader, start: start, stop: stop)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleReader(reader: reader, start: start, stop: stop)
    }
}

/// An entry's place: its key's bytes and its value's length slot.
private struct Entry {
    let keyStart: Int
    let keyCount: Int
    let slot: Int
    let next: Int
}

private final class KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: Reader
    let first: Int
    let stop: Int
    let count: Int
    /// The next entry to look at first: entries are read in the order they were written.
    var cursor: Int
    var cursorIndex = 0

    init(reader: Reader, start: Int, stop: Int) throws {
        self.reader = reader
        self.stop = stop
        count = Int(try reader.uint32(at: start))
        first = start + 4
        cursor = first
        guard count <= stop - start else { throw reader.fail("bad count") }
    }

    var codingPath: [any CodingKey] { [] }

    private func entry(at offset: Int) throws -> Entry {
        guard offset + 2 <= stop else { throw reader.fail("an entry runs past its container") }
        let keyCount = Int(UInt16(littleEndian: reader.base.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
        let slot = offset + 2 + keyCount
        guard slot + 4 <= stop else { throw reader.fail("an entry runs past its container") }
        let length = try reader.length(at: slot) ?? 0
        let next = slot + 4 + length
        guard next <= stop else { throw reader.fail("an entry runs past its container") }
        return Entry(keyStart: offset + 2, keyCount: keyCount, slot: slot, next: next)
    }

    private func matches(_ entry: Entry, _ key: Key) -> Bool {
        var name = key.stringValue
        return name.withUTF8 { utf8 in
            utf8.count == entry.keyCount
                && (utf8.count == 0 || memcmp(utf8.baseAddress!, reader.base + entry.keyStart, utf8.count) == 0)
        }
    }

    /// The entry of `key`: the one at the cursor (which then moves past it unless `peek`),
    /// else any.
    private func find(_ key: Key, peek: Bool = false) throws -> Entry? {
        if cursorIndex < count {
            let next = try entry(at: cursor)
            if matches(next, key) {
                if !peek {
                    cursor = next.next
                    cursorIndex += 1
                }
                return next
            }
        }
        var offset = first
        for _ in 0..<count {
            let candidate = try entry(at: offset)
            if matches(candidate, key) { return candidate }
            offset = candidate.next
        }
        return nil
    }

    private func require(_ key: Key) throws -> Entry {
        guard let found = try find(key) else { throw reader.fail("no entry '\(key.stringValue)'") }
        return found
    }

    var allKeys: [Key] {
        var keys: [Key] = []
        var offset = first
        for _ in 0..<count {
            guard let candidate = try? entry(at: offset) else { break }
            if let key = Key(stringValue: reader.string(candidate.keyStart, candidate.keyStart + candidate.keyCount)) {
                keys.append(key)
            }
            offset = candidate.next
        }
        return keys
    }

    func contains(_ key: Key) -> Bool {
        if cursorIndex < count, let next = try? entry(at: cursor), matches(next, key) { return true }
        return allKeys.contains { $0.stringValue == key.stringValue }
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let found = try find(key, peek: true) else { throw reader.fail("no entry '\(key.stringValue)'") }
        return try reader.length(at: found.slot) == nil
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let found = try require(key)
        guard let length = try reader.length(at: found.slot) else {
            throw reader.fail("'\(key.stringValue)' is nil")
        }
        return try reader.decodeValue(T.self, start: found.slot + 4, end: found.slot + 4 + length)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let found = try find(key) else { return nil }
        guard let length = try reader.length(at: found.slot) else { return nil }
        return try reader.decodeValue(T.self, start: found.slot + 4, end: found.slot + 4 + length)
    }

    private func body(_ key: Key) throws -> (Int, Int) {
        let found = try require(key)
        guard let length = try reader.length(at: found.slot) else { throw reader.fail("'\(key.stringValue)' is nil") }
        return (found.slot + 4, found.slot + 4 + length)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let (start, end) = try body(key)
        return KeyedDecodingContainer(try KeyedReader<NestedKey>(reader: reader, start: start, stop: end))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let (start, end) = try body(key)
        return try UnkeyedReader(reader: reader, start: start, stop: end)
    }

    func superDecoder() throws -> any Decoder { try superDecoder(forKey: Key(stringValue: "super")!) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        let (start, end) = try body(key)
        return ValueDecoder(reader: reader, start: start, stop: end)
    }
}

private struct UnkeyedReader: UnkeyedDecodingContainer {
    let reader: Reader
    let stop: Int
    let total: Int
    var offset: Int
    var currentIndex = 0

    init(reader: Reader, start: Int, stop: Int) throws {
        self.reader = reader
        self.stop = stop
        total = Int(try reader.uint32(at: start))
        offset = start + 4
        guard total <= stop - start else { throw reader.fail("bad count") }
    }

    var codingPath: [any CodingKey] { [] }
    var count: Int? { total }
    var isAtEnd: Bool { currentIndex >= total }

    /// The next value's body, consumed; nil for a nil value.
    private mutating func next() throws -> (Int, Int)? {
        guard !isAtEnd, offset + 4 <= stop else { throw reader.fail("read past the end of a list") }
        let length = try reader.length(at: offset)
        let start = offset + 4
        let end = start + (length ?? 0)
        guard end <= stop else { throw reader.fail("a value runs past its list") }
        offset = end
        currentIndex += 1
        return length.map { _ in (start, end) }
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw reader.fail("read past the end of a list") }
        if try reader.uint32(at: offset) == nilLength {
            offset += 4
            currentIndex += 1
            return true
        }
        return false
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard let (start, end) = try next() else { throw reader.fail("a nil in a list") }
        return try reader.decodeValue(T.self, start: start, end: end)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        guard let (start, end) = try next() else { throw reader.fail("a nil in a list") }
        return KeyedDecodingContainer(try KeyedReader<NestedKey>(reader: reader, start: start, stop: end))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let (start, end) = try next() else { throw reader.fail("a nil in a list") }
        return try UnkeyedReader(reader: reader, start: start, stop: end)
    }

    mutating func superDecoder() throws -> any Decoder {
        guard let (start, end) = try next() else { throw reader.fail("a nil in a list") }
        return ValueDecoder(reader: reader, start: start, stop: end)
    }
}

private struct SingleReader: SingleValueDecodingContainer {
    let reader: Reader
    let start: Int
    let stop: Int
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool {
        stop - start == 4 && (try? reader.uint32(at: start)) == nilLength
    }

    private func number() throws -> UInt64 { try reader.uint64(start, stop) }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let raw = Int64(bitPattern: try number())
        guard let value = T(exactly: raw) else { throw reader.fail("a number out of range") }
        return value
    }

    func decode(_ type: Bool.Type) throws -> Bool { try reader.decodeValue(Bool.self, start: start, end: stop) }
    func decode(_ type: String.Type) throws -> String { reader.string(start, stop) }
    func decode(_ type: Double.Type) throws -> Double { Double(bitPattern: try number()) }
    func decode(_ type: Float.Type) throws -> Float { Float(Double(bitPattern: try number())) }
    func decode(_ type: Int.Type) throws -> Int { try integer(Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { UInt(try number()) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try number() }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        // A nested value has its own length slot inside this one.
        guard let length = try reader.length(at: start), start + 4 + length == stop else {
            throw reader.fail("a single value of the wrong size")
        }
        return try reader.decodeValue(T.self, start: start + 4, end: stop)
    }
}
