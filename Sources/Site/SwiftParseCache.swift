import Catalog
import Dispatch
import Foundation
import SwiftDump
import TextUtilities

/// The Swift sources that `swiftc -frontend -dump-parse` accepted in an earlier build, each
/// with the surface read from its parse tree, kept in one file of the output's state folder
/// (`.Public.catalog/swift-parse-cache`), so that a rebuild runs the compiler only over the
/// sources that changed. The first line names the compiler, its modification time and the
/// cache's format: a new toolchain or a new format starts a new cache. Each other line is a
/// source's text hash, a tab, and its surface as JSON.
struct SwiftParseCache: Sendable {
    static let format = "surfaces-1"
    static let fileName = "swift-parse-cache"

    let path: String
    let compilerStamp: String
    /// Each source's surface as the JSON of its line, by text hash, decoded only when asked
    /// for (``surface(_:)``): decoding all 10,000 of the bench catalog took half a second of
    /// every build.
    let lines: [UInt64: Substring]
    private let decoded = Decoded()

    let stateFolder: String

    private final class Decoded: @unchecked Sendable {
        let lock = NSLock()
        var surfaces: [UInt64: SwiftSurface] = [:]
    }

    init(stateFolder: String, compiler: String) {
        self.stateFolder = stateFolder
        path = stateFolder + "/" + Self.fileName
        var info = stat()
        let modified = stat(compiler, &info) == 0 ? info.st_mtim.tv_sec : 0
        compilerStamp = "\(compiler) \(modified) \(Self.format)"
        var lines: [UInt64: Substring] = [:]
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
            let all = text.split(separator: "\n")
            if all.first.map(String.init) == compilerStamp {
                for line in all.dropFirst() {
                    guard let tab = line.firstIndex(of: "\t"), let hash = UInt64(line[..<tab], radix: 16) else { continue }
                    lines[hash] = line[line.index(after: tab)...]
                }
            }
        }
        self.lines = lines
    }

    func needsParsing(_ source: SwiftSource) -> Bool { lines[source.textHash] == nil }

    /// The surface kept for the source text of `hash`; nil when none is, or its line does not
    /// decode.
    func surface(_ hash: UInt64) -> SwiftSurface? {
        decoded.lock.lock()
        if let known = decoded.surfaces[hash] {
            decoded.lock.unlock()
            return known
        }
        decoded.lock.unlock()
        guard let line = lines[hash], let surface = try? JSONDecoder().decode(SwiftSurface.self, from: Data(line.utf8))
        else { return nil }
        decoded.lock.lock()
        decoded.surfaces[hash] = surface
        decoded.lock.unlock()
        return surface
    }

    /// Records the surfaces of the sources `hashes`: those kept already as their lines, those
    /// in `parsed` (read by this run's compiler) encoded; a failed write only costs a slower
    /// next build. Nothing is written when that is what the file holds. With `creating` false,
    /// nothing is written unless a build already made the state folder.
    func save(hashes: Set<UInt64>, parsed: [UInt64: SwiftSurface], creating: Bool) {
        guard creating || access(stateFolder + "/" + OutputDestination.stateMarkerName, F_OK) == 0 else { return }
        let kept = hashes.filter { parsed[$0] == nil && lines[$0] != nil }
        if parsed.isEmpty && kept.count == lines.count { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var text = [compilerStamp]
        for hash in hashes.sorted() {
            if let surface = parsed[hash] {
                guard let data = try? encoder.encode(surface) else { continue }
                text.append(String(hash, radix: 16) + "\t" + String(decoding: data, as: UTF8.self))
            } else if let line = lines[hash] {
                text.append(String(hash, radix: 16) + "\t" + line)
            }
        }
        // To `<path>.<pid>`, then renamed: a build killed meanwhile leaves a name the next one
        // removes (``OutputDestination/removeLeftovers(keeping:)``), not Foundation's own.
        let temporary = path + ".\(getpid())"
        unlink(temporary)
        guard KeptFile.writeNew(Array((text.joined(separator: "\n") + "\n").utf8), at: temporary),
            rename(temporary, path) == 0
        else {
            unlink(temporary)
            return
        }
    }
}
