import Foundation
import Testing
import TextUtilities

/// ``CompactCoding`` gives back exactly the value it was given, for every shape the synthesized
/// conformances write (optionals present and absent, enums with and without payloads,
/// dictionaries, nested arrays, bytes, odd numbers and strings), and bytes that are not its own
/// throw rather than crash.
@Suite struct CompactCodingTests {
    indirect enum Motion: Codable, Hashable {
        case still
        case linear(duration: Double)
        case spring(response: Double, damping: Double?)
        case delayed(Double, Motion)
    }

    enum Kind: String, Codable, Hashable { case list, grid }

    struct Element: Codable, Hashable {
        var name: String
        var note: String?
        var count: Int
        var flags: [Bool]
        var kind: Kind
        var motion: Motion
        var optionals: [Int?]
        var nested: [[String]]
        var table: [String: Double]
        /// Read through the generic path: a nil value.
        var optionalTable: [String: String?]
        var nestedTable: [String: [String: [Int]]]
        var numbers: [Int: String]
        var bytes: [UInt8]
        var big: UInt64
        var small: Int8
        var ratio: Float
        var empty: [String]
    }

    private func element(_ index: Int) -> Element {
        Element(
            name: index.isMultiple(of: 3) ? "" : "élément \(index) 🎞️ \u{0}",
            note: index.isMultiple(of: 2) ? nil : "note \(index)",
            count: index.isMultiple(of: 5) ? Int.min : index * 1_000_003,
            flags: (0..<(index % 4)).map { $0.isMultiple(of: 2) },
            kind: index.isMultiple(of: 2) ? .list : .grid,
            motion: index.isMultiple(of: 4)
                ? .delayed(0.25, .spring(response: 0.5, damping: index.isMultiple(of: 8) ? nil : 0.8))
                : index.isMultiple(of: 3) ? .still : .linear(duration: index.isMultiple(of: 7) ? .infinity : -0.0),
            optionals: [nil, index, nil],
            nested: [[], ["a", ""], ["\(index)"]],
            table: ["x": .pi, "infinite": -.infinity, "tiny": .leastNonzeroMagnitude],
            optionalTable: index.isMultiple(of: 2) ? ["a": nil, "b": "\(index)"] : ["b": "b"],
            nestedTable: index.isMultiple(of: 3) ? [:] : ["outer \(index)": ["": [index], "é": []]],
            numbers: [index: "n", -1: ""],
            bytes: (0..<(index % 300)).map { UInt8(truncatingIfNeeded: $0 &* 31) },
            big: UInt64.max - UInt64(index),
            small: Int8(truncatingIfNeeded: -index),
            ratio: 1.5,
            empty: [])
    }

    @Test func valuesComeBackEqual() throws {
        let values = (0..<64).map(element)
        let bytes = try CompactCoding.encode(values)
        let decoded = try bytes.withUnsafeBytes { try CompactCoding.decode([Element].self, from: $0) }
        #expect(decoded == values)
        // A NaN is kept bit for bit (it equals nothing, so it is checked apart).
        let nan = try CompactCoding.encode([Double.nan])
        let back = try nan.withUnsafeBytes { try CompactCoding.decode([Double].self, from: $0) }
        #expect(back.count == 1 && back[0].isNaN)
    }

    /// Arrays and dictionaries written straight and read straight (``CompactCoding``'s own
    /// paths) hold the bytes their generic containers give.
    @Test func collectionsHaveTheBytesOfTheirContainers() throws {
        struct ThroughContainers<Value: Encodable>: Encodable {
            let list: [Value]
            func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                for element in list { try container.encode(element) }
            }
        }
        struct KeyedThroughContainers<Value: Encodable>: Encodable {
            struct Name: CodingKey {
                let stringValue: String
                init(stringValue: String) { self.stringValue = stringValue }
                var intValue: Int? { nil }
                init?(intValue: Int) { nil }
            }
            let table: [String: Value]
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Name.self)
                for (key, value) in table { try container.encode(value, forKey: Name(stringValue: key)) }
            }
        }
        let elements = (0..<16).map(element)
        #expect(try CompactCoding.encode(elements) == CompactCoding.encode(ThroughContainers(list: elements)))
        let numbers: [Int32?] = [1, nil, -7, .max]
        #expect(try CompactCoding.encode(numbers) == CompactCoding.encode(ThroughContainers(list: numbers)))
        let table = ["a": [1, 2], "é": [], "": [3]]
        #expect(try CompactCoding.encode(table) == CompactCoding.encode(KeyedThroughContainers(table: table)))
        let back = try CompactCoding.encode(numbers).withUnsafeBytes { try CompactCoding.decode([Int32?].self, from: $0) }
        #expect(back == numbers)
    }

    @Test func aValueOfAnotherShapeThrows() throws {
        let bytes = try CompactCoding.encode(element(1))
        #expect(throws: CompactCoding.Failure.self) {
            try bytes.withUnsafeBytes { try CompactCoding.decode([String: Int].self, from: $0) }
        }
    }

    @Test func damagedBytesThrowOrDecodeButNeverCrash() throws {
        let bytes = try CompactCoding.encode((0..<8).map(element))
        var random = SystemRandomNumberGenerator()
        var failures = 0
        for round in 0..<2_000 {
            var damaged = bytes
            if round.isMultiple(of: 2) {
                damaged = Array(damaged.prefix(Int.random(in: 0..<damaged.count, using: &random)))
            } else {
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    damaged[Int.random(in: 0..<damaged.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
                }
            }
            do {
                _ = try damaged.withUnsafeBytes { try CompactCoding.decode([Element].self, from: $0) }
            } catch {
                // Ours (``CompactCoding/Failure``) or a conformance's (`DecodingError`).
                failures += 1
            }
        }
        // Every truncation fails (the top-level length no longer matches); most changed bytes do.
        #expect(failures >= 1_000)
    }
}
