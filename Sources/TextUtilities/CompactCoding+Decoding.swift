import Glibc

// MARK: Decoding

struct Reader {
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
        if T.self == Int32.self {
            guard let value = Int32(exactly: Int64(bitPattern: try uint64(start, stop))) else {
                throw fail("a number out of range")
            }
            return value as! T
        }
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
        if let type = T.self as? any DirectlyDecodable.Type, let value = try type.decodeDirectly(self, start: start, stop: stop) {
            return value as! T
        }
        return try T(from: ValueDecoder(reader: self, start: start, stop: stop))
    }
}

/// A collection read straight from its container's bytes: the standard library's `init(from:)`
/// goes through a container behind an existential (and, for a dictionary, keyed by a generic
/// key type), whose run-time lookups cost more than the reading.
protocol DirectlyDecodable {
    /// Nil when an element holds a nil value: the generic decoding reads it instead.
    static func decodeDirectly(_ reader: Reader, start: Int, stop: Int) throws -> Self?
}

/// An array: a count, then each element with its length.
extension Array: DirectlyDecodable where Element: Decodable {
    static func decodeDirectly(_ reader: Reader, start: Int, stop: Int) throws -> Self? {
        guard stop - start >= 4 else { throw reader.fail("not a list") }
        let count = Int(try reader.uint32(at: start))
        guard count <= (stop - start - 4) / 4 else { throw reader.fail("bad count") }
        var result: [Element] = []
        result.reserveCapacity(count)
        var offset = start + 4
        for _ in 0..<count {
            guard let length = try reader.length(at: offset) else { return nil }
            guard offset + 4 + length <= stop else { throw reader.fail("a value runs past its list") }
            result.append(try reader.decodeValue(Element.self, start: offset + 4, end: offset + 4 + length))
            offset += 4 + length
        }
        guard offset == stop else { throw reader.fail("bytes after a list") }
        return result
    }
}

/// A dictionary with `String` keys: a count, then each entry's key and value.
extension Dictionary: DirectlyDecodable where Key == String, Value: Decodable {
    static func decodeDirectly(_ reader: Reader, start: Int, stop: Int) throws -> Self? {
        guard stop - start >= 4 else { throw reader.fail("not a dictionary") }
        let count = Int(try reader.uint32(at: start))
        guard count <= stop - start else { throw reader.fail("bad count") }
        var result: [String: Value] = .init(minimumCapacity: count)
        var offset = start + 4
        for _ in 0..<count {
            guard offset + 2 <= stop else { throw reader.fail("an entry runs past its container") }
            let keyCount = Int(UInt16(littleEndian: reader.base.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
            let slot = offset + 2 + keyCount
            guard slot + 4 <= stop else { throw reader.fail("an entry runs past its container") }
            guard let length = try reader.length(at: slot) else { return nil }
            guard slot + 4 + length <= stop else { throw reader.fail("an entry runs past its container") }
            result[reader.string(offset + 2, slot)] = try reader.decodeValue(
                Value.self, start: slot + 4, end: slot + 4 + length)
            offset = slot + 4 + length
        }
        guard offset == stop else { throw reader.fail("bytes after a dictionary") }
        return result
    }
}

struct ValueDecoder: Decoder {
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
struct Entry {
    let keyStart: Int
    let keyCount: Int
    let slot: Int
    let next: Int
}

final class KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
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

    func entry(at offset: Int) throws -> Entry {
        guard offset + 2 <= stop else { throw reader.fail("an entry runs past its container") }
        let keyCount = Int(UInt16(littleEndian: reader.base.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
        let slot = offset + 2 + keyCount
        guard slot + 4 <= stop else { throw reader.fail("an entry runs past its container") }
        let length = try reader.length(at: slot) ?? 0
        let next = slot + 4 + length
        guard next <= stop else { throw reader.fail("an entry runs past its container") }
        return Entry(keyStart: offset + 2, keyCount: keyCount, slot: slot, next: next)
    }

    func matches(_ entry: Entry, _ key: Key) -> Bool {
        var name = key.stringValue
        return name.withUTF8 { utf8 in
            utf8.count == entry.keyCount
                && (utf8.count == 0 || memcmp(utf8.baseAddress!, reader.base + entry.keyStart, utf8.count) == 0)
        }
    }

    /// The entry of `key`: the one at the cursor (which then moves past it unless `peek`),
    /// else any.
    func find(_ key: Key, peek: Bool = false) throws -> Entry? {
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

    func require(_ key: Key) throws -> Entry {
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

    func body(_ key: Key) throws -> (Int, Int) {
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

struct UnkeyedReader: UnkeyedDecodingContainer {
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
    mutating func next() throws -> (Int, Int)? {
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

struct SingleReader: SingleValueDecodingContainer {
    let reader: Reader
    let start: Int
    let stop: Int
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool {
        stop - start == 4 && (try? reader.uint32(at: start)) == nilLength
    }

    func number() throws -> UInt64 { try reader.uint64(start, stop) }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
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
