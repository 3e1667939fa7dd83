/// The API files' JSON writer: what Foundation's `JSONEncoder` prints with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`, byte for byte, for the published types (strings,
/// integers, Booleans, nulls, arrays and objects), written straight into bytes; and, as
/// ``APIJSON`` wants, `<` in strings written `\u003c`.
///
/// Foundation's coder makes a boxed value per field, a dictionary per object, a `Data` and a
/// copy, for every component of every build. `APIJSONTests` compare the two on every published
/// type, so the bytes stay Foundation's.
enum PrettyJSON {
    /// The encoded bytes of `value`, or nil when it holds something other than the kinds above.
    static func encode(_ value: some Encodable) -> [UInt8]? {
        encode(value, indent: 0)
    }

    /// The same, as written `indent` levels deep inside a container (its first line unpadded).
    static func encode(_ value: some Encodable, indent: Int) -> [UInt8]? {
        let encoder = TreeEncoder()
        guard (try? value.encode(to: encoder)) != nil, let tree = encoder.storage.value else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(1024)
        guard write(tree, indent: indent, into: &output) else { return nil }
        return output
    }

    /// A string as ``encode(_:)`` writes it, quotes included.
    static func string(_ text: String) -> [UInt8] {
        var output: [UInt8] = []
        writeString(text, into: &output)
        return output
    }

    indirect enum Node {
        case string(String)
        case integer(Int)
        case bool(Bool)
        case null
        case array(Box)
        case object(Box)
        case unsupported
    }

    /// A container being filled: its members in the order they were encoded.
    final class Box {
        var items: [Node] = []
        var members: [(key: String, value: Node)] = []
    }

    /// The slot an encoder writes its one value into.
    final class Slot {
        var value: Node?
    }

