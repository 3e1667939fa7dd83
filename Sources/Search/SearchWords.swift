import Foundation

/// How text is cut into the words the index holds. `Templates/assets/search.js` cuts the
/// visitor's query the same way; the two must agree, and the tests check both on the same text.
///
/// - A word is a run of letters, marks and digits, lowercased.
/// - A word written in camel case is also indexed by its parts (`swipeActions` gives
///   `swipeactions`, `swipe`, `actions`), so that API names are found whole and by part.
/// - Scripts written without spaces between words (Han, Hiragana, Katakana, Thai, Lao, Khmer,
///   Myanmar) are cut into overlapping pairs of characters (bigrams), the usual substitute for a
///   dictionary of words; a lone character stays a word.
package enum SearchWords {
    /// The words of a text, in order, with the camel-case parts after their whole word.
    package static func words(_ text: String) -> [String] { terms(text).map(\.word) }

    /// The words of a text, each marked when it is only a camel-case part of a longer word (a
    /// part counts less: `scroll` in `ScrollView` says less than the word `scroll`).
    ///
    /// A run of ASCII letters and digits, most of any catalog's words, is lowercased and split
    /// byte by byte; any other run goes through the Unicode tables (`asciiFastPath: false` sends
    /// every run there, which the tests compare with).
    package static func terms(_ text: String, asciiFastPath: Bool = true) -> [(word: String, isPart: Bool)] {
        var result: [(word: String, isPart: Bool)] = []
        forEachTerm(text, asciiFastPath: asciiFastPath) { word, isPart in
            result.append((String(decoding: word, as: UTF8.self), isPart))
        }
        return result
    }

    /// Each term of ``terms(_:asciiFastPath:)``, in the same order, as the UTF-8 bytes of the
    /// word (valid only during the call), so that an index can look most words up without
    /// making a String of them.
    static func forEachTerm(
        _ text: String, asciiFastPath: Bool = true, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void
    ) {
        var text = text
        text.withUTF8 { bytes in
            var scanner = TermScanner(asciiFastPath: asciiFastPath)
            scanner.scan(bytes, body)
        }
    }

    /// The walk of ``forEachTerm(_:asciiFastPath:_:)`` over a text's UTF-8 bytes, its state in
    /// one value rather than in variables captured by a nested function (which Swift boxes
    /// and checks on every access).
    private struct TermScanner {
        let asciiFastPath: Bool
        /// The current run of word characters: where it starts, whether it is all ASCII, and
        /// whether its characters belong to a script written without spaces.
        var runStart = -1
        var isASCII = true
        var isUnspacedRun = false
        /// Scratch space for a lowered ASCII run and its camel-case part starts.
        var lowered: [UInt8] = []
        var partStarts: [Int] = []

        init(asciiFastPath: Bool) {
            self.asciiFastPath = asciiFastPath
        }

        mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void) {
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte < 0x80 {
                    if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
                        || (byte >= 0x30 && byte <= 0x39)
                    {
                        if runStart >= 0 && isUnspacedRun { flush(bytes, index, body) }
                        if runStart < 0 {
                            runStart = index
                            isASCII = true
                            isUnspacedRun = false
                        }
                    } else if runStart >= 0 {
                        flush(bytes, index, body)
                    }
                    index += 1
                    continue
                }
                // A scalar of several bytes (the string is valid UTF-8).
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length { value = value << 6 | (UInt32(bytes[index + offset]) & 0x3F) }
                let scalar = Unicode.Scalar(value)!
                if isWordCharacter(scalar) {
                    let unspaced = isUnspaced(scalar)
                    if runStart >= 0 && isUnspacedRun != unspaced { flush(bytes, index, body) }
                    if runStart < 0 {
                        runStart = index
                        isUnspacedRun = unspaced
                    }
                    isASCII = false
                } else {
                    flush(bytes, index, body)
                }
                index += length
            }
            flush(bytes, count, body)
        }

        /// Gives the terms of the run that ends at `end`, if one is open.
        mutating func flush(
            _ bytes: UnsafeBufferPointer<UInt8>, _ end: Int, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void
        ) {
            guard runStart >= 0 else { return }
            let run = UnsafeBufferPointer(rebasing: bytes[runStart..<end])
            runStart = -1
            if isASCII && asciiFastPath {
                eachASCIITerm(run, lowered: &lowered, partStarts: &partStarts, body)
            } else {
                var terms: [(String, Bool)] = []
                appendScalars(Array(String(decoding: run, as: UTF8.self).unicodeScalars), to: &terms)
                for (word, isPart) in terms {
                    var word = word
                    word.withUTF8 { body($0, isPart) }
                }
            }
        }
    }

    /// A run of ASCII letters and digits: the word lowercased, then its camel-case parts,
    /// lowered into `lowered` (scratch space kept between runs, like `partStarts`).
    private static func eachASCIITerm(
        _ run: UnsafeBufferPointer<UInt8>, lowered: inout [UInt8], partStarts: inout [Int],
        _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void
    ) {
        lowered.removeAll(keepingCapacity: true)
        partStarts.removeAll(keepingCapacity: true)
        var previousLowerOrDigit = false
        for index in 0..<run.count {
            let byte = run[index]
            let upper = byte >= 0x41 && byte <= 0x5A
            if upper && previousLowerOrDigit { partStarts.append(index) }
            previousLowerOrDigit = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            lowered.append(upper ? byte + 0x20 : byte)
        }
        lowered.withUnsafeBufferPointer { word in
            body(word, false)
            guard !partStarts.isEmpty else { return }
            var start = 0
            for end in partStarts + [word.count] {
                body(UnsafeBufferPointer(rebasing: word[start..<end]), true)
                start = end
            }
        }
    }

    /// The terms of one run of ``runs(_:)``, through the Unicode tables: with `runs`, the
    /// scalar-by-scalar reference the tests compare `terms` with.
    static func termsOfRun(_ run: [Unicode.Scalar]) -> [(word: String, isPart: Bool)] {
        var result: [(String, Bool)] = []
        appendScalars(run, to: &result)
        return result
    }

    /// Any other run, through the Unicode tables.
    private static func appendScalars(_ run: [Unicode.Scalar], to result: inout [(String, Bool)]) {
        if isUnspaced(run.first!) {
            result += bigrams(run).map { ($0, false) }
            return
        }
        result.append((String(String.UnicodeScalarView(run)).lowercased(), false))
        guard hasCaseChange(run) else { return }
        let parts = camelCaseParts(run)
        if parts.count > 1 { result += parts.map { (String(String.UnicodeScalarView($0)).lowercased(), true) } }
    }

    /// A word without case and accents: lowercase, marks of U+0300–U+036F removed, recomposed.
    /// The browser folds with `toLowerCase().normalize("NFD")`, the same removal and
    /// `normalize("NFC")`.
    package static func fold(_ word: String) -> String {
        let decomposed = word.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars
        let kept = decomposed.filter { !(0x300...0x36F).contains($0.value) }
        return String(String.UnicodeScalarView(kept)).precomposedStringWithCanonicalMapping
    }

    /// Runs of word characters, split again where a spaced script meets an unspaced one.
    static func runs(_ text: String) -> [[Unicode.Scalar]] {
        var runs: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            guard isWordCharacter(scalar) else {
                if !current.isEmpty { runs.append(current) }
                current = []
                continue
            }
            if let last = current.last, isUnspaced(last) != isUnspaced(scalar) {
                runs.append(current)
                current = []
            }
            current.append(scalar)
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// The blocks of scripts written without spaces between words. The same list is in search.js.
    static let unspacedRanges: [ClosedRange<UInt32>] = [
        0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF, 0x31F0...0x31FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x2FFFF,
    ]

    static func isUnspaced(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x0E00 && unspacedRanges.contains { $0.contains(scalar.value) }
    }

    static func bigrams(_ run: [Unicode.Scalar]) -> [String] {
        let lowered = run.map { String($0).lowercased() }
        guard lowered.count > 1 else { return lowered }
        return (0..<(lowered.count - 1)).map { lowered[$0] + lowered[$0 + 1] }
    }

    /// True when a lowercase letter or digit is followed by an uppercase one (ASCII checked
    /// without the Unicode tables, which most words need no more than that).
    static func hasCaseChange(_ run: [Unicode.Scalar]) -> Bool {
        var previousLowerOrDigit = false
        for scalar in run {
            let upper: Bool
            let lowerOrDigit: Bool
            if scalar.isASCII {
                upper = (0x41...0x5A).contains(scalar.value)
                lowerOrDigit = (0x61...0x7A).contains(scalar.value) || (0x30...0x39).contains(scalar.value)
            } else {
                upper = scalar.properties.isUppercase
                lowerOrDigit = !upper && (scalar.properties.isLowercase || scalar.properties.numericType != nil)
            }
            if upper && previousLowerOrDigit { return true }
            previousLowerOrDigit = lowerOrDigit
        }
        return false
    }

    /// Parts split where a lowercase letter or digit is followed by an uppercase one.
    static func camelCaseParts(_ run: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var parts: [[Unicode.Scalar]] = [[]]
        for scalar in run {
            if let last = parts[parts.count - 1].last, !last.properties.isUppercase,
                last.properties.isLowercase || last.properties.numericType != nil,
                scalar.properties.isUppercase
            {
                parts.append([])
            }
            parts[parts.count - 1].append(scalar)
        }
        return parts.filter { !$0.isEmpty }
    }
}
