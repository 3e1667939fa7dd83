import Foundation

/// The folder a build writes into: a temporary folder beside `Public/` that replaces it only
/// when the whole build succeeded.
///
/// The output before the current one is kept as `.Public.previous` and becomes the next
/// build's temporary folder: files are rewritten in place and the ones the new build does not
/// write are removed at the end. Creating and deleting tens of thousands of files on every
/// build is what makes a file system slow; rewriting them is not.
public final class OutputFolder: @unchecked Sendable {
    /// Where the files are written during the build.
    public let path: String
    /// The older output kept for reuse, beside the destination.
    let previousPath: String
    private let lock = NSLock()
    private var madeFolders: Set<String> = [""]
    private var writtenPaths: Set<String> = []
    private var writtenBytes = 0

    /// Prepares a temporary folder next to `destination`, reusing the output before last.
    public init(besides destination: String) throws {
        let url = URL(fileURLWithPath: destination).standardizedFileURL
        let parent = url.deletingLastPathComponent().path
        path = parent + "/.\(url.lastPathComponent).building-\(getpid())"
        previousPath = parent + "/.\(url.lastPathComponent).previous"
        try? FileManager.default.removeItem(atPath: path)
        // rename is atomic: of two builds started together, one takes the old folder.
        if rename(previousPath, path) != 0 {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
    }

    /// The number of files and bytes written so far.
    public var totals: (files: Int, bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (writtenPaths.count, writtenBytes)
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
        // O_TRUNC on a file the reused folder already has keeps its inode: the cheap path.
        var handle = open(full, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if handle < 0 && errno == EISDIR {
            // A reused folder may hold a folder where this build wants a file.
            try? FileManager.default.removeItem(atPath: full)
            handle = open(full, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        guard handle >= 0 else { throw OutputError(path: full, reason: String(cString: strerror(errno))) }
        defer { close(handle) }
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(handle, bytes.baseAddress! + offset, bytes.count - offset)
            guard count > 0 else { throw OutputError(path: full, reason: String(cString: strerror(errno))) }
            offset += count
        }
        lock.lock()
        writtenPaths.insert(relativePath)
        writtenBytes += bytes.count
        lock.unlock()
    }

    /// Makes a folder and its parents with plain `mkdir` calls: FileManager's version checks
    /// every level with several system calls, and the site has tens of thousands of folders.
    private func makeFolder(_ folder: String) throws {
        lock.lock()
        let known = madeFolders.contains(folder)
        lock.unlock()
        if known { return }
        if let slash = folder.lastIndex(of: "/") {
            try makeFolder(String(folder[..<slash]))
        }
        let full = path + "/" + folder
        if mkdir(full, 0o755) != 0 {
            var info = stat()
            // A reused folder may hold a file where this build wants a folder.
            if errno == EEXIST && stat(full, &info) == 0 && (info.st_mode & S_IFMT) != S_IFDIR {
                unlink(full)
            }
            if mkdir(full, 0o755) != 0 && errno != EEXIST {
                throw OutputError(path: full, reason: String(cString: strerror(errno)))
            }
        }
        lock.lock()
        madeFolders.insert(folder)
        lock.unlock()
    }

    /// Removes what an older build left in the reused folder and this build did not write.
    private func removeStaleFiles() {
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(atPath: path) else { return }
        var folders: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if madeFolders.contains(relative) { continue }
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path + "/" + relative, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                folders.append(relative)
            } else if !writtenPaths.contains(relative) {
                unlink(path + "/" + relative)
            }
        }
        // Deepest first, so that a folder is empty when its turn comes.
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(path + "/" + folder) }
    }

    /// Puts the finished folder in place of `destination`, and keeps the output it replaces
    /// for the next build to reuse.
    public func replace(_ destination: String) throws {
        removeStaleFiles()
        let fileManager = FileManager.default
        try? fileManager.removeItem(atPath: previousPath)
        if fileManager.fileExists(atPath: destination) {
            guard rename(destination, previousPath) == 0 else {
                throw OutputError(path: destination, reason: String(cString: strerror(errno)))
            }
        }
        guard rename(path, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = rename(previousPath, destination)
            throw OutputError(path: destination, reason: reason)
        }
    }

    /// Gives up the temporary folder after a failed build; `destination` is not touched.
    public func discard() {
        // Kept for reuse when there is no older output; its mixed content is cleaned next time.
        if rename(path, previousPath) != 0 {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}

/// A file of the output that could not be written.
public struct OutputError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): error: cannot write: \(reason)" }
}
