import Glibc

/// Entries read from a folder with `readdir`.
package enum DirectoryEntry {
    /// The name of the entry `readdir` returned. Read in place: a `dirent` is only as long as
    /// its name, so copying the whole `d_name` field (256 bytes) read past the last entry of
    /// the folder's buffer (AddressSanitizer found it).
    package static func name(_ entry: UnsafeMutablePointer<dirent>) -> String {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
    }
}
