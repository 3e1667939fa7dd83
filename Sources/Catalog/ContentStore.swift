import Foundation

/// The one way the loader reads files, so that tests can load a catalog from memory.
///
/// Paths are relative to the content folder and use `/`.
package protocol ContentStore: Sendable {
    /// The names of the entries of a folder, sorted, hidden ones (starting with `.`) included.
    func entries(in folder: String) throws(ContentReadError) -> [String]
    /// True for a folder inside the store (a link to a folder inside it counts).
    func isFolder(_ path: String) -> Bool
    func fileExists(_ path: String) -> Bool
    /// The bytes of a regular file inside the store, at most `limit` of them.
    func bytes(of path: String, limit: Int) throws(ContentReadError) -> [UInt8]
    /// The file's path on disk, for tools that need one (such as `swiftc -parse`), or nil.
    func diskPath(of path: String) -> String?
}
