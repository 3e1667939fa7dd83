import Glibc
import TextUtilities

/// The list of files a build wrote, kept in every output as `.catalog-output`: what the output
/// holds is the build's to replace, and nothing else is. Each line names a file with the
/// digest and size of its bytes and the identity it had when the build left it (inode and
/// modification time): a file that still has that identity still has those bytes, so the next
/// build can take it as it is instead of writing the same bytes again.
///
///     catalog-output 2
///     # comment lines
///     <digest, 16 hex digits> <size> <inode> <modified, ns> <path>
///
/// A version 1 manifest lists paths only: its files are the build's, none is taken as it is.
public struct OutputManifest: Sendable {
    static let fileName = ".catalog-output"
    static let magic = "catalog-output 2"
    static let olderMagic = "catalog-output 1"
    static let header = """
        \(magic)
        # Written by 'catalog build', which replaces this folder on the next build. The files
        # below are the ones it wrote; any other file here makes the next build stop.

        """

    /// What a build knows of one file it wrote.
    struct Entry: Sendable, Equatable {
        var digest: UInt64
        var size: Int
        var identity: FileIdentity?
    }

    var entries: [String: Entry] = [:]
    /// The key of the inputs the build was made from (``InputStage/Inputs/key``), when known.
    var buildKey: UInt64?

    var paths: Set<String> { Set(entries.keys) }

    /// The manifest of the output folder at `folder`; nil when it has none or it is not one.
    static func read(in folder: String) -> OutputManifest? {
        guard let bytes = KeptFile.read(folder + "/" + fileName, limit: 256 << 20) else { return nil }
        return parse(bytes)
    }

    /// The manifest `bytes` hold, or nil when they are not a manifest.
    static func parse(_ bytes: [UInt8]) -> OutputManifest? {
        var manifest = OutputManifest()
        var version = 0
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
            defer { start = index + 1 }
            guard index > start else { continue }
            let line = String(decoding: bytes[start..<index], as: UTF8.self)
            if version == 0 {
                if line == magic { version = 2 } else if line == olderMagic { version = 1 } else { return nil }
                continue
            }
            if line.hasPrefix("# build ") {
                manifest.buildKey = UInt64(line.dropFirst("# build ".count), radix: 16)
                continue
            }
            if line.hasPrefix("#") { continue }
            if version == 1 {
                manifest.entries[line] = Entry(digest: 0, size: -1, identity: nil)
                continue
            }
            let parts = line.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let digest = UInt64(parts[0], radix: 16), let size = Int(parts[1]),
                let inode = UInt64(parts[2]), let modified = Int(parts[3])
            else { return nil }
            manifest.entries[String(parts[4])] = Entry(
                digest: digest, size: size, identity: FileIdentity(inode: inode, size: size, modified: modified))
        }
        return version == 0 ? nil : manifest
    }

    /// The manifest's text, its files in path order.
    var bytes: [UInt8] {
        var text = Self.header
        if let buildKey { text += "# build \(String(buildKey, radix: 16))\n" }
        for path in entries.keys.sorted() {
            let entry = entries[path]!
            let digest = String(entry.digest, radix: 16)
            text += String(repeating: "0", count: 16 - digest.count) + digest
            text += " \(entry.size) \(entry.identity?.inode ?? 0) \(entry.identity?.modified ?? 0) \(path)\n"
        }
        return Array(text.utf8)
    }
}

/// What tells one file from another on disk: inode, size and modification time (nanoseconds).
/// A file rewritten, replaced or edited in place gets another.
struct FileIdentity: Equatable, Sendable {
    let inode: UInt64
    let size: Int
    let modified: Int

    init(inode: UInt64, size: Int, modified: Int) {
        self.inode = inode
        self.size = size
        self.modified = modified
    }

    init(_ info: stat) {
        inode = UInt64(info.st_ino)
        size = Int(info.st_size)
        modified = Int(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(info.st_mtim.tv_nsec)
    }

    /// The identity of the regular file at `path`, not through a symbolic link.
    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        self.init(info)
    }
}
