import Catalog
import Dispatch
import Foundation
import SwiftDump

/// The Swift sources that `swiftc -frontend -dump-parse` accepted in an earlier build, each
/// with the surface read from its parse tree, kept in one file of the output's state folder
/// (`.Public.catalog/swift-parse-cache`), so that a rebuild runs the compiler only over the
/// sources that changed. The first line names the compiler, its modification time and the
/// cache's format: a new toolchain or a new format starts a new cache. Each other line is a
/// source's text hash, a tab, and its surface as JSON.
struct SwiftParseCache {
    static let format = "surfaces-1"

    let path: String
    let compilerStamp: String
    let known: [UInt64: SwiftSurface]

    let stateFolder: String

    init(stateFolder: String, compiler: String) {
        self.stateFolder = stateFolder
        path = stateFolder + "/swift-parse-cache"
        var info = stat()
        let modified = stat(compiler, &info) == 0 ? info.st_mtim.tv_sec : 0
        compilerStamp = "\(compiler) \(modified) \(Self.format)"
        var known: [UInt64: SwiftSurface] = [:]
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
            let lines = text.split(separator: "\n")
            if lines.first.map(String.init) == compilerStamp {
                let decoder = JSONDecoder()
                for line in lines.dropFirst() {
                    guard let tab = line.firstIndex(of: "\t"), let hash = UInt64(line[..<tab], radix: 16),
                        let surface = try? decoder.decode(
                            SwiftSurface.self, from: Data(line[line.index(after: tab)...].utf8))
                    else { continue }
                    known[hash] = surface
                }
            }
        }
        self.known = known
    }

    func needsParsing(_ source: SwiftSource) -> Bool { known[source.textHash] == nil }

    /// Records the sources that have a surface; a failed write only costs a slower next build.
    /// With `creating` false, nothing is written unless a build already made the state folder.
    func save(_ surfaces: [UInt64: SwiftSurface], creating: Bool) {
        guard creating || access(stateFolder + "/" + OutputDestination.stateMarkerName, F_OK) == 0 else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var lines = [compilerStamp]
        for hash in surfaces.keys.sorted() {
            guard let data = try? encoder.encode(surfaces[hash]!) else { continue }
            lines.append(String(hash, radix: 16) + "\t" + String(decoding: data, as: UTF8.self))
        }
        try? (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
}
