import Catalog
import Foundation
import TextUtilities

/// What every folder of an output was when the last plain build left it (device, inode,
/// modification and change times), kept in the build cache (`cache/output-folders`) with the
/// identity of the output's manifest. A file added to, removed from or renamed in a folder
/// changes that folder's times, so while every folder is as recorded the output holds exactly
/// the files its manifest lists, and the next build need not list its 80,000 files to find one
/// it did not write (``OutputDestination/checkListedFiles()``). A file edited in place changes
/// no folder; it is not a file the build did not write, and is rendered again (see
/// ``SpareOutput``).
struct OutputFolderStamps: Codable {
    static let fileName = "output-folders"
    static let currentFormat = 1

    var format = currentFormat
    var manifest: OutputFolder.FileIdentity
    /// Relative to the output, "" for the output itself.
    var folders: [String]
    /// Four Int64 per folder: device, inode, modification time and change time in nanoseconds.
    var stamps: [UInt8]

    /// The stamps of the folders holding `files` in the output at `live`; nil when one cannot
    /// be read.
    static func make(live: String, files: Set<String>) -> OutputFolderStamps? {
        // Slashes found in the bytes and folders kept as substrings of the paths: a search by
        // characters and a new String per file were most of making the stamps (80,000 paths).
        var folders: Set<Substring> = [""]
        let slash = UInt8(ascii: "/")
        for path in files {
            // The bytes searched directly: the generic `lastIndex(of:)` of a UTF-8 view walked
            // them one index at a time (1.4 % of an edit build at 10,000 components).
            let searched: Void? = path.utf8.withContiguousStorageIfAvailable { bytes in
                var end = bytes.count
                while end > 0 {
                    end -= 1
                    guard bytes[end] == slash else { continue }
                    let folder = path.utf8.index(path.startIndex, offsetBy: end)
                    if !folders.insert(path[..<folder]).inserted { break }
                }
            }
            if searched == nil {
                var end = path.utf8.lastIndex(of: slash)
                while let found = end, folders.insert(path[..<found]).inserted {
                    end = path.utf8[..<found].lastIndex(of: slash)
                }
            }
        }
        let sorted = folders.map(String.init).sorted()
        var stamps: [Int64] = []
        stamps.reserveCapacity(4 * sorted.count)
        for folder in sorted {
            guard let stamp = stamp(live, folder) else { return nil }
            stamps += stamp
        }
        guard let manifest = OutputFolder.FileIdentity(live + "/" + OutputDestination.manifestName) else { return nil }
        return OutputFolderStamps(manifest: manifest, folders: sorted, stamps: FlatNumbers.bytes(stamps))
    }

    private static func stamp(_ live: String, _ folder: String) -> [Int64]? {
        var info = stat()
        guard lstat(folder.isEmpty ? live : live + "/" + folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            return nil
        }
        return [
            Int64(bitPattern: UInt64(info.st_dev)), Int64(bitPattern: UInt64(info.st_ino)),
            Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec),
            Int64(info.st_ctim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_ctim.tv_nsec),
        ]
    }

    /// Whether the output at `live` is as recorded: its manifest and every folder.
    func matches(live: String) -> Bool {
        guard format == Self.currentFormat,
            OutputFolder.FileIdentity(live + "/" + OutputDestination.manifestName) == manifest,
            let recorded = FlatNumbers.array(stamps, of: Int64.self), recorded.count == 4 * folders.count
        else { return false }
        for (index, folder) in folders.enumerated() {
            guard let stamp = Self.stamp(live, folder), stamp[...] == recorded[(4 * index)..<(4 * index + 4)] else {
                return false
            }
        }
        return true
    }

    /// The stamps kept in the state folder `statePath`, when its cache is a folder (not a link).
    static func read(statePath: String) -> OutputFolderStamps? {
        let folder = statePath + "/" + BuildCache.folderName
        guard KeptComponents.isFolder(folder) else { return nil }
        return KeptFile.readChecked(
            folder + "/" + fileName, limit: 64 << 20, { try? CompactCoding.decode(OutputFolderStamps.self, from: $0) })
    }

    /// Writes (or, with nil, removes) the stamps kept in the state folder `statePath`.
    static func write(_ stamps: OutputFolderStamps?, statePath: String) {
        let folder = statePath + "/" + BuildCache.folderName
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST, KeptComponents.isFolder(folder) else { return }
        KeptFile.replace(stamps.flatMap { try? CompactCoding.encode($0) }, at: folder + "/" + fileName)
    }
}
