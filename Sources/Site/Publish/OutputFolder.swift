import Foundation
import TextUtilities

/// The folder a build writes into: a fresh folder inside the output's state folder
/// (`.Public.catalog/building-<pid>`), put in place of `Public/` only when the whole build
/// succeeded (see ``OutputDestination``).
///
/// - Every file is created with `O_EXCL | O_NOFOLLOW` in a folder this build made, so a write
///   never follows a symbolic link, and two parts of the site that would write the same path
///   are an error, not a silent overwrite.
/// - A file whose bytes are those the replaced output's manifest lists for the same path, and
///   whose file there still has the identity the manifest gives it, is hard-linked from there
///   instead of written: it keeps its inode and modification time, so deploy tools and browser
///   caches see only what really changed. ``keep(_:digest:size:)`` does the same without the
///   bytes, for a page the build did not need to render.
/// - Opened on a former site (``FormerSite``), the folder is that site: a file it holds with
///   the same bytes stays as it is; any other file there is removed before its path is written,
///   and the files no part of the site wrote are removed before the manifest is.
package final class OutputFolder: Sendable {
    /// Where the files are written during the build.
    package let path: String
    /// Held from the folder's creation until it is published or discarded.
    let buildLock: OutputLock
    /// The output this build replaces, with its manifest.
    private let previous: (path: String, manifest: OutputManifest)?
    /// The site the folder held when it was opened, when it was opened on one.
    private let former: FormerSite?

    private struct State {
        var madeFolders: Set<String> = [""]
        var written: [String: OutputManifest.Entry] = [:]
        var bytes = 0
        var linked = 0
        /// Files finished, written or linked.
        var completed = 0
        var stoppedBy: OutputError?
        var maximumBytes = Int.max
        var shownAs = ""
    }
    private let state = Locked(State())

    /// A folder at `path`: made anew, or, given `former`, the former site already moved there.
    init(
        path: String, lock: OutputLock, previous: (path: String, manifest: OutputManifest)?,
        former: FormerSite? = nil
    ) throws(OutputError) {
        self.path = path
        self.buildLock = lock
        self.previous = previous
        self.former = former
        if let former {
            state.withLock { $0.madeFolders.formUnion(former.folders) }
        } else {
            guard mkdir(path, 0o755) == 0 else { throw OutputError(path: path, errno: errno, doing: "create") }
        }
    }

    /// The number of files and bytes written so far.
    package var totals: (files: Int, bytes: Int) { state.withLock { ($0.written.count, $0.bytes) } }

    /// The most a site may write for inputs of `input` bytes: a bounded multiple of them, so that
    /// no input within the limits (templates including one another, categories and languages
    /// every page lists) fills the disk.
    static func maximumBytes(forInput input: Int) -> Int { outputMultiple * input + outputAllowance }
    static let outputMultiple = 256
    static let outputAllowance = 64 << 20

    /// Stops taking files once the site passes ``maximumBytes(forInput:)``.
    func limit(forInput input: Int, shownAs output: String) {
        state.withLock { ($0.maximumBytes, $0.shownAs) = (Self.maximumBytes(forInput: input), output) }
    }

    /// How many files were the replaced output's, linked from it.
    package var unchangedFiles: Int { state.withLock { $0.linked } }

    /// Every file written, with its digest, size and identity.
    var manifest: OutputManifest { OutputManifest(entries: state.withLock { $0.written }) }

    /// The error that stopped the build writing (a full disk, a quota, a read-only or failing
    /// file system); nil while the output takes files. After it nothing more is written, and
    /// the files refused are not reported one by one.
    package var stop: OutputError? { state.withLock { $0.stoppedBy } }

    /// Errors of the file system holding the output rather than of one file.
    static func stopsOutput(_ code: Int32) -> Bool {
        code == ENOSPC || code == EDQUOT || code == EROFS || code == EIO
    }

    private func failure(_ full: String, _ code: Int32, doing action: String) -> OutputError {
        let error = OutputError(path: full, errno: code, doing: action)
        guard Self.stopsOutput(code) else { return error }
        return state.withLock { state in
            guard state.stoppedBy == nil else { return Self.refused(full) }
            state.stoppedBy = error
            return error
        }
    }

    private static func refused(_ full: String) -> OutputError {
        OutputError("output.not-written", path: full, reason: "not written: an earlier error stopped the build writing")
    }

    /// Writes one file, making its folders as needed; returns the digest of its bytes. Safe to
    /// call from several threads.
    @discardableResult
    package func write(_ relativePath: String, _ text: String) throws(OutputError) -> UInt64 {
        var text = text
        let result: Result<UInt64, OutputError> = text.withUTF8 { buffer in
            Result { () throws(OutputError) in try write(relativePath, bytes: UnsafeRawBufferPointer(buffer)) }
        }
        return try result.get()
    }

    /// Writes one file; returns the digest of its bytes.
    @discardableResult
    package func write(_ relativePath: String, bytes: [UInt8]) throws(OutputError) -> UInt64 {
        let result: Result<UInt64, OutputError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(OutputError) in try write(relativePath, bytes: buffer) }
        }
        return try result.get()
    }

    /// Writes `bytes`, or links the replaced output's file when it holds them; returns the
    /// digest of the bytes.
    @discardableResult
    func write(_ relativePath: String, bytes: UnsafeRawBufferPointer) throws(OutputError) -> UInt64 {
        let digest = ByteDigest.of(bytes)
        if try link(relativePath, digest: digest, size: bytes.count) { return digest }
        try claim(relativePath, clearing: true)
        let full = path + "/" + relativePath
        let handle = open(full, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard handle >= 0 else { throw failure(full, errno, doing: "create") }
        defer { close(handle) }
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(handle, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw failure(full, count == 0 ? EIO : errno, doing: "write") }
            offset += count
        }
        var info = stat()
        let identity = fstat(handle, &info) == 0 ? FileIdentity(info) : nil
        record(relativePath, .init(digest: digest, size: bytes.count, identity: identity), linked: false)
        return digest
    }

    /// Links the replaced output's file at `relativePath` when its manifest gives it `digest`
    /// and `size` and the file is still the one it describes. False when it is not: the caller
    /// makes the file.
    package func keep(_ relativePath: String, digest: UInt64, size: Int) throws(OutputError) -> Bool {
        try link(relativePath, digest: digest, size: size)
    }

    /// Whether ``keep(_:digest:size:)`` would take the file (unless it changes meanwhile).
    func canKeep(_ relativePath: String, digest: UInt64, size: Int) -> Bool {
        formerHolds(relativePath, digest: digest, size: size) != nil
            || keptIdentity(relativePath, digest: digest, size: size) != nil
    }

    /// The former site's entry for `relativePath` when it holds those bytes.
    private func formerHolds(_ relativePath: String, digest: UInt64, size: Int) -> OutputManifest.Entry? {
        guard let entry = former?.entries[relativePath], entry.digest == digest, entry.size == size else { return nil }
        return entry
    }

    /// The identity of the replaced output's file at `relativePath` when its manifest gives it
    /// `digest` and `size` and it is still the plain file of this user, mode 0644, that the
    /// manifest describes.
    private func keptIdentity(_ relativePath: String, digest: UInt64, size: Int) -> FileIdentity? {
        guard let previous, let entry = previous.manifest.entries[relativePath], entry.digest == digest,
            entry.size == size, let identity = entry.identity, Self.isPlainRelativePath(relativePath)
        else { return nil }
        var info = stat()
        guard lstat(previous.path + "/" + relativePath, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
            info.st_mode & 0o7777 == 0o644, info.st_uid == Self.user, FileIdentity(info) == identity
        else { return nil }
        return identity
    }

    private func link(_ relativePath: String, digest: UInt64, size: Int) throws(OutputError) -> Bool {
        if let entry = formerHolds(relativePath, digest: digest, size: size) {
            try claim(relativePath, clearing: false)
            record(relativePath, entry, linked: true)
            return true
        }
        guard let previous, let identity = keptIdentity(relativePath, digest: digest, size: size) else {
            return false
        }
        let old = previous.path + "/" + relativePath
        try claim(relativePath, clearing: true)
        guard Glibc.link(old, path + "/" + relativePath) == 0 else {
            let code = errno
            guard !Self.stopsOutput(code) else { throw failure(path + "/" + relativePath, code, doing: "link") }
            state.withLock { _ = $0.written.removeValue(forKey: relativePath) }
            return false
        }
        record(relativePath, .init(digest: digest, size: size, identity: identity), linked: true)
        return true
    }

    /// Takes `relativePath` for this build and makes its folders; throws when another part of
    /// the site took it, or the output has stopped taking files. `clearing` removes what the
    /// former site holds there, to make room for the new file.
    private func claim(_ relativePath: String, clearing: Bool) throws(OutputError) {
        guard Self.isPlainRelativePath(relativePath), relativePath != OutputManifest.fileName else {
            throw OutputError(path: relativePath, reason: "not a path inside the output folder")
        }
        let full = path + "/" + relativePath
        let claimed = state.withLock { state -> Result<Void, OutputError> in
            if state.stoppedBy != nil { return .failure(Self.refused(full)) }
            guard state.written.updateValue(.init(digest: 0, size: 0), forKey: relativePath) == nil else {
                return .failure(
                    OutputError(
                        path: relativePath,
                        reason: "two parts of the site would write this same file; rename one of them"))
            }
            return .success(())
        }
        try claimed.get()
        if let slash = relativePath.lastIndex(of: "/") { try makeFolder(String(relativePath[..<slash])) }
        if clearing { try clearFormer(at: relativePath) }
    }

    /// Removes what the former site holds at `relativePath`: a file, or a folder of its files.
    private func clearFormer(at relativePath: String) throws(OutputError) {
        guard let former else { return }
        let full = path + "/" + relativePath
        if former.holds(relativePath) {
            guard unlink(full) == 0 || errno == ENOENT else { throw failure(full, errno, doing: "remove the former file") }
        } else if former.folders.contains(relativePath) {
            let prefix = relativePath + "/"
            let inside = (Array(former.entries.keys) + former.stale).filter { $0.hasPrefix(prefix) }
            _ = FileTree.removeListed(Set(inside.map { String($0.dropFirst(prefix.count)) }), under: full)
        }
    }

    /// Removes what the former site holds that no part of this site wrote, then the folders
    /// left empty, deepest first.
    private func clearFormer() throws(OutputError) {
        guard let former else { return }
        let written = state.withLock { $0.written }
        for relativePath in Array(former.entries.keys) + former.stale where written[relativePath] == nil {
            let full = path + "/" + relativePath
            if unlink(full) != 0 && errno != ENOENT { throw failure(full, errno, doing: "remove the former file") }
        }
        for folder in former.folders.sorted(by: { $0.utf8.count > $1.utf8.count }) {
            rmdir(path + "/" + folder)
        }
    }

    private func record(_ relativePath: String, _ entry: OutputManifest.Entry, linked: Bool) {
        let count = state.withLock { state in
            state.written[relativePath] = entry
            state.bytes += entry.size
            if state.bytes > state.maximumBytes, state.stoppedBy == nil {
                state.stoppedBy = OutputError(
                    "output.too-large", path: state.shownAs,
                    reason:
                        "the site would pass \(state.maximumBytes >> 20) MiB, the most a build writes for these inputs (\(Self.outputMultiple) times their size, plus \(Self.outputAllowance >> 20) MiB), and was not written; do templates include one another several times over?"
                )
            }
            if linked { state.linked += 1 }
            state.completed += 1
            return state.completed
        }
        if KillPoint.requested != nil { KillPoint.reached("write:\(count)") }
    }

    /// The user the build runs as, asked once.
    static let user = geteuid()

    /// Makes a folder and its parents with plain `mkdir` calls.
    private func makeFolder(_ folder: String) throws(OutputError) {
        if state.withLock({ $0.madeFolders.contains(folder) }) { return }
        if let slash = folder.lastIndex(of: "/") { try makeFolder(String(folder[..<slash])) }
        let full = path + "/" + folder
        if former?.holds(folder) == true { try clearFormer(at: folder) }
        if mkdir(full, 0o755) != 0 {
            let code = errno
            guard code == EEXIST || code == ENOTDIR else { throw failure(full, code, doing: "create the folder") }
            var info = stat()
            // Another thread may have made it a moment ago; anything but a real folder is wrong.
            guard lstat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                throw OutputError(path: full, reason: "a file of the site stands where a folder is needed")
            }
        }
        state.withLock { _ = $0.madeFolders.insert(folder) }
    }

    /// Writes the manifest, the last file of a finished output, with the key of the inputs the
    /// build was made from.
    func writeManifest(buildKey: UInt64?) throws(OutputError) {
        try clearFormer()
        var manifest = manifest
        manifest.buildKey = buildKey
        let bytes = manifest.bytes
        let full = path + "/" + OutputManifest.fileName
        let handle = open(full, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard handle >= 0 else { throw OutputError(path: full, errno: errno, doing: "create") }
        defer { close(handle) }
        guard bytes.withUnsafeBytes({ KeptFile.writeAll($0, to: handle) }) else {
            throw OutputError(path: full, errno: errno, doing: "write")
        }
    }

    /// A relative path with no empty, `.` or `..` component and no control character.
    static func isPlainRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/") else { return false }
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part.isEmpty || part == "." || part == ".." { return false }
        }
        return !path.utf8.contains { $0 < 0x20 || $0 == 0x7F }
    }
}
