import Foundation

// The edit loop of a maintainer: `catalog watch` on the bench catalog, one component page
// edited, and the rebuild's own summary line read back (its seconds, and what it reused).

/// What the edit loop measured: the first build's seconds, and for each of three edits of one
/// page (a second apart) the rebuild's own seconds and the time from the save to its summary
/// line (the 100 ms debounce included), with the last rebuild's summary line.
struct WatchFigures {
    var first: Double
    var rebuilds: [Double] = []
    var landed: [Double] = []
    var line = ""
}

/// Runs `catalog watch` and edits `page` three times; nil when watch did not print its lines
/// within the time allowed.
func measureWatch(catalog: String, folder: String, templates: String, output: String, page: String)
    -> WatchFigures?
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: catalog)
    process.arguments = [
        // No swiftc: the edit touches no Swift source, and the first build need not parse
        // them all again into a fresh output's cache.
        "watch", "--content", folder + "/Content", "--templates", templates, "--output", output, "--no-swift-check",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    let lines = LineCollector()
    pipe.fileHandleForReading.readabilityHandler = { handle in lines.add(handle.availableData) }
    do { try process.run() } catch { return nil }
    defer {
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
    }
    guard let first = lines.wait(for: "] built: ", seconds: 900), let firstSeconds = seconds(in: first) else {
        return nil
    }
    var figures = WatchFigures(first: firstSeconds)
    guard let text = try? String(contentsOfFile: page, encoding: .utf8) else { return nil }
    for edit in 1...3 {
        Thread.sleep(forTimeInterval: 1)
        // inotify sees the edit; the debounce is 100 ms.
        let saved = Date()
        try? (text + "\nAnother sentence, edit \(edit) while watching.\n").write(
            toFile: page, atomically: false, encoding: .utf8)
        guard let rebuilt = lines.wait(for: "] rebuilt after ", seconds: 900) else { return nil }
        figures.landed.append(Date().timeIntervalSince(saved))
        guard let rebuildSeconds = seconds(in: rebuilt) else { return nil }
        figures.rebuilds.append(rebuildSeconds)
        figures.line = rebuilt
    }
    return figures
}

/// The number before " s," in a summary line such as `built: 40104 pages in 18.58 s, 0 errors`.
private func seconds(in line: String) -> Double? {
    guard let range = line.range(of: " pages in ") else { return nil }
    let rest = line[range.upperBound...]
    guard let end = rest.range(of: " s") else { return nil }
    return Double(rest[..<end.lowerBound])
}

/// Lines of a child's output, collected on another thread.
final class LineCollector: @unchecked Sendable {
    private let lock = NSCondition()
    private var buffer = ""
    private var lines: [String] = []

    func add(_ data: Data) {
        lock.lock()
        buffer += String(decoding: data, as: UTF8.self)
        while let newline = buffer.firstIndex(of: "\n") {
            lines.append(String(buffer[..<newline]))
            buffer = String(buffer[buffer.index(after: newline)...])
        }
        lock.broadcast()
        lock.unlock()
    }

    /// The first line not yet returned that holds `marker`, waiting at most `seconds`.
    func wait(for marker: String, seconds: Double) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let index = lines.firstIndex(where: { $0.contains(marker) }) {
                let line = lines[index]
                lines.removeSubrange(...index)
                return line
            }
            guard lock.wait(until: deadline) else { return nil }
        }
    }
}
