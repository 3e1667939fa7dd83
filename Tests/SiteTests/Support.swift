import Catalog
import Foundation
import Site

/// Paths and helpers shared by the site tests.
enum Repository {
    /// The checkout's root, found from this file.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
    static var content: String { root + "/Content" }
    static var templates: String { root + "/Templates" }
}

/// A temporary folder removed when the test ends.
final class TemporaryFolder: Sendable {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "catalog-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func write(_ relativePath: String, _ text: String) {
        write(relativePath, bytes: Array(text.utf8))
    }

    func write(_ relativePath: String, bytes: [UInt8]) {
        let url = URL(fileURLWithPath: path + "/" + relativePath)
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(bytes).write(to: url)
    }

    /// Copies a folder of the repository into this one.
    func copy(_ source: String, to name: String) {
        try! FileManager.default.copyItem(atPath: source, toPath: path + "/" + name)
    }
}

/// Every file of a tree with its bytes, by relative path.
func snapshot(_ folder: String) -> [String: Data] {
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
func siteSnapshot(_ folder: String) -> [String: Data] {
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

func build(
    content: String, templates: String = Repository.templates, output: String, strict: Bool = false,
    checkSwift: Bool = true
) -> SiteBuild.Report {
    var options = SiteBuild.Options(contentFolder: content, templatesFolder: templates, outputFolder: output)
    options.strict = strict
    options.checkSwiftSyntax = checkSwift
    return SiteBuild(options: options).run()
}

/// The values of every `href="…"` and `src="…"` attribute in an HTML text.
func linkTargets(in html: String) -> [String] {
    var targets: [String] = []
    for attribute in [" href=\"", " src=\""] {
        var rest = Substring(html)
        while let start = rest.range(of: attribute) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            targets.append(String(rest[..<end]))
            rest = rest[end...]
        }
    }
    return targets
}
