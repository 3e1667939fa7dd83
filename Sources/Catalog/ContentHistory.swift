import Foundation

/// The first and last commit dates of each component and guide folder, from `git log`, when
/// the content folder is in a Git work tree and `git` is installed; empty otherwise. The dates
/// are the commits' (not the files'), so two checkouts of one commit build the same site.
package enum ContentHistory {
    /// By folder under the content root, such as `components/fade-in`.
    static func read(root: String) -> [String: PageDates] {
        guard ProcessInfo.processInfo.environment["CATALOG_NO_GIT"] == nil,
            let git = ["/usr/bin/git", "/usr/local/bin/git", "/bin/git"].first(
                where: FileManager.default.isExecutableFile)
        else { return [:] }
        let outcome = ChildProcess.run(
            git, ["-C", root, "log", "--format=%x01%cs", "--name-only", "--relative", "--no-renames", "--", "."],
            timeout: 30)
        guard outcome.ending == .exited(0) else { return [:] }
        return dates(fromLog: String(decoding: outcome.output, as: UTF8.self))
    }

    /// Reads `git log --format=%x01%cs --name-only` (newest commit first).
    package static func dates(fromLog log: String) -> [String: PageDates] {
        var dates: [String: PageDates] = [:]
        var date = ""
        for line in log.split(separator: "\n") {
            if line.hasPrefix("\u{1}") {
                date = String(line.dropFirst())
                continue
            }
            let parts = line.split(separator: "/")
            guard parts.count >= 3, ["components", "guides"].contains(parts[0]), !date.isEmpty else { continue }
            let folder = "\(parts[0])/\(parts[1])"
            dates[folder, default: PageDates(updated: date)].published = date
        }
        return dates
    }
}
