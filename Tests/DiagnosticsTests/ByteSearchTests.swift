import Testing
import TextUtilities

/// `ByteSearch` finds the first occurrence a plain scan finds, over random texts of a small
/// alphabet (so that near matches are many), empty needles and needles longer than the text.
@Suite struct ByteSearchTests {
    private static func naive(_ wanted: [UInt8], _ text: [UInt8]) -> Int? {
        if wanted.isEmpty { return 0 }
        guard text.count >= wanted.count else { return nil }
        return (0...(text.count - wanted.count)).first { Array(text[$0..<($0 + wanted.count)]) == wanted }
    }

    @Test func findsWhatAPlainScanFinds() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 97...99, using: &random) }
            let wanted = (0..<Int.random(in: 0...5, using: &random)).map { _ in UInt8.random(in: 97...99, using: &random) }
            let found = text.withUnsafeBufferPointer { text in
                wanted.withUnsafeBufferPointer { ByteSearch.find($0, in: text) }
            }
            #expect(found == Self.naive(wanted, text), "\(wanted) in \(text)")
        }
        #expect(ByteSearch.firstOffset(of: "é", in: "café crème") == 3)
        #expect(ByteSearch.contains("", in: ""))
        #expect(!ByteSearch.contains("x", in: ""))
    }
}
