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

let nilLength: UInt32 = 0xFFFF_FFFF

final class Sink {
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
        } else if let collection = value as? any DirectlyEncodable {
            try collection.encodeDirectly(into: self)
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

struct ValueEncoder: Encoder {
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

struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: Sink
    let header: (countSlot: Int, depth: Int)
    var codingPath: [any CodingKey] { [] }

    func startEntry(_ key: Key) {
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

struct UnkeyedWriter: UnkeyedEncodingContainer {
    let sink: Sink
    let header: (countSlot: Int, depth: Int)
    var codingPath: [any CodingKey] { [] }
    var count: Int { Int(sink.read(header.countSlot)) }

    func startElement() {
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
struct SingleWriter: SingleValueEncodingContainer {
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

/// A collection written straight into the sink, in the bytes its container would give: the
/// standard library's `encode(to:)` goes through a container behind an existential (and, for a
/// dictionary, keyed by a generic key type), whose run-time lookups cost more than the writing.
protocol DirectlyEncodable {
    func encodeDirectly(into sink: Sink) throws
}

/// A count, then each element with its length.
extension Array: DirectlyEncodable where Element: Encodable {
    func encodeDirectly(into sink: Sink) throws {
        sink.appendUInt32(UInt32(count))
        for element in self { try sink.encodeValue(element) }
    }
}

/// A count, then each entry's key and value, in the dictionary's order.
extension Dictionary: DirectlyEncodable where Key == String, Value: Encodable {
    func encodeDirectly(into sink: Sink) throws {
        sink.appendUInt32(UInt32(count))
        for (key, value) in self {
            var name = key
            name.withUTF8 { utf8 in
                withUnsafeBytes(of: UInt16(truncatingIfNeeded: utf8.count).littleEndian) { sink.bytes.append(contentsOf: $0) }
                sink.bytes.append(contentsOf: utf8)
            }
            try sink.encodeValue(value)
        }
    }
}
