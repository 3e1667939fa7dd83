import Testing
import TextUtilities

/// `ByteDigest` is XXH64: the reference values are those of the `xxhash` Python package
/// (`xxhash.xxh64(data, seed).intdigest()`), covering every path (short, 4-byte tail, 8-byte
/// words, 32-byte stripes).
@Suite struct ByteDigestTests {
    func digest(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { ByteDigest.of($0, seed: seed) }
    }

    @Test func matchesTheReferenceXXH64() {
        #expect(digest([]) == 0xef46_db37_51d8_e999)
        #expect(ByteDigest.of("a") == 0xd24e_c4f1_a98c_6e5b)
        #expect(ByteDigest.of("abc") == 0x44bc_2cf5_ad77_0999)
        #expect(ByteDigest.of("Nobody inspects the spammish repetition") == 0xfbce_a83c_8a37_8bf1)
        let long = Array((0..<3).flatMap { _ in (0...255).map(UInt8.init) }) + Array("xyz".utf8)
        #expect(digest(long) == 0xe921_a1b4_5bd7_79f8)
        #expect(ByteDigest.of("abc", seed: 12345) == 0x1700_e64f_6f23_509)
    }

    @Test func aStreamGivesTheDigestOfThePiecesJoined() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 3, 4, 7, 8, 31, 32, 33, 63, 64, 65, 100, 1000, 4099] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            for seed: UInt64 in [0, 12345] {
                // Cut at random places, pieces of every size from empty to the whole.
                for _ in 0..<20 {
                    var cuts = (0..<Int.random(in: 0...6)).map { _ in Int.random(in: 0...length) }.sorted()
                    cuts = [0] + cuts + [length]
                    var stream = ByteDigest.Stream(seed: seed)
                    for (start, end) in zip(cuts, cuts.dropFirst()) { stream.add(Array(bytes[start..<end])) }
                    #expect(stream.finish() == digest(bytes, seed: seed), "\(length) bytes cut at \(cuts)")
                }
            }
        }
        var reference = ByteDigest.Stream()
        for piece in ["Nobody ", "inspects", " the spammish ", "", "repetition"] { reference.add(Array(piece.utf8)) }
        #expect(reference.finish() == 0xfbce_a83c_8a37_8bf1)
    }

    @Test func textIsComparedByItsBytesNotByCanonicalEquivalence() {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        // Swift's String calls these equal; the files written from them are not.
        #expect(composed == decomposed)
        #expect(!ByteText.equal(composed, decomposed))
        #expect(ByteDigest.of(composed) != ByteDigest.of(decomposed))
        #expect(ByteText.equal(composed, "caf" + "\u{E9}"))
        var first = Hasher()
        var second = Hasher()
        ByteText.hash(String(repeating: "ñ", count: 500), into: &first)
        ByteText.hash(String(repeating: "ñ", count: 499) + "ñ", into: &second)
        #expect(first.finalize() == second.finalize())
    }
}
