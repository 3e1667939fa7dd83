// MARK: - Keyword lookup

/// A word of up to 16 bytes packed into two integers, so comparing words allocates nothing.
struct Word: Equatable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    init() {}

    /// A slot index of `bits` bits, from a multiplicative hash of the packed bytes.
    func hashSlot(bits: Int) -> Int {
        Int(truncatingIfNeeded: ((low ^ (high &* 31)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        var shift: UInt64 = 0
        for position in range.prefix(16) {
            if shift < 64 {
                low |= UInt64(bytes[position]) << shift
            } else {
                high |= UInt64(bytes[position]) << (shift - 64)
            }
            shift += 8
        }
    }

    init(_ word: String) {
        var word = word
        self = word.withUTF8 { Word($0, 0..<$0.count) }
    }
}

/// A small open-addressing hash set of words: a lookup packs the candidate once and usually
/// compares it with a single slot.
///
/// A flat array on purpose: arrays nested in arrays are retained when read, and threads
/// highlighting at once would all write to that shared reference count.
struct WordList: Sendable {
    /// Slots; an empty slot holds the zero word, which no real word packs to.
    let slots: [Word]
    static let slotBits = 8

    init(_ list: [String]) {
        var slots = [Word](repeating: Word(), count: 1 << Self.slotBits)
        for word in list.map(Word.init) {
            var slot = word.hashSlot(bits: Self.slotBits)
            while slots[slot] != Word() { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = word
        }
        self.slots = slots
    }

    func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard range.count <= 16 else { return false }
        let word = Word(bytes, range)
        var slot = word.hashSlot(bits: Self.slotBits)
        while true {
            let candidate = slots[slot]
            if candidate == word { return true }
            if candidate == Word() { return false }
            slot = (slot + 1) & (slots.count - 1)
        }
    }
}

extension Word: Sendable {}

// MARK: - Character classes

/// Letters, `_`, `$` (for `$0` and projected values) and any non-ASCII byte, so a multi-byte
/// character is never split.
func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
}

func isIdentifierContinuation(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
}

/// Whether `byte` may begin something other than plain text: a comment, string, directive,
/// attribute, number, identifier, or a parenthesis that interpolation tracks.
func mayStartToken(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "@"),
        UInt8(ascii: "`"), UInt8(ascii: "("), UInt8(ascii: ")"):
        return true
    default:
        return isIdentifierContinuation(byte)
    }
}

func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
}

func isUppercase(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
}
