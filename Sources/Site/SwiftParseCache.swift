import Catalog
import Dispatch
import Foundation

/// The hashes of Swift sources that `swiftc -parse` accepted in an earlier build, kept in one
/// file of the output's state folder (`.Public.catalog/swift-parse-cache`), so that a rebuild
/// parses only the sources that changed. The first line names the compiler and its modification time: a
/// new toolchain starts a new cache.
struct SwiftParseCache {
    let path: String
    let compilerStamp: String
    let known: Set<UInt64>

    let stateFolder: String

    init(stateFolder: String, compiler: String) {
        self.stateFolder = stateFolder
        path = stateFolder + "/swift-parse-cache"
        var info = stat()
        let modified = stat(compiler, &info) == 0 ? info.st_mtim.tv_sec : 0
        compilerStamp = "\(compiler) \(modified)"
        var known: Set<UInt64> = []
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
            let lines = text.split(separator: "\n")
            if lines.first.map(String.init) == compilerStamp {
                for line in lines.dropFirst() { if let hash = UInt64(line, radix: 16) { known.insert(hash) } }
            }
        }
        self.known = known
    }

    func needsParsing(_ source: SwiftSource) -> Bool { !known.contains(source.textHash) }

    /// Records the sources of a successful build; a failed write only costs a slower next build.
    /// With `creating` false, nothing is written unless a build already made the state folder.
    func save(_ sources: [SwiftSource], creating: Bool) {
        guard creating || access(stateFolder + "/" + OutputDestination.stateMarkerName, F_OK) == 0 else { return }
        let hashes = Set(sources.map(\.textHash)).sorted()
        let text = ([compilerStamp] + hashes.map { String($0, radix: 16) }).joined(separator: "\n") + "\n"
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
