/// A 64-bit FNV-1a hash that is the same in every process (Swift's `Hasher` is seeded anew in
/// each), for what a build records for the next one.
public struct StableHash: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        value = hash
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
