import Foundation

/// A content folder held in memory, for tests.
package struct MemoryContentStore: ContentStore {
    package var files: [String: [UInt8]]

    package init(files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    package init(rawFiles: [String: [UInt8]]) {
        self.files = rawFiles
    }

    package func entries(in folder: String) throws(ContentReadError) -> [String] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        var names: Set<String> = []
        for path in files.keys where path.hasPrefix(prefix) {
            if let name = path.dropFirst(prefix.count).split(separator: "/").first {
                names.insert(String(name))
            }
        }
        if names.isEmpty && !isFolder(folder) { throw .missing }
        return names.sorted()
    }

    package func isFolder(_ path: String) -> Bool {
        let prefix = path.isEmpty ? "" : path + "/"
        return files.keys.contains { $0.hasPrefix(prefix) }
    }

    package func fileExists(_ path: String) -> Bool { files[path] != nil || isFolder(path) }
    package func bytes(of path: String, limit: Int) throws(ContentReadError) -> [UInt8] {
        guard let bytes = files[path] else { throw .missing }
        guard bytes.count <= limit else { throw .tooLarge(size: bytes.count, limit: limit) }
        return bytes
    }

    package func diskPath(of path: String) -> String? { nil }
}
