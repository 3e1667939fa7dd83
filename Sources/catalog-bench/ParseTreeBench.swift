import Foundation
import SwiftDump

/// `catalog-bench --parse-trees DIR`: how the source check's time splits between the compiler
/// printing parse trees (`swiftc -frontend -dump-parse`, in batches of 200 files as the build
/// runs it) and the catalog reading them into API surfaces, per component. Single-threaded, so
/// that the figures are CPU seconds.
/// With `surfaces`, the surfaces read are written there as JSON, by path, to compare two
/// versions of the reader.
func parseTreeFigures(folder: String, runs: Int, surfaces surfacesFile: String?) {
    guard let compiler = ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc"].first(where: FileManager.default.isExecutableFile)
        ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map({ $0 + "/swiftc" })
        .first(where: FileManager.default.isExecutableFile)
    else {
        print("catalog-bench: no swiftc on PATH")
        exit(1)
    }
    var sources: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".swift") { sources.append(folder + "/" + path) }
    }
    sources.sort()
    guard !sources.isEmpty else {
        print("catalog-bench: no Swift sources under \(folder)")
        exit(1)
    }
    var trees: [(paths: [String], output: Data)] = []
    var compileSeconds = 0.0
    for start in stride(from: 0, to: sources.count, by: 200) {
        let batch = Array(sources[start..<min(start + 200, sources.count)])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = ["-frontend", "-dump-parse"] + batch.flatMap { ["-primary-file", $0] }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let begin = Date()
        do { try process.run() } catch {
            print("catalog-bench: cannot run \(compiler): \(error)")
            exit(1)
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        compileSeconds += Date().timeIntervalSince(begin)
        trees.append((batch, output))
    }
    var texts: [String: String] = [:]
    for path in sources { texts[path] = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    let bytes = trees.reduce(0) { $0 + $1.output.count }
    var best = Double.infinity
    var surfaces = 0
    var read: [String: SwiftSurface] = [:]
    for _ in 0..<runs {
        let begin = Date()
        surfaces = 0
        for batch in trees {
            for root in DumpParser.parse([UInt8](batch.output)) where root.kind == "source_file" {
                guard let path = root.quoted.first, let text = texts[path] else { continue }
                let surface = SurfaceReader.read(root, source: text, animationNames: ["spring", "smooth", "snappy"])
                surfaces += surface.types.count
                if surfacesFile != nil { read[path] = surface }
            }
        }
        best = min(best, Date().timeIntervalSince(begin))
    }
    if let surfacesFile {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        do { try encoder.encode(read).write(to: URL(fileURLWithPath: surfacesFile)) } catch {
            print("catalog-bench: cannot write \(surfacesFile): \(error)")
            exit(1)
        }
    }
    let count = Double(sources.count)
    print("catalog-bench: the parse trees of \(sources.count) Swift sources under \(folder)")
    print(String(format: "  swiftc -dump-parse (wall, batches of 200): %.2f s, %.2f ms per source", compileSeconds, compileSeconds / count * 1000))
    print(String(format: "  trees printed: %.1f MB, %.1f KB per source", Double(bytes) / 1e6, Double(bytes) / count / 1e3))
    print(String(format: "  read into API surfaces (one thread, best of %d): %.2f s, %.3f ms per source, %d types", runs, best, best / count * 1000, surfaces))
}
