import Diagnostics
import Foundation

/// A file or folder of the output that could not be written, or an output folder the build
/// refuses to write into.
package struct OutputError: Error, CustomStringConvertible, Sendable {
    package let id: Diagnostic.ID
    package let path: String
    package let reason: String
    var line = 1

    package init(_ id: Diagnostic.ID = "output.write", path: String, reason: String, line: Int = 1) {
        self.id = id
        self.path = path
        self.reason = reason
        self.line = line
    }

    init(_ id: Diagnostic.ID = "output.write", path: String, errno code: Int32, doing action: String) {
        self.init(id, path: path, reason: "cannot \(action): \(String(cString: strerror(code)))")
    }

    package var description: String { diagnostic.description }

    /// The error as the run reports it, at the path as the user named it.
    package var diagnostic: Diagnostic { .error(id, reason, at: SourceLocation(path: path, line: line, column: 1)) }
}
