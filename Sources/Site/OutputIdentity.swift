import Catalog
import Foundation

/// What an output folder holds, summed up in one value for ``BuildMemo``: the identity of each
/// file its manifest lists (device, inode, size and modification time: ``OutputFolder/FileIdentity``)
/// and the stamps of the folders that hold them with the manifest's own identity
/// (``OutputFolderStamps``). A file edited in place gets another identity; a file added,
/// removed or renamed changes its folder's times. So while the value is the one a build left,
/// the output is as that build wrote it.
///
/// The build sums its files' identities as it writes, keeps or links them (in any order, on
/// any thread), so that recording the value after a build looks only at the output's few
/// folders, not at its 80,000 files again. Looking at the output later (``current(live:)``)
/// reads the manifest and looks at every file it lists.
enum OutputIdentity {
    /// One file's part of the sum: a hash of its path and identity. Parts are added with
    /// wrapping arithmetic, so the order of the files does not matter.
    static func part(_ path: String, _ identity: OutputFolder.FileIdentity) -> UInt64 {
        var hash = StableHash()
        hash.combine(path)
        hash.combine(identity.device)
        hash.combine(identity.inode)
        hash.combine(identity.size)
        hash.combine(identity.modified)
        return hash.value
    }

    /// The value of the output at `live` holding `files`, whose identities sum to `sum`; nil
    /// when a folder cannot be looked at.
    static func value(live: String, files: Set<String>, sum: UInt64) -> String? {
        guard let stamps = OutputFolderStamps.make(live: live, files: files) else { return nil }
        var hash = StableHash()
        hash.combine(stamps.manifest.device)
        hash.combine(stamps.manifest.inode)
        hash.combine(stamps.manifest.size)
        hash.combine(stamps.manifest.modified)
        for folder in stamps.folders { hash.combine(folder) }
        stamps.stamps.withUnsafeBytes { hash.combine($0) }
        hash.combine(files.count)
        hash.combine(sum)
        return String(hash.value, radix: 16)
    }

    /// The value of the output at `live` as it is on disk now: its manifest read, every file
    /// it lists looked at (on every core); nil when the manifest cannot be read or a listed
    /// file is not a regular file.
    static func current(live: String) -> String? {
        guard let files = OutputDestination.readManifest(live + "/" + OutputDestination.manifestName) else {
            return nil
        }
        guard let sum = sum(of: Array(files), in: live) else { return nil }
        return value(live: live, files: files, sum: sum)
    }

    /// Linux's `O_PATH` (Glibc's module does not export it): a folder opened only to look at
    /// its entries, which needs no permission to read it.
    static let openPath: Int32 = 0o10_000_000

    /// The sum of the identities of `files` under `live` as they are now, nil when one is not
    /// a regular file. Each core takes a run of the list, in which the files of one folder
    /// (put together first) are looked at through that folder, opened once, rather than each by
    /// its full path, which the kernel resolves again every time.
    static func sum(of unordered: [String], in live: String) -> UInt64? {
        // A manifest is read as a set: its files put together by folder again.
        var byFolder: [Substring: [String]] = [:]
        for file in unordered {
            byFolder[file[..<(file.utf8.lastIndex(of: UInt8(ascii: "/")) ?? file.startIndex)], default: []].append(file)
        }
        let files = byFolder.values.flatMap { $0 }
        let parts = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count / 1024))
        let sums = ParallelMap.map(Array(0..<parts)) { part -> UInt64? in
            var sum: UInt64 = 0
            var folder: (path: Substring, handle: Int32)?
            defer { if let folder { close(folder.handle) } }
            for index in (files.count * part / parts)..<(files.count * (part + 1) / parts) {
                let file = files[index]
                let slash = file.utf8.lastIndex(of: UInt8(ascii: "/"))
                let path = slash.map { file[..<$0] } ?? ""
                if folder?.path != path {
                    if let folder { close(folder.handle) }
                    folder = nil
                    // Through symbolic links on the way, as `lstat` of the whole path went.
                    let handle = open(path.isEmpty ? live : live + "/" + path, Self.openPath | O_DIRECTORY | O_CLOEXEC)
                    guard handle >= 0 else { return nil }
                    folder = (path, handle)
                }
                let name = slash.map { String(file[file.index(after: $0)...]) } ?? file
                var info = stat()
                guard let handle = folder?.handle, fstatat(handle, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
                    (info.st_mode & S_IFMT) == S_IFREG
                else { return nil }
                sum &+= Self.part(file, OutputFolder.FileIdentity(info))
            }
            return sum
        }
        var total: UInt64 = 0
        for sum in sums {
            guard let sum else { return nil }
            total &+= sum
        }
        return total
    }
}
