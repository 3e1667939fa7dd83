import TextUtilities

/// A 64-bit hash that is the same in every process (Swift's `Hasher` is seeded anew in each),
/// for what a build records for the next one: each combined run of bytes is digested with
/// XXH64 (``ByteDigest``) seeded with the value so far. (It was FNV-1a, a byte at a time, until
/// reading every component's files for `catalog watch` showed it in the profile.)
public struct StableHash: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        value = ByteDigest.of(bytes, seed: value)
    }

    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
        // A separator, so that "ab"+"c" and "a"+"bc" differ.
        combine(UInt64(text.utf8.count))
    }

    public mutating func combine(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { combine($0) }
    }

    public mutating func combine(_ number: Int) { combine(UInt64(bitPattern: Int64(number))) }
}
