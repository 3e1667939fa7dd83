import Mustache
import TextUtilities

/// HTML the generator made (rendered Markdown, highlighted code, SVG), which templates insert
/// as is with `{{{name}}}`; its own type so that the reference of template variables says so.
///
/// Costly HTML (a drawing, highlighted code) can be made only when a page is rendered: it is
/// then told by a key, a hash of what it is made from, which is what the page's key takes in
/// its place (``PageStage``), so that a page kept from the last build never makes it.
struct HTML: TemplateValueConvertible, Hashable, Encodable {
    private let made: String?
    private let deferred: Deferred?

    /// HTML made when first asked for, once.
    final class Deferred: Sendable {
        let key: UInt64
        private let make: @Sendable () -> String
        private let text = Locked<String?>(nil)

        init(key: UInt64, make: @escaping @Sendable () -> String) {
            self.key = key
            self.make = make
        }

        var value: String {
            if let known = text.withLock({ $0 }) { return known }
            let value = make()
            text.withLock { $0 = value }
            return value
        }
    }

    init(_ text: String) {
        made = text
        deferred = nil
    }

    /// HTML made by `make` when a page is rendered; `key` is a hash of what it is made from.
    init(key: UInt64, make: @escaping @Sendable () -> String) {
        made = nil
        deferred = Deferred(key: key, make: make)
    }

    /// The same HTML made once for every page that shows it.
    init(shared: Deferred) {
        made = nil
        deferred = shared
    }

    var text: String { made ?? deferred?.value ?? "" }

    var templateValue: MustacheValue { .string(text) }

    /// What a page's key takes in its place: the key of deferred HTML, else its bytes' digest.
    var digest: UInt64 { deferred?.key ?? ByteDigest.of(text) }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let deferred { try container.encode(deferred.key) } else { try container.encode(text) }
    }

    // By key, or by bytes: these are the page's largest strings (drawings, highlighted code).
    static func == (a: HTML, b: HTML) -> Bool {
        if let one = a.deferred, let other = b.deferred { return one.key == other.key }
        return ByteText.equal(a.text, b.text)
    }

    func hash(into hasher: inout Hasher) {
        if let deferred { hasher.combine(deferred.key) } else { ByteText.hash(text, into: &hasher) }
    }

    static var templateType: TemplateType { .html }
}
