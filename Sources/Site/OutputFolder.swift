import Foundation

/// The folder a build writes into: a fresh temporary folder beside `Public/` that replaces it
/// only when the whole build succeeded.
public final class OutputFolder: @unchecked Sendable {
    /// Where the files are written during the build.
    public let path: String
    private let lock = NSLock()
    private var madeFolders: Set<String> = [""]
    private var written = 0
    private var writtenBytes = 0

    /// Creates an empty temporary folder next to `destination`.
    public init(besides destination: String) throws {
        let url = URL(fileURLWithPath: destination).standardizedFileURL
        let parent = url.deletingLastPathComponent().path
        let name = ".\(url.lastPathComponent).building-\(getpid())"
        path = parent + "/" + name
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The number of files and bytes written so far.
    public var totals: (files: Int, bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (written, writtenBytes)
    }

    /// Writes one file, making its folders as needed. Safe to call from several threads.
    public func write(_ relativePath: String, _ text: String) throws {
        var text = text
        try text.withUTF8 { try write(relativePath, bytes: UnsafeRawBufferPointer($0)) }
    }

    public func write(_ relativePath: String, bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write(relativePath, bytes: $0) }
    }

    private func write(_ relativePath: String, bytes: UnsafeRawBufferPointer) throws {
        if let slash = relativePath.lastIndex(of: "/") {
            try makeFolder(String(relativePath[..<slash]))
        }
        let full = path + "/" + relativePath
        let handle = open(full, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard handle >= 0 else { throw OutputError(path: full, reason: String(cString: strerror(errno))) }
        defer { close(handle) }
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(handle, bytes.baseAddress! + offset, bytes.count - offset)
            guard count > 0 else { throw OutputError(path: full, reason: String(cString: strerror(errno))) }
            offset += count
        }
        lock.lock()
        written += 1
        writtenBytes += bytes.count
        lock.unlock()
    }

    private func makeFolder(_ folder: String) throws {
        lock.lock()
        let known = madeFolders.contains(folder)
        lock.unlock()
        if known { return }
        try FileManager.default.createDirectory(atPath: path + "/" + folder, withIntermediateDirectories: true)
        lock.lock()
        madeFolders.insert(folder)
        lock.unlock()
    }

    /// Puts the finished folder in place of `destination`; the previous one is removed only
    /// after the new one is in place.
    public func replace(_ destination: String) throws {
        let fileManager = FileManager.default
        let old = path + ".previous"
        try? fileManager.removeItem(atPath: old)
        if fileManager.fileExists(atPath: destination) {
            guard rename(destination, old) == 0 else {
                throw OutputError(path: destination, reason: String(cString: strerror(errno)))
            }
        }
        guard rename(path, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = rename(old, destination)
            throw OutputError(path: destination, reason: reason)
        }
        try? fileManager.removeItem(atPath: old)
    }

    /// Removes the temporary folder after a failed build.
    public func discard() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A file of the output that could not be written.
public struct OutputError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): error: cannot write: \(reason)" }
}
