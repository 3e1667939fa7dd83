import CStemmer

/// A Snowball stemmer from libstemmer for one language, picked by its ISO 639 code (`en`,
/// `es`). A language Snowball has no algorithm for gets no stemmer (`init?` returns nil).
///
/// One stemmer is not safe to share between threads (libstemmer keeps its working buffer in
/// it): make one per thread of work.
package final class Stemmer {
    private let stemmer: OpaquePointer

    /// The stemmer for a language code, or nil when Snowball has none for it.
    package init?(language: String) {
        guard !language.isEmpty, let made = sb_stemmer_new(language, "UTF_8") else { return nil }
        stemmer = made
    }

    deinit { sb_stemmer_delete(stemmer) }

    /// The stem of one lowercase word.
    package func stem(_ word: String) -> String {
        let bytes = Array(word.utf8)
        guard let result = sb_stemmer_stem(stemmer, bytes, Int32(bytes.count)) else { return word }
        let length = Int(sb_stemmer_length(stemmer))
        return String(decoding: UnsafeBufferPointer(start: result, count: length), as: UTF8.self)
    }
}
