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
            numbers: [index: "n", -1: ""],
            bytes: (0..<(index % 300)).map { UInt8(truncatingIfNeeded: $0 &* 31) },
            big: UInt64.max - UInt64(index),
            small: Int8(truncatingIfNeeded: -index),
            ratio: 1.5,
            empty: [])
    }

    @Test func piecesJoinedAreTheEncodingAndWriteTheSameFile() throws {
        let values = (0..<64).map(element)
        let whole = try CompactCoding.encode(values)
        // Every array referenced, some, none.
        for threshold in [1, 50, 200, 10_000] {
            let pieces = try CompactCoding.encodePieces(values, referencedFrom: threshold)
            var joined: [UInt8] = []
            var count = 0
            #expect(
                pieces.forEachPiece {
                    joined += $0
                    count += 1
                    return true
                })
            let same = joined == whole  // Compared aside: a failure would print both arrays.
            #expect(same, "referenced from \(threshold) bytes")
            #expect(pieces.count == whole.count)
            if threshold == 1 { #expect(count > 64, "the arrays were copied, not referenced") }
            let back = try joined.withUnsafeBytes { try CompactCoding.decode([Element].self, from: $0) }
            #expect(back == values)

            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pieces-\(UUID())").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            #expect(KeptFile.writeChecked(pieces, at: folder + "/pieces"))
            #expect(KeptFile.writeChecked(whole, at: folder + "/whole"))
            let sameFile =
                FileManager.default.contents(atPath: folder + "/pieces")
                == FileManager.default.contents(atPath: folder + "/whole")
            #expect(sameFile)
            let readBack = KeptFile.readChecked(folder + "/pieces", limit: 1 << 30) { Array($0) } == whole
            #expect(readBack)
        }
        // A piece longer than the writes it is gathered into.
        let large = Element(
            name: "large", note: nil, count: 1, flags: [], kind: .list, motion: .still, optionals: [], nested: [],
            table: [:], numbers: [:], bytes: (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }, big: 0, small: 0,
            ratio: 0, empty: [])
        let pieces = try CompactCoding.encodePieces([large, large], referencedFrom: 64)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pieces-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(KeptFile.writeChecked(pieces, at: folder + "/pieces"))
        let expected = try CompactCoding.encode([large, large])
        let readBack = KeptFile.readChecked(folder + "/pieces", limit: 1 << 30) { Array($0) } == expected
        #expect(readBack)
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