    private static func write(_ node: Node, indent: Int, into output: inout [UInt8]) -> Bool {
        switch node {
        case .string(let text): writeString(text, into: &output)
        case .integer(let number): output += Array(String(number).utf8)
        case .bool(let flag): output += Array((flag ? "true" : "false").utf8)
        case .null: output += Array("null".utf8)
        case .unsupported: return false
        case .array(let box):
            output.append(UInt8(ascii: "["))
            output.append(10)
            for (index, item) in box.items.enumerated() {
                pad(indent + 1, &output)
                guard write(item, indent: indent + 1, into: &output) else { return false }
                if index + 1 < box.items.count { output.append(UInt8(ascii: ",")) }
                output.append(10)
            }
            if box.items.isEmpty { output.append(10) }
            pad(indent, &output)
            output.append(UInt8(ascii: "]"))
        case .object(let box):
            output.append(UInt8(ascii: "{"))
            output.append(10)
            // Sorted by key; of a key encoded twice, the later value wins, as in Foundation's coder.
            let sorted = box.members.indices.sorted { left, right in
                let a = box.members[left].key
                let b = box.members[right].key
                return a == b ? left < right : a.utf8.lexicographicallyPrecedes(b.utf8)
            }
            var members: [(key: String, index: Int)] = []
            members.reserveCapacity(sorted.count)
            for index in sorted {
                if let last = members.last, last.key == box.members[index].key {
                    members[members.count - 1].index = index
                } else {
                    members.append((box.members[index].key, index))
                }
            }
            for (position, (key, index)) in members.enumerated() {
                pad(indent + 1, &output)
                writeString(key, into: &output)
                output += [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")]
                guard write(box.members[index].value, indent: indent + 1, into: &output) else { return false }
                if position + 1 < members.count { output.append(UInt8(ascii: ",")) }
                output.append(10)
            }
            if members.isEmpty { output.append(10) }
            pad(indent, &output)
            output.append(UInt8(ascii: "}"))
        }
        return true
    }

    private static func pad(_ indent: Int, _ output: inout [UInt8]) {
        output += repeatElement(UInt8(ascii: " "), count: indent * 2)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A string as Foundation writes it: `"` and `\` escaped, the short escapes for backspace,
    /// form feed, newline, return and tab, `\u00XX` for other control characters; `/` and
    /// everything else as it is.
    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let utf8 = text.utf8
        if !utf8.contains(where: {
            $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "<")
        }) {
            output.append(contentsOf: utf8)
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x08: output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case UInt8(ascii: "<"): output += Array("\\u003c".utf8)
            case 0..<0x20:
                output += Array("\\u00".utf8)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

/// An `Encoder` that keeps what it is given as ``PrettyJSON/Node`` values.
private final class TreeEncoder: Encoder {
    let storage = PrettyJSON.Slot()
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let box: PrettyJSON.Box
        if case .object(let existing) = storage.value {
            box = existing
        } else {
            box = PrettyJSON.Box()
            storage.value = .object(box)
        }
        return KeyedEncodingContainer(KeyedContainer<Key>(box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box: PrettyJSON.Box
        if case .array(let existing) = storage.value {
            box = existing
        } else {
            box = PrettyJSON.Box()
            storage.value = .array(box)
        }
        return UnkeyedContainer(box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(slot: storage) }

    /// The node of a nested `Encodable` value.
    static func node(_ value: some Encodable) throws -> PrettyJSON.Node {
        switch value {
        case let text as String: return .string(text)
        case let number as Int: return .integer(number)
        case let flag as Bool: return .bool(flag)
        default:
            let encoder = TreeEncoder()
            try value.encode(to: encoder)
            return encoder.storage.value ?? .object(PrettyJSON.Box())
        }
    }

    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let box: PrettyJSON.Box
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { box.members.append((key.stringValue, .null)) }
        mutating func encode(_ value: Bool, forKey key: Key) throws {
            box.members.append((key.stringValue, .bool(value)))
        }
        mutating func encode(_ value: String, forKey key: Key) throws {
            box.members.append((key.stringValue, .string(value)))
        }
        mutating func encode(_ value: Int, forKey key: Key) throws {
            box.members.append((key.stringValue, .integer(value)))
        }
        mutating func encode(_ value: Double, forKey key: Key) throws {
            box.members.append((key.stringValue, .unsupported))
        }
        mutating func encode(_ value: Float, forKey key: Key) throws {
            box.members.append((key.stringValue, .unsupported))
        }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            box.members.append((key.stringValue, try TreeEncoder.node(value)))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            let nested = PrettyJSON.Box()
            box.members.append((key.stringValue, .object(nested)))
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = PrettyJSON.Box()
            box.members.append((key.stringValue, .array(nested)))
            return UnkeyedContainer(box: nested)
        }
        mutating func superEncoder() -> any Encoder { unsupportedEncoder() }
        mutating func superEncoder(forKey key: Key) -> any Encoder { unsupportedEncoder() }

        private func unsupportedEncoder() -> any Encoder {
            box.members.append(("", .unsupported))
            return TreeEncoder()
        }
    }

    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let box: PrettyJSON.Box
        var codingPath: [any CodingKey] { [] }
        var count: Int { box.items.count }

        mutating func encodeNil() throws { box.items.append(.null) }
        mutating func encode(_ value: Bool) throws { box.items.append(.bool(value)) }
        mutating func encode(_ value: String) throws { box.items.append(.string(value)) }
        mutating func encode(_ value: Int) throws { box.items.append(.integer(value)) }
        mutating func encode(_ value: Double) throws { box.items.append(.unsupported) }
        mutating func encode(_ value: Float) throws { box.items.append(.unsupported) }
        mutating func encode<T: Encodable>(_ value: T) throws { box.items.append(try TreeEncoder.node(value)) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            let nested = PrettyJSON.Box()
            box.items.append(.object(nested))
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = PrettyJSON.Box()
            box.items.append(.array(nested))
            return UnkeyedContainer(box: nested)
        }
        mutating func superEncoder() -> any Encoder {
            box.items.append(.unsupported)
            return TreeEncoder()
        }
    }

    private struct SingleContainer: SingleValueEncodingContainer {
        let slot: PrettyJSON.Slot
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { slot.value = .null }
        mutating func encode(_ value: Bool) throws { slot.value = .bool(value) }
        mutating func encode(_ value: String) throws { slot.value = .string(value) }
        mutating func encode(_ value: Int) throws { slot.value = .integer(value) }
        mutating func encode(_ value: Double) throws { slot.value = .unsupported }
        mutating func encode(_ value: Float) throws { slot.value = .unsupported }
        mutating func encode<T: Encodable>(_ value: T) throws { slot.value = try TreeEncoder.node(value) }
    }
}
