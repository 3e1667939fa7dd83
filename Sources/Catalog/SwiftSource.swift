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

    package init(diskPath: String, displayPath: String, textHash: UInt64, text: String = "") {
        self.diskPath = diskPath
        self.displayPath = displayPath
        self.textHash = textHash
        self.text = text
    }

    /// A call site declared in a page, parsed in a function as `swiftc` sees a file: written to
    /// a temporary file by ``SwiftSyntaxCheck`` (an empty `diskPath`), its lines at the page's.
    package static func callSite(_ text: String, at location: SourceLocation) -> SwiftSource {
        let wrapped = String(repeating: "\n", count: max(0, location.line - 2)) + "func usage() {\n" + text + "\n}\n"
        return SwiftSource(diskPath: "", displayPath: location.path, textHash: hash(wrapped), text: wrapped)
    }

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
