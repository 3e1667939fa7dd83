import Foundation

/// The pages a stem occurs in, with how well, as a compact string the browser decodes.
///
/// Each page is a letter `A`…`Z` (the score level, see ``level(_:)``) followed by the distance
/// from the previous page's number in base 36 (`0-9a-z`), left out when it is 1. The first
/// page's distance is counted from -1. A stem found in every page of 10,000 costs 10,000 bytes.
package enum Postings {
    /// The levels of score: level `n` stands for `base * 2^(n / perDoubling)`.
    package static let levels = 26
    package static let base = 0.05
    package static let perDoubling = 2.5

    /// The level (0…25) that stands for a score.
    package static func level(_ score: Double) -> Int {
        guard score > base else { return 0 }
        let exact = (score / base).log2 * perDoubling
        return min(levels - 1, max(0, Int(exact.rounded())))
    }

    /// The score a level stands for.
    package static func score(_ level: Int) -> Double { base * (Double(level) / perDoubling).exp2 }

    /// The string for pages in increasing order of number.
    package static func encode(_ entries: [(document: Int, score: Double)]) -> String {
        var text: [UInt8] = []
        var previous = -1
        for entry in entries {
            text.append(UInt8(ascii: "A") + UInt8(level(entry.score)))
            let gap = entry.document - previous
            if gap != 1 { text += Array(String(gap, radix: 36).utf8) }
            previous = entry.document
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The same string from pages and levels already made (``TermTable``'s postings). It holds
    /// only `A`–`Z` and base-36 digits, so it needs no escaping in JSON.
    package static func encode(levels entries: [(page: Int32, level: UInt8)]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(entries.count * 2)
        var previous: Int32 = -1
        for entry in entries {
            text.append(UInt8(ascii: "A") + entry.level)
            let gap = Int(entry.page) - Int(previous)
            if gap != 1 { text += Array(String(gap, radix: 36).utf8) }
            previous = entry.page
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The pages and levels of an encoded string (the browser's decoder, for tests).
    package static func decode(_ text: String) -> [(document: Int, level: Int)] {
        var result: [(Int, Int)] = []
        var previous = -1
        var level = -1
        var gap = ""
        func flush() {
            guard level >= 0 else { return }
            previous += gap.isEmpty ? 1 : Int(gap, radix: 36) ?? 1
            result.append((previous, level))
            gap = ""
        }
        for byte in text.utf8 {
            if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
                flush()
                level = Int(byte - UInt8(ascii: "A"))
            } else {
                gap.append(Character(Unicode.Scalar(byte)))
            }
        }
        flush()
        return result
    }
}

extension Double {
    fileprivate var log2: Double { Foundation.log2(self) }
    fileprivate var exp2: Double { Foundation.exp2(self) }
}
