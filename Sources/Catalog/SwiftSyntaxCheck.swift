import Diagnostics
import Foundation
import SwiftDump
import Timing

/// Checks Swift sources with the toolchain's parser, `swiftc -frontend -dump-parse`: syntax
/// only, so SwiftUI code is accepted on Linux without being type-checked. The parse tree it
/// prints is read into each source's ``SwiftSurface`` for the API drift check.
///
/// The compiler is an outside program and is not trusted to behave: a non-zero exit with no
/// error line, a crash or a run past ``timeout`` is an error of the build (and nothing is
/// recorded as parsed), never a silent success.
package struct SwiftSyntaxCheck: Sendable {
    /// The `swiftc` found on `PATH`, or nil.
    package static func findCompiler() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = folder + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: String(candidate)) { return String(candidate) }
        }
        return nil
    }

    /// How long one `swiftc` process may run before it is stopped: 120 seconds by default.
    package static let defaultTimeout = 120.0

    let compiler: String
    let timeout: Double

    package init(compiler: String, timeout: Double = Self.defaultTimeout) {
        self.compiler = compiler
        self.timeout = timeout
    }

    /// What a check found: the compiler's errors, the sources they are in, and the surface of
    /// every source it parsed without one, keyed by the source's ``SwiftSource/identity`` (a
    /// source's display path; a call site's differs from the source it was cut from).
    package struct Result: Sendable {
        package var diagnostics: [Diagnostic] = []
        package var surfaces: [String: SwiftSurface] = [:]
        package var failed: Set<String> = []
    }

    /// Parses the files and returns every error `swiftc` reports, and an error for each
    /// compiler process that failed without saying why. Runs a few processes in parallel.
    package func check(_ sources: [SwiftSource]) -> [Diagnostic] { checkAndRead(sources).diagnostics }

    /// Parses the files and reads each one's surface from the compiler's parse tree.
    package func checkAndRead(_ sources: [SwiftSource]) -> Result {
        guard !sources.isEmpty else { return Result() }
        // A parse tree is some 50 times the size of its source: batches stay a few MiB each.
        let batchSize = 200
        let batches = stride(from: 0, to: sources.count, by: batchSize).map {
            Array(sources[$0..<min($0 + batchSize, sources.count)])
        }
        let results = ParallelMap.map(batches) { batch in run(batch) }
        var result = Result()
        // A call cut from a #Preview that does not parse because its source does not gives the
        // source's error again (with a note): it is reported once, as the source's.
        var seen: Set<String> = []
        for part in results {
            for diagnostic in part.diagnostics
            where seen.insert("\(diagnostic.location) \(diagnostic.id) \(diagnostic.message)").inserted {
                result.diagnostics.append(diagnostic)
            }
            result.surfaces.merge(part.surfaces) { a, _ in a }
            result.failed.formUnion(part.failed)
        }
        return result
    }

    static let animationNames = Set(AnimationExpression.animationNames)

    private func run(_ given: [SwiftSource]) -> Result {
        // Call sites have no file: they are written to a folder of their own, and named by
        // their identity until their errors are placed.
        let folder = NSTemporaryDirectory() + "catalog-parse-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        if given.contains(where: \.isCallSite) {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        var callSites: [String: SwiftSource] = [:]
        let sources = given.enumerated().map { index, source in
            guard source.isCallSite else { return source }
            let path = folder + "/usage-\(index).swift"
            try? source.text.write(toFile: path, atomically: false, encoding: .utf8)
            callSites[source.identity] = source
            return SwiftSource(
                diskPath: path, displayPath: source.identity, textHash: source.textHash, text: source.text)
        }
        let displayByDisk = Dictionary(sources.map { ($0.diskPath, $0.displayPath) }, uniquingKeysWith: { a, _ in a })
        let (diagnostics, trees) = compile(sources.map(\.diskPath), displayByDisk: displayByDisk)
        let failed = Set(diagnostics.map(\.location.path))
        var result = Result(diagnostics: diagnostics.map { Self.placed($0, callSites: callSites) }, failed: failed)
        let byDisk = Dictionary(sources.map { ($0.diskPath, $0) }, uniquingKeysWith: { a, _ in a })
        DumpParser.forEachTree(trees) { tree in
            guard tree.kind == "source_file", let disk = tree.quoted.first, let source = byDisk[disk],
                !failed.contains(source.displayPath)
            else { return }
            result.surfaces[source.displayPath] = SurfaceReader.read(
                tree, source: source.text, animationNames: Self.animationNames)
        }
        return result
    }

    /// A diagnostic about a call site at its place in the page or source it is from, with a note
    /// saying which call it is.
    private static func placed(_ diagnostic: Diagnostic, callSites: [String: SwiftSource]) -> Diagnostic {
        guard let site = callSites[diagnostic.location.path] else { return diagnostic }
        let location = SourceLocation(
            path: site.displayPath, line: diagnostic.location.line, column: diagnostic.location.column)
        return Diagnostic(
            diagnostic.severity, diagnostic.id, diagnostic.message, at: location, suggestion: diagnostic.suggestion,
            notes: diagnostic.notes + [site.note].compactMap { $0 })
    }

    /// Runs the compiler over `paths`: its errors, and the parse trees it printed.
    private func compile(_ paths: [String], displayByDisk: [String: String]) -> ([Diagnostic], [UInt8]) {
        let first = SourceLocation(path: displayByDisk[paths[0]] ?? paths[0])
        // The frontend parses every file in one process; the driver would start one per file.
        // Each file is a primary file, or only the first one's tree is printed.
        let arguments = ["-frontend", "-dump-parse"] + paths.flatMap { ["-primary-file", $0] }
        let outcome = ChildProcess.run(compiler, arguments, timeout: timeout, outputLimit: 256 << 20)
        let messages = String(decoding: outcome.errors, as: UTF8.self) + Self.otherLines(outcome.output)
        let diagnostics = diagnose(
            outcome, output: messages, first: first, count: paths.count, displayByDisk: displayByDisk)
        return (diagnostics, outcome.output)
    }

    /// The trees go to standard output, each line starting with `(` or a space; any other line
    /// there is the compiler (or something posing as it) saying something.
    static func otherLines(_ output: [UInt8]) -> String {
        var lines = ""
        var start = 0
        while start < output.count {
            let end = output[start...].firstIndex(of: UInt8(ascii: "\n")) ?? output.count
            if end > start, output[start] != UInt8(ascii: "("), output[start] != UInt8(ascii: " ") {
                lines += String(decoding: output[start..<end], as: UTF8.self) + "\n"
            }
            start = end + 1
        }
        return lines
    }

    private func diagnose(
        _ outcome: ChildProcess.Outcome, output: String, first: SourceLocation, count: Int,
        displayByDisk: [String: String]
    ) -> [Diagnostic] {
        let scope = count == 1 ? "" : " (while parsing \(count) sources, the first of them here)"
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
