import CCmarkGFM
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps cmark-gfm's inline passes from spoiling one another.
///
/// cmark-gfm 0.29 marks the characters that start extension inlines (`~`, `|`, `:`, `w`) in one
/// process-wide table when a parser's inline pass starts (`cmark_parser_finish` calls
/// `cmark_manage_extensions_special_characters(parser, 1)`), and unmarks them when it ends: a
/// parser finishing while another is mid-pass makes the other miss strikethroughs, autolinks and
/// table pipes.
///
/// The program defines that function itself (``manageSpecialCharacters(_:_:)``), and the
/// library's call reaches it through the dynamic linker, which prefers the program's symbol:
/// once, before any parse, every extension's characters are marked with the library's own
/// function, and then neither a pass's start nor its end changes the table, so passes run in
/// parallel. Every parser attaches a subset of the same extensions, and a character marked for
/// an extension a parser lacks is read as text (a text node ends there; the HTML is the same).
/// Where the dynamic linker does not prefer the program's symbol (the library's own function
/// runs, which ``interposed`` tells), inline passes take turns under a lock instead.
final class InlinePassLock: @unchecked Sendable {
    static let shared = InlinePassLock()

    /// Whether the library's calls reach the program's function.
    let interposed: Bool
    private let lock = NSLock()

    private init() {
        cmark_gfm_core_extensions_ensure_registered()
        guard let real = Self.libraryFunction() else {
            interposed = false
            return
        }
        // The library's function marks every extension's characters, once.
        let parser: OpaquePointer = cmark_parser_new(CMARK_OPT_DEFAULT)
        for name in MarkdownExtension.allCases {
            if let syntaxExtension = cmark_find_syntax_extension(name.rawValue) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        real(parser, 1)
        // A pass whose calls do not reach the program's function would unmark them at its end.
        Self.calls.store(0, ordering: .relaxed)
        cmark_parser_feed(parser, "a ~b~", 5)
        cmark_node_free(cmark_parser_finish(parser))
        interposed = Self.calls.load(ordering: .relaxed) == 2
        if !interposed { real(parser, 0) }
        cmark_parser_free(parser)
    }

    /// The library's `cmark_manage_extensions_special_characters`, found past the program's.
    private static func libraryFunction() -> (@convention(c) (OpaquePointer?, Int32) -> Void)? {
        guard let next = UnsafeMutableRawPointer(bitPattern: -1),  // RTLD_NEXT
            let symbol = dlsym(next, "cmark_manage_extensions_special_characters")
        else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (OpaquePointer?, Int32) -> Void).self)
    }

    /// How many times the library called the program's function.
    fileprivate static let calls = Atomic<Int>(0)

    /// Runs an inline pass: at once when passes cannot spoil one another, else in turn.
    func withLock<Result>(_ body: () -> Result) -> Result {
        if interposed { return body() }
        return lock.withLock(body)
    }
}

/// The program's `cmark_manage_extensions_special_characters`, which the library's inline pass
/// calls at its start and end: it leaves the table as ``InlinePassLock`` set it.
@_cdecl("cmark_manage_extensions_special_characters")
package func manageSpecialCharacters(_ parser: OpaquePointer?, _ add: Int32) {
    InlinePassLock.calls.add(1, ordering: .relaxed)
}
