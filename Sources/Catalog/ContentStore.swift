import Foundation

/// The one way the loader reads files, so that tests can load a catalog from memory.
///
/// Paths are relative to the content folder and use `/`.
public protocol ContentStore: Sendable {
    /// The names of the entries of a folder, sorted, without hidden ones.
    func entries(in folder: String) throws -> [String]
    func isFolder(_ path: String) -> Bool
    func fileExists(_ path: String) -> Bool
    /// The size of a file in bytes, or nil when it cannot be read.
    func size(of path: String) -> Int?
    func bytes(of path: String) throws -> [UInt8]
    /// The file's path on disk, for tools that need one (such as `swiftc -parse`), or nil.
    func diskPath(of path: String) -> String?
}

/// A content folder on disk.
public struct DiskContentStore: ContentStore {
    public let root: String

    public init(root: String) {
        self.root = root
    }

    private func full(_ path: String) -> String { path.isEmpty ? root : root + "/" + path }

    public func entries(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: full(folder))
            .filter { !$0.hasPrefix(".") }
            .sorted()
    }

    public func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: full(path), isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    public func fileExists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: full(path))
    }

    public func size(of path: String) -> Int? {
        var info = stat()
        guard stat(full(path), &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    public func bytes(of path: String) throws -> [UInt8] {
        let handle = open(full(path), O_RDONLY)
        guard handle >= 0 else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: full(path)])
        }
        defer { close(handle) }
        var info = stat()
        let expected = fstat(handle, &info) == 0 ? Int(info.st_size) : 0
        // One allocation of the file's size; the loop also copes with a file that grows.
        var result = [UInt8](repeating: 0, count: max(expected, 0) + 1)
        var count = 0
        while true {
            if count == result.count { result += [UInt8](repeating: 0, count: max(result.count, 4096)) }
            let read = result.withUnsafeMutableBytes { buffer in
                Foundation.read(handle, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: full(path)]) }
            if read == 0 { break }
            count += read
        }
        result.removeLast(result.count - count)
        return result
    }

    public func diskPath(of path: String) -> String? { full(path) }
}

/// A content folder held in memory, for tests.
public struct MemoryContentStore: ContentStore {
    public var files: [String: [UInt8]]

    public init(files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    public init(rawFiles: [String: [UInt8]]) {
        self.files = rawFiles
    }

    public func entries(in folder: String) throws -> [String] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        var names: Set<String> = []
        for path in files.keys where path.hasPrefix(prefix) {
            let rest = path.dropFirst(prefix.count)
            if let name = rest.split(separator: "/").first, !name.hasPrefix(".") {
                names.insert(String(name))
            }
        }
        if names.isEmpty && !isFolder(folder) {
            throw CocoaError(.fileReadNoSuchFile)
        }
        return names.sorted()
    }

    public func isFolder(_ path: String) -> Bool {
        let prefix = path.isEmpty ? "" : path + "/"
        return files.keys.contains { $0.hasPrefix(prefix) }
    }

    public func fileExists(_ path: String) -> Bool { files[path] != nil || isFolder(path) }
    public func size(of path: String) -> Int? { files[path]?.count }

    public func bytes(of path: String) throws -> [UInt8] {
        guard let bytes = files[path] else { throw CocoaError(.fileReadNoSuchFile) }
        return bytes
    }

    public func diskPath(of path: String) -> String? { nil }
}
