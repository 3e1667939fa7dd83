import CSystem

/// Substring search over UTF-8 bytes: the same answer as a search by Unicode scalars
/// (UTF-8 is self-synchronising), without Foundation's `NSString` bridging and locale-aware
/// comparison, which are slow and not needed for text the build wrote.
package enum ByteSearch {
    /// The UTF-8 offset of the first occurrence of `needle` in `haystack`, or nil.
    package static func firstOffset(of needle: String, in haystack: Substring) -> Int? {
        var needle = needle
        var haystack = haystack
        return needle.withUTF8 { wanted -> Int? in
            if wanted.isEmpty { return 0 }
            return haystack.withUTF8 { text -> Int? in
                find(wanted, in: text)
            }
        }
    }

    /// The UTF-8 offset of the first occurrence of `needle` in `haystack`, or nil.
    package static func firstOffset(of needle: String, in haystack: String) -> Int? {
        firstOffset(of: needle, in: haystack[...])
    }

    /// Whether `haystack` holds `needle`, byte for byte.
    package static func contains(_ needle: String, in haystack: String) -> Bool {
        firstOffset(of: needle, in: haystack[...]) != nil
    }

    /// Whether `haystack` holds `needle`, byte for byte.
    package static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        if needle.isEmpty { return true }
        return haystack.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { wanted in
                find(wanted, in: text) != nil
            }
        }
    }

    /// The offset of the first occurrence of `wanted` in `text` (Glibc's `memmem`).
    package static func find(_ wanted: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !wanted.isEmpty else { return 0 }
        guard text.count >= wanted.count, let base = text.baseAddress else { return nil }
        let offset = catalog_find_bytes(base, text.count, wanted.baseAddress!, wanted.count)
        return offset < 0 ? nil : offset
    }
}
