import TestSupport
import Foundation

/// A temporary folder with a small valid catalog (`Content/`, a copy of the repository's
/// `Templates/`), where the real `catalog` executable is run as a user would run it.
final class Workspace: TemporaryFolder, @unchecked Sendable {
    static let repository = Repository.root

    /// The `catalog` executable built beside the test bundle.
    static let executable: String = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [
            beside.appendingPathComponent("catalog").path,
            beside.deletingLastPathComponent().appendingPathComponent("catalog").path,
            repository + "/.build/debug/catalog",
        ] where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        return repository + "/.build/debug/catalog"
    }()

    init(catalog: Bool = true) {
        super.init(prefix: "catalog-hostile-")
        guard catalog else { return }
        for (relative, text) in SmallCatalog.files { write("Content/" + relative, text) }
        copy(Repository.templates, to: "Templates")
    }

    func fifo(_ relative: String) {
        remove(relative)
        mkfifo(path + "/" + relative, 0o644)
    }

    func chmod(_ relative: String, _ mode: mode_t) {
        _ = Foundation.chmod(path + "/" + relative, mode)
    }

    /// What a run of a command printed and how it ended.
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String

        /// The lines of standard error in the compiler format.
        var diagnostics: [String] {
            standardError.split(separator: "\n").map(String.init).filter {
                $0.contains(": error: ") || $0.contains(": warning: ") || $0.hasPrefix("error: ")
            }
        }
    }

    /// Runs `catalog` with `arguments` in this folder.
    func catalog(_ arguments: [String], environment: [String: String] = [:], removing: [String] = []) throws -> Run {
        try Self.run(Self.executable, arguments, in: path, environment: environment, removing: removing)
    }

    /// Runs `executable` with the test's environment, `environment` added and the variables
    /// named in `removing` taken out.
    static func run(
        _ executable: String, _ arguments: [String], in folder: String, environment: [String: String] = [:],
        removing: [String] = []
    ) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .filter { !removing.contains($0.key) }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both pipes are drained while the process runs, so that neither can fill up.
        let errorData = LockedData()
        let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1_000) }
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return Run(
            status: status, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.value, as: UTF8.self))
    }

    /// Every entry under the folder (files with their bytes and mode, folders, links with their
    /// targets), minus the subtrees named in `excluding`.
    func snapshot(excluding: Set<String> = []) -> [String: String] {
        var entries: [String: String] = [:]
        func visit(_ relative: String) {
            let full = relative.isEmpty ? path : path + "/" + relative
            var info = stat()
            guard lstat(full, &info) == 0 else { return }
            let mode = String(info.st_mode & 0o7777, radix: 8)
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                entries[relative] = "folder \(mode)"
                for name in (try? FileManager.default.contentsOfDirectory(atPath: full)) ?? [] {
                    let child = relative.isEmpty ? name : relative + "/" + name
                    if !excluding.contains(child) { visit(child) }
                }
            case S_IFLNK:
                entries[relative] =
                    "link " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?")
            case S_IFREG:
                let data = FileManager.default.contents(atPath: full) ?? Data()
                entries[relative] = "file \(mode) \(data.count) \(data.hashValue)"
            default:
                entries[relative] = "special \(mode)"
            }
        }
        visit("")
        return entries
    }
}

private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    func set(_ value: Data) {
        lock.lock()
        data = value
        lock.unlock()
    }
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return data != nil
    }
    var value: Data {
        lock.lock()
        defer { lock.unlock() }
        return data ?? Data()
    }
}
