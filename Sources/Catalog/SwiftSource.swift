import Diagnostics
import Foundation

/// A Swift source to parse: where it is, how to name it, and a hash of its text, by which the
/// store keeps the surface of a source that parsed without an error.
package struct SwiftSource: Sendable, Hashable, Codable {
    package let diskPath: String
    package let displayPath: String
    package let textHash: UInt64
    /// The source's text, which the compiler's parse tree points into.
    package let text: String
    /// For a call site, which call it is and where it starts: noted on each error in it.
    package var note: Diagnostic.Note? = nil

    package init(
        diskPath: String, displayPath: String, textHash: UInt64, text: String = "", note: Diagnostic.Note? = nil
    ) {
        self.diskPath = diskPath
        self.displayPath = displayPath
        self.textHash = textHash
        self.text = text
        self.note = note
    }

    /// A call site declared in a page, parsed in a function as `swiftc` sees a file: written to
    /// a temporary file by ``SwiftSyntaxCheck`` (an empty `diskPath`), its lines at the page's.
    package static func callSite(_ text: String, at location: SourceLocation) -> SwiftSource {
        let wrapped = String(repeating: "\n", count: max(0, location.line - 2)) + "func usage() {\n" + text + "\n}\n"
        return SwiftSource(
            diskPath: "", displayPath: location.path, textHash: hash(wrapped), text: wrapped,
            note: Diagnostic.Note("in the call this page declares as its usage", at: location))
    }

    /// The call a component page shows under Usage, cut from the `#Preview` of the source
    /// `location` names: parsed in a function, at its own line and column of that source, so
    /// that the compiler's errors name the source's lines. (A source's first line is its licence
    /// comment, so the function's first line always fits above the call.)
    package static func previewCall(_ written: String, at location: SourceLocation) -> SwiftSource {
        let wrapped =
            String(repeating: "\n", count: max(0, location.line - 2)) + "func usage() {\n"
            + String(repeating: " ", count: max(0, location.column - 1)) + written + "\n}\n"
        return SwiftSource(
            diskPath: "", displayPath: location.path, textHash: hash(wrapped), text: wrapped,
            note: Diagnostic.Note("in the call the page shows under Usage, cut from this #Preview", at: location))
    }

    /// A call site, declared in a page or cut from a `#Preview`: it has no file of its own.
    package var isCallSite: Bool { diskPath.isEmpty }

    /// What tells a source from the call site cut from it, which is named by the same path.
    package var identity: String { isCallSite ? "usage " + displayPath : displayPath }

    /// FNV-1a over the text's bytes: cheap, and stable across runs and machines.
    package static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
