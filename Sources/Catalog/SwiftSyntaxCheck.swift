import Diagnostics
import Foundation

/// Checks Swift sources with the toolchain's parser, `swiftc -parse`: syntax only, so SwiftUI
/// code is accepted on Linux without being type-checked.
///
/// The compiler is an outside program and is not trusted to behave: a non-zero exit with no
/// error line, a crash or a run past ``timeout`` is an error of the build (and nothing is
/// recorded as parsed), never a silent success.
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

    /// How long one `swiftc` process may run before it is stopped: 120 seconds by default.
    public static let defaultTimeout = 120.0

    let compiler: String
    let timeout: Double

    public init(compiler: String, timeout: Double = Self.defaultTimeout) {
        self.compiler = compiler
        self.timeout = timeout
    }

    /// Parses the files and returns every error `swiftc` reports, and an error for each
    /// compiler process that failed without saying why. Runs a few processes in parallel.
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
        let first = SourceLocation(path: displayByDisk[paths[0]] ?? paths[0])
        // The frontend parses every file in one process; the driver would start one per file.
        let outcome = ChildProcess.run(compiler, ["-frontend", "-parse"] + paths, timeout: timeout)
        let output = String(decoding: outcome.output, as: UTF8.self)
        let scope = paths.count == 1 ? "" : " (while parsing \(paths.count) sources, the first of them here)"
        switch outcome.ending {
        case .couldNotStart(let code):
            return [
                .warning(
                    "swift.compiler-not-run", "could not run \(compiler) -parse: \(String(cString: strerror(code)))",
                    at: first)
            ]
        case .timedOut:
            return [
                .error(
                    "swift.timeout",
                    "swiftc -parse did not finish within \(Self.format(timeout)) s and was stopped\(scope); see --swift-timeout",
                    at: first)
            ]
        case .signaled(let signal):
            return [.error("swift.compiler-crashed", "swiftc -parse was killed by signal \(signal)\(scope)", at: first)]
        case .exited(let status):
            let found = Self.diagnostics(fromCompilerOutput: output, displayByDisk: displayByDisk, fallback: first)
            if status != 0 && !found.hasErrors {
                let said = output.split(separator: "\n").first.map { ": \($0.prefix(200))" } ?? ""
                return found + [
                    .error(
                        "swift.compiler-failed", "swiftc -parse failed with exit status \(status)\(scope)\(said)",
                        at: first)
                ]
            }
            return found
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    /// Turns `path:line:col: error: message` lines of the compiler into diagnostics. The path
    /// is matched against the files given, so a path that holds `:` is read whole; an error
    /// line about no known file is reported at `fallback`.
    static func diagnostics(
        fromCompilerOutput output: String, displayByDisk: [String: String], fallback: SourceLocation
    ) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: ": error: ") else { continue }
            let message = "swiftc -parse: " + line[range.upperBound...]
            if let location = location(in: line[..<range.lowerBound], displayByDisk: displayByDisk) {
                result.append(.error("swift.syntax", message, at: location))
            } else {
                result.append(.error("swift.compiler-failed", "swiftc -parse: " + line.prefix(300), at: fallback))
            }
        }
        return result
    }

    /// `disk/path.swift:12:5` read as a location, with the path one of the known files.
    private static func location(in place: Substring, displayByDisk: [String: String]) -> SourceLocation? {
        let parts = place.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return nil
        }
        let disk = parts.dropLast(2).joined(separator: ":")
        guard let display = displayByDisk[disk] else { return nil }
        return SourceLocation(path: display, line: line, column: column)
    }
}
