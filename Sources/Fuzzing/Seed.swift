/// One input for a target's starting corpus.
package struct Seed: Sendable, Hashable {
    /// The ``FuzzTarget/name`` it is for.
    package let target: String
    package let bytes: [UInt8]

    package init(target: String, bytes: [UInt8]) {
        self.target = target
        self.bytes = bytes
    }

    package init(target: String, text: String) {
        self.init(target: target, bytes: Array(text.utf8))
    }

    /// A file name that is the same for the same bytes (64-bit FNV-1a), so that writing the
    /// seeds again replaces them instead of adding copies.
    package var fileName: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "seed-" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
