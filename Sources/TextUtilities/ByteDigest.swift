/// XXH64 (Yann Collet's xxHash, 64-bit) of bytes: the same value for the same bytes in every
/// process, at several gigabytes a second, for telling whether text changed between builds.
/// Not a defence against crafted collisions: a fingerprint, not a checksum for security.
package enum ByteDigest {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The digest of `bytes`, started from `seed`.
    package static func of(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let count = bytes.count
        var offset = 0
        var hash: UInt64
        if count >= 32 {
            var v1 = seed &+ prime1 &+ prime2
            var v2 = seed &+ prime2
            var v3 = seed
            var v4 = seed &- prime1
            while offset + 32 <= count {
                v1 = round(v1, word(bytes, offset))
                v2 = round(v2, word(bytes, offset + 8))
                v3 = round(v3, word(bytes, offset + 16))
                v4 = round(v4, word(bytes, offset + 24))
                offset += 32
            }
            hash = converged(v1, v2, v3, v4)
        } else {
            hash = seed &+ prime5
        }
        return finish(hash &+ UInt64(count), tail: UnsafeRawBufferPointer(rebasing: bytes[offset...]))
    }

    /// The four lanes of 32-byte stripes made one.
    @inline(__always) private static func converged(_ v1: UInt64, _ v2: UInt64, _ v3: UInt64, _ v4: UInt64)
        -> UInt64
    {
        var hash = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
        hash = merge(hash, v1)
        hash = merge(hash, v2)
        hash = merge(hash, v3)
        return merge(hash, v4)
    }

    /// The last steps of a digest: the bytes after the last whole 32-byte stripe, then the
    /// final mixing.
    @inline(__always) private static func finish(_ start: UInt64, tail bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash = start
        let count = bytes.count
        var offset = 0
        while offset + 8 <= count {
            hash ^= round(0, word(bytes, offset))
            hash = rotate(hash, 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            let half = UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
            hash ^= half &* prime1
            hash = rotate(hash, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash ^= UInt64(bytes[offset]) &* prime5
            hash = rotate(hash, 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash = hash &* prime2
        hash ^= hash >> 29
        hash = hash &* prime3
        hash ^= hash >> 32
        return hash
    }

    /// The digest of bytes given a piece at a time: the same number as ``of(_:seed:)`` of the
    /// pieces joined, without joining them (a build-cache file written from its parts).
    package struct Stream {
        private var v1: UInt64
        private var v2: UInt64
        private var v3: UInt64
        private var v4: UInt64
        private let seed: UInt64
        private var total = 0
        /// Bytes short of a whole 32-byte stripe, waiting for the next piece.
        private var pending: [UInt8] = []

        package init(seed: UInt64 = 0) {
            self.seed = seed
            v1 = seed &+ prime1 &+ prime2
            v2 = seed &+ prime2
            v3 = seed
            v4 = seed &- prime1
            pending.reserveCapacity(32)
        }

        package mutating func add(_ bytes: UnsafeRawBufferPointer) {
            total += bytes.count
            var offset = 0
            if !pending.isEmpty {
                let taken = min(32 - pending.count, bytes.count)
                pending += UnsafeRawBufferPointer(rebasing: bytes[0..<taken])
                offset = taken
                guard pending.count == 32 else { return }
                pending.withUnsafeBytes { stripe($0, 0) }
                pending.removeAll(keepingCapacity: true)
            }
            while offset + 32 <= bytes.count {
                stripe(bytes, offset)
                offset += 32
            }
            pending += UnsafeRawBufferPointer(rebasing: bytes[offset...])
        }

        package mutating func add(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { add($0) }
        }

        @inline(__always) private mutating func stripe(_ bytes: UnsafeRawBufferPointer, _ offset: Int) {
            v1 = round(v1, word(bytes, offset))
            v2 = round(v2, word(bytes, offset + 8))
            v3 = round(v3, word(bytes, offset + 16))
            v4 = round(v4, word(bytes, offset + 24))
        }

        /// The digest of everything added.
        package func finish() -> UInt64 {
            let hash = total >= 32 ? converged(v1, v2, v3, v4) : seed &+ prime5
            return pending.withUnsafeBytes { ByteDigest.finish(hash &+ UInt64(total), tail: $0) }
        }
    }

    /// The digest of a string's UTF-8 bytes (as stored: no Unicode normalization, so two
    /// spellings of "é" differ, as the files written from them do).
    package static func of(_ text: String, seed: UInt64 = 0) -> UInt64 {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0), seed: seed) }
    }

    @inline(__always) private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
    }

    @inline(__always) private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }

    @inline(__always) private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    @inline(__always) private static func merge(_ accumulator: UInt64, _ value: UInt64) -> UInt64 {
        (accumulator ^ round(0, value)) &* prime1 &+ prime4
    }
}

/// Strings compared and hashed by their UTF-8 bytes, for values whose bytes end up in a file:
/// Swift's own `==` and `hash(into:)` on `String` work on canonical equivalence, which
/// normalizes non-ASCII text on every call, which is slow, and treats two spellings that write
/// different files as the same.
package enum ByteText {
    package static func equal(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { first in
            b.withUTF8 { second in
                first.count == second.count
                    && (first.baseAddress == second.baseAddress || first.elementsEqual(second))
            }
        }
    }

    /// Feeds the text's length and digest to `hasher`.
    package static func hash(_ text: String, into hasher: inout Hasher) {
        hasher.combine(text.utf8.count)
        hasher.combine(ByteDigest.of(text))
    }
}
