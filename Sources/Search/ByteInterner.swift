import Foundation

/// Numbers for short byte strings (the words of an index), found from the bytes alone, so
/// that a word seen before costs a hash and a comparison rather than a String and a
/// dictionary lookup.
struct ByteInterner {
    private struct Entry {
        let start: Int32
        let length: Int32
        let hash: UInt64
        let value: Int32
    }

    /// The bytes of every word, one after the other.
    private var arena: [UInt8] = []
    private var entries: [Entry] = []
    /// Open addressing: indices into `entries`, -1 where empty; the count is a power of two.
    private var slots: [Int32]

    /// A table that grows from room for about `capacity` words.
    init(capacity: Int = 32) {
        var count = 16
        while count < capacity * 2 { count *= 2 }
        slots = [Int32](repeating: -1, count: count)
    }

    /// The number kept for `word`, or the one `make` gives, kept from now on.
    mutating func value(for word: UnsafeBufferPointer<UInt8>, orAdd make: () -> Int32) -> Int32 {
        let hash = Self.hash(word)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = slots[slot]
            if index < 0 { break }
            let entry = entries[Int(index)]
            if entry.hash == hash && Int(entry.length) == word.count && matches(entry, word) { return entry.value }
            slot = (slot + 1) & mask
        }
        let value = make()
        slots[slot] = Int32(entries.count)
        entries.append(Entry(start: Int32(arena.count), length: Int32(word.count), hash: hash, value: value))
        arena.append(contentsOf: word)
        if entries.count * 2 > slots.count { grow() }
        return value
    }

    private func matches(_ entry: Entry, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = word.baseAddress else { return entry.length == 0 }
        return arena.withUnsafeBufferPointer { arena in
            memcmp(arena.baseAddress! + Int(entry.start), base, word.count) == 0
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    /// FNV-1a, then mixed so that the low bits the slots use depend on every byte.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        hash ^= hash >> 29
        hash = hash &* 0xbf58_476d_1ce4_e5b9
        return hash ^ (hash >> 32)
    }
}
