import Foundation

/// The memory of this process as Linux reports it in `/proc/self/status`: resident now
/// (`VmRSS`) and the most it has been resident so far (`VmHWM`).
package struct ProcessMemory: Sendable, Equatable {
    package var resident: Int
    package var peak: Int

    package init(resident: Int, peak: Int) {
        self.resident = resident
        self.peak = peak
    }

    /// Now; nil where `/proc/self/status` cannot be read or says neither.
    package static func now() -> ProcessMemory? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        return parse(status)
    }

    /// The two figures of a `/proc/<pid>/status` text (kB there, bytes here).
    static func parse(_ status: String) -> ProcessMemory? {
        var resident: Int?
        var peak: Int?
        for line in status.split(separator: "\n") {
            guard line.hasPrefix("VmRSS:") || line.hasPrefix("VmHWM:") else { continue }
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 3, fields[2] == "kB", let kilobytes = Int(fields[1]) else { return nil }
            let (bytes, overflow) = kilobytes.multipliedReportingOverflow(by: 1024)
            guard !overflow else { return nil }
            if line.hasPrefix("VmRSS:") { resident = bytes } else { peak = bytes }
        }
        guard let resident, let peak else { return nil }
        return ProcessMemory(resident: resident, peak: peak)
    }
}
