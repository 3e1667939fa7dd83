import Catalog
import Foundation
import TextUtilities

/// A plain `catalog build` keeps the output it replaced, brought in step with the new one, as
/// the next build's spare: `.Public.catalog/spare/`, with a record of it in the build cache
/// (`cache/spare`). The next build then writes only the files that differ into the spare and
/// exchanges it with the live output, instead of linking every unchanged file into a fresh
/// folder and removing the replaced output's names (80,000 of each at 10,000 components).
///
/// The spare shares every unchanged file with the live output (hard links): it costs the disk
/// only the files that differ. It is used only while the record matches what is on disk: the
/// spare folder, its manifest and the live output's manifest are the ones the last build left.
/// Since another process may have touched the output in between, a file kept by its identity
/// is checked first (``Ready/verifiesKept``) and the live output's files are listed against its
/// manifest as in every build. Anything else, and the spare is removed as a leftover and the
/// build writes a fresh folder.
extension SpareOutput {
    /// The spare's folder name in the state folder.
    static let keptFolderName = "spare"

    /// What ``saveKept(_:)`` writes: enough to find the spare again and to tell that it is
    /// still the one left.
    struct KeptRecord: Codable {
        static let mark = "catalog spare"
        static let currentFormat = 1
        var mark = Self.mark
        var format = Self.currentFormat
        var folderDevice: UInt64
        var folderInode: UInt64
        var manifest: OutputFolder.FileIdentity
        var liveManifest: OutputFolder.FileIdentity
        /// Files the live output lists that the spare does not hold.
        var missing: [String]
    }

    /// Reads the record a plain build left in `recordPath` for the spare in `statePath`; the
    /// spare is ready when the record is whole and its folder is the one recorded. Whether its
    /// manifests are still those is checked by ``take(live:)``.
    func restoreKept(statePath: String) {
        guard let recordPath = keptRecord,
            let record = KeptFile.readChecked(
                recordPath, limit: 256 << 20, { try? CompactCoding.decode(KeptRecord.self, from: $0) }),
            record.mark == KeptRecord.mark, record.format == KeptRecord.currentFormat
        else { return }
        let folder = statePath + "/" + Self.keptFolderName
        guard let identity = FolderIdentity(folder), identity.device == record.folderDevice,
            identity.inode == record.folderInode,
            let manifestBytes = KeptFile.read(folder + "/" + OutputDestination.manifestName, limit: 256 << 20),
            let listed = OutputDestination.manifestFiles(manifestBytes)
        else { return }
        let files = record.missing.isEmpty ? listed : listed.subtracting(record.missing)
        restore(
            Ready(
                folder: folder, folderIdentity: identity, manifest: record.manifest, liveManifest: record.liveManifest,
                files: files, lockPath: statePath + "/" + OutputDestination.lockName,
                manifestBytes: record.missing.isEmpty ? manifestBytes : nil, verifiesKept: true))
    }

    /// Writes the record of `ready` (under the build lock), or removes the record when there is
    /// no spare to keep.
    func saveKept(_ ready: Ready?, liveFiles: Set<String>) {
        guard let recordPath = keptRecord else { return }
        let folder = String(recordPath[..<recordPath.lastIndex(of: "/")!])
        let record = ready.map { ready in
            KeptRecord(
                folderDevice: ready.folderIdentity.device, folderInode: ready.folderIdentity.inode,
                manifest: ready.manifest, liveManifest: ready.liveManifest,
                // The spare's files are the live ones less those found changed: as many, the same.
                missing: ready.files.count == liveFiles.count ? [] : liveFiles.subtracting(ready.files).sorted())
        }
        guard record == nil || ((mkdir(folder, 0o755) == 0 || errno == EEXIST) && KeptComponents.isFolder(folder))
        else {
            unlink(recordPath)
            return
        }
        KeptFile.replace(record.flatMap { try? CompactCoding.encode($0) }, at: recordPath)
    }
}
