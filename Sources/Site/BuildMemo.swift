import Catalog
import Diagnostics
import Foundation
import TextUtilities

/// What the last successful build of an output saw and wrote, kept in its state folder
/// (`.Public.catalog/build-memo`), so that a build with nothing changed since stops at once
/// and leaves the output as it is: no file read beyond `stat`, none rewritten, every mtime kept.
///
/// "Nothing changed" means the same fingerprint (``FolderFingerprint``) of the content and
/// templates folders, the same `catalog` program, the same options and Swift compiler, and
/// the output exactly as that build left it (``OutputIdentity``: the identity of every file
/// the build wrote, kept or linked, and the stamps of the output's folders, recorded after the
/// build under the build lock). The memo also holds that build's report, so the
/// same warnings are printed again. A failed build leaves the memo: it did not touch the
/// output, and its inputs no longer match. Deleting the memo is always safe: the next build is
/// a whole one; so is `catalog build --full`.
struct BuildMemo: Codable {
    static let fileName = "build-memo"
    /// 2: the output told by ``OutputIdentity`` instead of a fingerprint of the whole folder.
    static let currentFormat = 2

    var format = Self.currentFormat
    /// The fingerprint of inputs, program and options, in hexadecimal.
    var inputs: String
    /// The output right after the build (``OutputIdentity``), in hexadecimal.
    var output: String
    /// The hash of the bytes of each input file modified shortly before the build started, by
    /// path: their times alone cannot tell a later rewrite (see ``FolderFingerprint``).
    var racy: [String: String]
    var pages: Int
    var files: Int
    var bytes: Int
    var languages: Int
    var components: Int
    var guides: Int
    var swiftCompiler: String?
    var diagnostics: [Diagnostic]

    /// What a build's memo must match: the fingerprint of inputs, program and options, and
    /// the racy input files with the hashes of their bytes.
    struct Key {
        let inputs: String
        let racy: [String: String]
        /// What the walk saw of the content folder, for the load to take its entries from.
        var listing: FolderListing?
    }

    static func key(_ options: SiteBuild.Options, now: Int) -> Key {
        var hash = StableHash()
        hash.combine(UInt64(currentFormat))
        let folders = FolderFingerprint.of(
            [options.contentFolder, options.templatesFolder], now: now, listing: options.contentFolder)
        hash.combine(folders.hash)
        hash.combine(FolderFingerprint.fileStamp("/proc/self/exe") ?? "unknown program")
        hash.combine("strict \(options.strict) swift \(options.checkSwiftSyntax) \(options.swiftTimeout)")
        if options.checkSwiftSyntax {
            hash.combine(SwiftSyntaxCheck.findCompiler().flatMap(FolderFingerprint.fileStamp) ?? "no compiler")
        }
        var racy: [String: String] = [:]
        for path in folders.racy { racy[path] = FolderFingerprint.contentHash(of: path) }
        return Key(inputs: String(hash.value, radix: 16), racy: racy, listing: folders.listing)
    }

    /// The memo of the last build when it matches `key` and the output is as that build left
    /// it; nil otherwise, or when another build holds the lock. When it matches, leftovers of
    /// killed builds are removed as a build would (their notes are returned).
    static func lookUp(key: Key, in destination: OutputDestination) -> (memo: BuildMemo, notes: [String])? {
        let path = destination.statePath + "/" + fileName
        guard access(path, F_OK) == 0,
            let lock = try? OutputLock(path: destination.statePath + "/" + OutputDestination.lockName, output: "")
        else { return nil }
        defer { lock.release() }
        guard let data = FileManager.default.contents(atPath: path),
            let memo = try? JSONDecoder().decode(BuildMemo.self, from: data),
            memo.format == currentFormat, memo.inputs == key.inputs, memo.output == OutputIdentity.current(live: destination.path),
            memo.racy.allSatisfy({ FolderFingerprint.contentHash(of: $0.key) == $0.value })
        else { return nil }
        // The spare a plain build keeps (``SpareOutput+Kept``) is still in step: nothing changed.
        return (memo, destination.removeLeftovers(keeping: destination.statePath + "/" + SpareOutput.keptFolderName))
    }

    /// Writes the memo of a build that just published `folder` (under its lock); a memo that
    /// cannot be written is removed, so that no stale one remains. The output is told by the
    /// identities the build summed as it wrote (``OutputFolder/writtenIdentities``), or, when
    /// one is missing, by looking at every file again.
    static func record(_ memo: BuildMemo, of folder: OutputFolder, in destination: OutputDestination) {
        let path = destination.statePath + "/" + fileName
        let temporary = path + ".\(getpid())"
        var recorded = memo
        let output =
            folder.writtenIdentities.flatMap { OutputIdentity.value(live: destination.path, files: $0.files, sum: $0.sum) }
            ?? OutputIdentity.current(live: destination.path)
        guard let output else {
            unlink(path)
            return
        }
        recorded.output = output
        guard let data = try? JSONEncoder().encode(recorded),
            // Written by this build itself, not through Foundation's own temporary file
            // (`.dat.nosync…`), which a build killed here would leave behind unremoved.
            { unlink(temporary); return KeptFile.writeNew(Array(data), at: temporary) }(),
            { KillPoint.reached("memo"); return true }(),
            rename(temporary, path) == 0
        else {
            unlink(temporary)
            unlink(path)
            return
        }
    }
}
