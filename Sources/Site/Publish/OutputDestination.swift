import Catalog
import Foundation
import TextUtilities

/// The output folder of a build, and the rules that keep a build from touching anything it did
/// not write.
///
/// - The output belongs to the build only when the build made it: every output carries a
///   manifest (``OutputManifest``) listing the files it wrote. A build refuses an output that
///   is not empty and has no manifest, or holds a file or folder its manifest does not account
///   for; an output that is, holds or lies inside the content or templates folder, inside
///   another build's output or inside a build's state folder; `/` and the home folder; an empty
///   path; and anything that is not a folder (a regular file, a symbolic link, a device).
/// - Beside the output, a state folder `.<name>.catalog/` holds the build lock, the folder a
///   build writes into (`building-<pid>`) and the build's store. It is safe to delete when no
///   build runs.
/// - The finished folder takes the output's place with one `renameat2(RENAME_EXCHANGE)`, so
///   there is never a moment without an output; the old output becomes the former site
///   (``FormerSite``), which the next build writes into. Leftovers of builds that were killed
///   are removed by the next build.
package struct OutputDestination: Sendable {
    static let stateMarkerName = ".catalog-state"
    static let lockName = "lock"
    static let storeName = "store"
    static let buildingPrefix = "building-"
    static let replacedPrefix = "replaced-"
    static let keptPrefix = "kept-"

    /// The output folder as the user named it, for messages.
    package let displayPath: String
    /// The output's absolute path, with the symbolic links of its parents resolved.
    package let path: String
    /// The state folder beside the output.
    package let statePath: String
    /// The state folder as a sibling of the output as the user named it, for messages.
    package let stateDisplayPath: String

    /// Checks that `output` may be written by a build that reads `protected` folders (content
    /// and templates). Nothing is created or changed.
    package init(_ output: String, protecting protected: [String]) throws(OutputError) {
        displayPath = output
        guard !output.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw OutputError("output.refused", path: "''", reason: "the output folder is an empty path")
        }
        path = Self.canonical(output)
        guard let slash = path.lastIndex(of: "/"), path != "/" else {
            throw OutputError(
                "output.refused", path: output, reason: "refusing to use the root folder '/' as the output folder")
        }
        let parent = slash == path.startIndex ? "/" : String(path[..<slash])
        let name = String(path[path.index(after: slash)...])
        statePath = (parent == "/" ? "" : parent) + "/.\(name).catalog"
        stateDisplayPath = Self.siblingDisplayPath(of: output, absolute: statePath)
        for home in Self.homeFolders() where path == home {
            throw OutputError(
                "output.refused", path: output, reason: "refusing to use the home folder as the output folder")
        }
        try checkProtected(protected)
        try checkEnclosingFolders()
        try checkExistingOutput()
        try checkStateFolder()
    }

    private func checkProtected(_ protected: [String]) throws(OutputError) {
        for folder in protected {
            let other = Self.canonical(folder)
            if path == other {
                throw OutputError(
                    "output.refused", path: displayPath, reason: "the output folder is the input folder '\(folder)'")
            }
            if other.hasPrefix(path + "/") {
                throw OutputError(
                    "output.refused", path: displayPath,
                    reason: "the output folder holds the input folder '\(folder)'; choose another output")
            }
            if path.hasPrefix(other + "/") {
                throw OutputError(
                    "output.refused", path: displayPath,
                    reason: "the output folder lies inside the input folder '\(folder)'; choose another output")
            }
        }
    }

    /// An output inside another build's output would be deleted by that build's next run (it
    /// is not in its manifest), and one inside a state folder by the cleanup of leftovers.
    private func checkEnclosingFolders() throws(OutputError) {
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
            folder = folder[..<slash]
            if access(folder + "/" + OutputManifest.fileName, F_OK) == 0 {
                throw OutputError(
                    "output.refused", path: displayPath,
                    reason:
                        "the output folder lies inside '\(folder)', the output of another build, which would remove it; choose another output"
                )
            }
            if access(folder + "/" + Self.stateMarkerName, F_OK) == 0 {
                throw OutputError(
                    "output.refused", path: displayPath,
                    reason: "the output folder lies inside '\(folder)', a build's state folder; choose another output")
            }
        }
    }

    /// `.docs.catalog` for `docs`, `site/.docs.catalog` for `site/docs/`; the absolute path when
    /// the output was named by `.` or `..`.
    static func siblingDisplayPath(of output: String, absolute: String) -> String {
        var trimmed = Substring(output)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        guard let last = parts.last, last != ".", last != "..", !last.isEmpty else { return absolute }
        return (parts.dropLast() + [".\(last).catalog"]).joined(separator: "/")
    }

    /// The path made absolute and free of `.` and `..`, with the symbolic links of the longest
    /// existing prefix resolved (the last component itself is not resolved: see
    /// ``checkExistingOutput()``).
    static func canonical(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var head = absolute
        var tail: [String] = []
        while head != "/" && !head.isEmpty {
            if let resolved = realpath(head, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return tail.isEmpty ? base : (base == "/" ? "" : base) + "/" + tail.reversed().joined(separator: "/")
            }
            guard let slash = head.lastIndex(of: "/") else { break }
            tail.append(String(head[head.index(after: slash)...]))
            head = slash == head.startIndex ? "/" : String(head[..<slash])
        }
        return absolute
    }

    private static func homeFolders() -> [String] {
        var homes: [String] = []
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty { homes.append(canonical(home)) }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            homes.append(canonical(String(cString: directory)))
        }
        return homes
    }

    /// An existing output must be a real folder.
    private func checkExistingOutput() throws(OutputError) {
        // The parent's links are resolved; the output itself is looked at without following.
        let unresolved = URL(fileURLWithPath: displayPath).standardizedFileURL.path
        for candidate in Set([path, unresolved]) {
            var info = stat()
            guard lstat(candidate, &info) == 0 else {
                if errno == ENOENT { continue }
                throw OutputError("output.refused", path: displayPath, errno: errno, doing: "look at the output folder")
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                var parent = stat()
                let above = String(candidate[..<(candidate.lastIndex(of: "/") ?? candidate.startIndex)])
                if stat(above.isEmpty ? "/" : above, &parent) == 0, parent.st_dev != info.st_dev {
                    throw OutputError(
                        "output.refused", path: displayPath,
                        reason:
                            "the output folder is a mount point (a volume or a tmpfs), which cannot be swapped with the new site in one step; give a folder inside it, such as '\(displayPath)/site'"
                    )
                }
            case S_IFLNK:
                throw OutputError(
                    "output.refused", path: displayPath,
                    reason: "the output folder is a symbolic link; give the folder it points to instead")
            case S_IFREG:
                throw OutputError(
                    "output.refused", path: displayPath, reason: "the output is a regular file, not a folder")
            default:
                throw OutputError(
                    "output.refused", path: displayPath, reason: "the output is not a folder (a device, FIFO or socket)"
                )
            }
        }
    }

    /// What the output holds, checked: nil for a missing or empty output, else its manifest.
    /// Throws when the output was not written by a build, or holds a file or folder its
    /// manifest does not account for.
    package func checkedManifest() throws(OutputError) -> OutputManifest? {
        guard let entries = FileTree.entries(of: path), !entries.isEmpty else { return nil }
        let name = OutputManifest.fileName
        let manifest: OutputManifest
        switch KeptFile.read(path + "/" + name, limit: 256 << 20).map(OutputManifest.parse) {
        case .success(let read)?: manifest = read
        case .failure(.damaged(let line, let cutShort))?:
            throw OutputError(
                "output.refused", path: displayPath + "/" + name,
                reason:
                    "this list of the files 'catalog build' wrote is \(cutShort ? "cut short, without its end line" : "damaged here"), so which files are the build's is unknown; if the folder holds only the site, delete it and build again",
                line: line)
        case let read:
            let has = read.map { _ in "its \(name) is not one a build writes" } ?? "it has no \(name)"
            throw OutputError(
                "output.refused", path: displayPath,
                reason:
                    "the output folder is not empty and was not written by 'catalog build' (\(has)); choose an empty or new folder, or empty this one yourself"
            )
        }
        let listed = manifest.entries
        let folders = manifest.folders
        let tree = FileTree.walk(path, expecting: listed.count)
        let foreign = tree.files.keys.filter { $0 != OutputManifest.fileName && listed[$0] == nil }
        if let first = foreign.min() {
            let more = foreign.count > 1 ? " and \(foreign.count - 1) more" : ""
            throw OutputError(
                "output.refused", path: displayPath + "/" + first,
                reason:
                    "this file was not written by 'catalog build'\(more); the next build would replace the folder, so move it out first (files to publish go in the templates' assets folder)"
            )
        }
        if let first = tree.folders.filter({ !folders.contains($0) }).min() {
            throw OutputError(
                "output.refused", path: displayPath + "/" + first,
                reason:
                    "this folder was not made by 'catalog build'; the next build would replace the output folder, so move it out first"
            )
        }
        var checked = manifest
        checked.found = tree.files
        return checked
    }

    /// Whether every file the manifest lists was, when the output was checked, still the file
    /// the build left: the output is as it was published.
    func holdsAsPublished(_ manifest: OutputManifest) -> Bool {
        manifest.entries.allSatisfy { path, entry in entry.identity != nil && manifest.found[path] == entry.identity }
    }

    private func checkStateFolder() throws(OutputError) {
        var info = stat()
        guard lstat(statePath, &info) == 0 else {
            if errno == ENOENT { return }
            throw OutputError(
                "output.refused", path: stateDisplayPath, errno: errno, doing: "look at the build's state folder")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw OutputError(
                "output.refused", path: stateDisplayPath,
                reason: "the build's state folder is not a folder; move it away")
        }
        // The new site is made in the state folder and renamed into place: both must be on the
        // output's file system.
        var parent = stat()
        let above = String(statePath[..<(statePath.lastIndex(of: "/") ?? statePath.startIndex)])
        if stat(above.isEmpty ? "/" : above, &parent) == 0, parent.st_dev != info.st_dev {
            throw OutputError(
                "output.refused", path: stateDisplayPath,
                reason:
                    "the build's state folder is a mount point (a volume or a tmpfs): the new site is made in it and moved into the output in one step, which cannot cross file systems; unmount it, and the build makes it again beside the output"
            )
        }
        let entries = FileTree.entries(of: statePath) ?? []
        guard entries.isEmpty || access(statePath + "/" + Self.stateMarkerName, F_OK) == 0 else {
            throw OutputError(
                "output.refused", path: stateDisplayPath,
                reason: "this folder was not made by 'catalog build', which keeps its state here; move it away")
        }
    }
}
