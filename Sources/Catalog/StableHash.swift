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

extension StableHash {
    public mutating func combine(_ flag: Bool) { combine(UInt64(flag ? 1 : 0)) }

    public mutating func combine(_ number: Double) { combine(number.bitPattern) }

    /// An optional: a mark of whether it is there, then the value.
    public mutating func combine(_ text: String?) {
        combine(text != nil)
        if let text { combine(text) }
    }

    public mutating func combine(_ number: UInt64?) {
        combine(number != nil)
        if let number { combine(number) }
    }

    public mutating func combine(_ number: Int?) {
        combine(number != nil)
        if let number { combine(number) }
    }

    /// The value as an `Int`, for keys kept beside Swift's hash values.
    public func finalize() -> Int { Int(bitPattern: UInt(value)) }
}

extension LocalizedText {
    /// Every language's text, in the order of the language codes.
    func combine(into hash: inout StableHash) {
        hash.combine(fallbackLanguage)
        for code in texts.keys.sorted() {
            hash.combine(code)
            hash.combine(texts[code])
        }
        hash.combine(-1)
    }
}

extension SiteSettings {
    /// A hash of every setting that is the same in every process (Swift's `Hasher` is not),
    /// for keys a build keeps for the next one.
    public var stableKey: UInt64 {
        var hash = StableHash()
        title.combine(into: &hash)
        description.combine(into: &hash)
        hash.combine(baseURL)
        for language in languages {
            hash.combine(language.code)
            hash.combine(language.name)
        }
        hash.combine(-1)
        for category in categories {
            hash.combine(category.slug)
            category.name.combine(into: &hash)
            category.summary.combine(into: &hash)
        }
        hash.combine(-1)
        for level in levels {
            hash.combine(level.slug)
            level.name.combine(into: &hash)
        }
        return hash.value
    }
}
