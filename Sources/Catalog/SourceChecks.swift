import Foundation

/// Reads the licence header of a component's Swift source.
enum SourceReader {
    /// How many lines from the top the SPDX and copyright lines may stand at.
    static let headerLines = 5
    static let spdxPrefix = "SPDX-License-Identifier:"

    static func read(_ file: TextFile, fileName: String) -> (SourceFile?, [Diagnostic]) {
        var license: String?
        var copyright: String?
        var lineNumber = 0
        for line in file.text.split(separator: "\n", maxSplits: headerLines, omittingEmptySubsequences: false)
            .prefix(headerLines)
        {
            lineNumber += 1
            let trimmed = String(line).trimmingSpaces
            guard trimmed.hasPrefix("//") else { continue }
            let comment = String(trimmed.dropFirst(2)).trimmingSpaces
            if comment.hasPrefix(spdxPrefix) {
                license = String(comment.dropFirst(spdxPrefix.count)).trimmingSpaces
                if license?.isEmpty == true {
                    return (
                        nil,
                        [
                            .error(
                                "the SPDX line names no licence",
                                at: SourceLocation(path: file.displayPath, line: lineNumber))
                        ]
                    )
                }
            } else if comment.lowercased().hasPrefix("copyright") {
                copyright = comment
            }
        }
        var diagnostics: [Diagnostic] = []
        let top = SourceLocation(path: file.displayPath)
        if license == nil {
            diagnostics.append(
                .error(
                    "Swift source has no '// \(spdxPrefix) <licence>' line in its first \(headerLines) lines",
                    at: top))
        }
        if copyright == nil {
            diagnostics.append(
                .error("Swift source has no '// Copyright …' line in its first \(headerLines) lines", at: top))
        }
        guard let license, let copyright else { return (nil, diagnostics) }
        let source = SourceFile(fileName: fileName, text: file.text, license: license, copyright: copyright)
        return (source, diagnostics)
    }
}

/// A Swift source to parse: where it is, how to name it, and a hash of its text for the cache
/// of sources that parsed before.
public struct SwiftSource: Sendable, Hashable {
    public let diskPath: String
    public let displayPath: String
    public let textHash: UInt64

    /// FNV-1a over the text's bytes: cheap, and stable across runs and machines.
    public static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}

/// Checks Swift sources with the toolchain's parser, `swiftc -parse`: syntax only, so SwiftUI
/// code is accepted on Linux without being type-checked.
public struct SwiftSyntaxCheck: Sendable {
    /// The `swiftc` found on `PATH`, or nil.
    public static func findCompiler() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = folder + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: String(candidate)) { return String(candidate) }
        }
        return nil
    }

    let compiler: String

    public init(compiler: String) {
        self.compiler = compiler
    }

    /// Parses the files, each given by its disk path and the path to show in diagnostics,
    /// and returns every error `swiftc` reports. Runs a few compiler processes in parallel.
    public func check(_ sources: [SwiftSource]) -> [Diagnostic] {
        let files = sources.map { (diskPath: $0.diskPath, displayPath: $0.displayPath) }
        guard !files.isEmpty else { return [] }
        let displayByDisk = Dictionary(files.map { ($0.diskPath, $0.displayPath) }, uniquingKeysWith: { a, _ in a })
        let batchSize = 2_000
        let batches = stride(from: 0, to: files.count, by: batchSize).map {
            Array(files[$0..<min($0 + batchSize, files.count)])
        }
        let results = ParallelMap.map(batches) { batch in
            run(batch.map(\.diskPath), displayByDisk: displayByDisk)
        }
        return results.flatMap { $0 }
    }

    private func run(_ paths: [String], displayByDisk: [String: String]) -> [Diagnostic] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        // The frontend parses every file in one process; the driver would start one per file.
        process.arguments = ["-frontend", "-parse"] + paths
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            return [
                .warning(
                    "could not run \(compiler) -parse: \(error.localizedDescription)",
                    at: SourceLocation(path: displayByDisk[paths[0]] ?? paths[0]))
            ]
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Self.diagnostics(
            fromCompilerOutput: String(decoding: output, as: UTF8.self), displayByDisk: displayByDisk)
    }

    /// Turns `path:line:col: error: message` lines of the compiler into diagnostics.
    static func diagnostics(fromCompilerOutput output: String, displayByDisk: [String: String]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: ": error: ") else { continue }
            let place = line[..<range.lowerBound].split(separator: ":")
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]),
                let column = Int(place[place.count - 1])
            else { continue }
            let disk = place.dropLast(2).joined(separator: ":")
            let display = displayByDisk[disk] ?? disk
            result.append(
                .error(
                    "swiftc -parse: " + line[range.upperBound...],
                    at: SourceLocation(path: display, line: lineNumber, column: column)))
        }
        return result
    }
}
