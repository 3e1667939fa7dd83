import Foundation

/// A folder of its own for one test, removed (even where the test made it read-only) when the
/// test ends.
open class TemporaryFolder: @unchecked Sendable {
    /// The folder, with its symbolic links resolved (`/tmp` may be one).
    public let path: String

    public init(prefix: String = "catalog-test-") {
        let base = NSTemporaryDirectory() + prefix + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        path = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
    }

    deinit {
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            chmod(path, 0o755)
            while let relative = enumerator.nextObject() as? String { chmod(path + "/" + relative, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    public func write(_ relative: String, _ text: String) {
        write(relative, bytes: Array(text.utf8))
    }

    public func write(_ relative: String, bytes: [UInt8]) {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(bytes).write(to: url)
    }

    public func read(_ relative: String) -> String {
        (try? String(contentsOfFile: path + "/" + relative, encoding: .utf8)) ?? ""
    }

    public func remove(_ relative: String) {
        try? FileManager.default.removeItem(atPath: path + "/" + relative)
    }

    public func makeFolder(_ relative: String) {
        try! FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
    }

    public func link(_ relative: String, to target: String) {
        remove(relative)
        let url = URL(fileURLWithPath: path + "/" + relative)
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// Copies a folder of the repository into this one.
    public func copy(_ source: String, to name: String) {
        try! FileManager.default.copyItem(atPath: source, toPath: path + "/" + name)
    }
}

/// The checkout the tests run from.
public enum Repository {
    /// The checkout's root, found from this file.
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
    public static var content: String { root + "/Content" }
    public static var templates: String { root + "/Templates" }
}

/// Every file of a tree with its bytes, by relative path.
public func snapshot(_ folder: String) -> [String: Data] {
    var files: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return files }
    while let relative = enumerator.nextObject() as? String {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isDirectory)
        if !isDirectory.boolValue {
            files[relative] = FileManager.default.contents(atPath: folder + "/" + relative)
        }
    }
    return files
}

/// A site's files with their bytes; its manifest by what it says of each file (digest, size,
/// path), not by the files' identities (inodes, times), which differ from one folder to another.
public func siteSnapshot(_ folder: String) -> [String: Data] {
    var files = snapshot(folder)
    guard let manifest = files.removeValue(forKey: ".catalog-output") else { return files }
    let lines = String(decoding: manifest, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }
    let entries = lines.dropFirst().map { line in
        let parts = line.split(separator: " ", maxSplits: 4)
        return parts.count == 5 ? "\(parts[0]) \(parts[1]) \(parts[4])" : String(line)
    }
    files[".catalog-output"] = Data(([lines.first.map(String.init) ?? ""] + entries.sorted()).joined(separator: "\n").utf8)
    return files
}
