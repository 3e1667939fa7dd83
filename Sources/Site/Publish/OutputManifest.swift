import Glibc
import TextUtilities

/// The list of files a build wrote, kept in every output as `.catalog-output`: what the output
/// holds is the build's to replace, and nothing else is. Each line names a file with the
/// digest and size of its bytes and the identity it had when the build left it (inode and
/// modification time): a file that still has that identity still has those bytes, so the next
/// build can take it as it is instead of writing the same bytes again.
///
///     catalog-output 3
///     # comment lines
///     <digest, 16 hex digits> <size> <inode> <modified, ns> <path>
///     # end
///
/// A version 1 manifest lists paths only: its files are the build's, none is taken as it is.
/// Version 2 has no end line.
package struct OutputManifest: Sendable {
    static let fileName = ".catalog-output"
    static let magic = "catalog-output 3"
    static let versions = [magic: 3, "catalog-output 2": 2, "catalog-output 1": 1]
    static let endLine = "# end"
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

    /// What the output held when it was checked (``OutputDestination/checkedManifest()``): the
    /// identity of each file found (nil: not a regular file). Never written.
    var found: [String: FileIdentity?] = [:]

    var paths: Set<String> { Set(entries.keys) }

    /// Every folder that holds a listed file, relative to the output ("" for the output itself).
    var folders: Set<String> {
        var folders: Set<String> = [""]
        for file in entries.keys {
            var folder = Substring(file)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                guard folders.insert(String(folder)).inserted else { break }
            }
        }
        return folders
    }

    /// The manifest of the output folder at `folder`; nil when it has none or it is not one.
    static func read(in folder: String) -> OutputManifest? {
        try? parse(KeptFile.read(folder + "/" + fileName, limit: 256 << 20) ?? []).get()
    }

    /// Why bytes are not a manifest: not one at all, or one damaged at a line, or without its
    /// end line, which is then the line given.
    enum Flaw: Error, Equatable {
        case foreign
        case damaged(line: Int, cutShort: Bool)
    }

    /// The manifest `bytes` hold. Read as bytes, one line at a time: a site's manifest has a
    /// line for each of its files, and since version 3 an end line, so a cut is seen.
    static func parse(_ bytes: [UInt8]) -> Result<OutputManifest, Flaw> {
        var manifest = OutputManifest()
        manifest.entries.reserveCapacity(bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 })
        var version = 0
        var ended = false
        let flaw = bytes.withUnsafeBufferPointer { buffer -> Flaw? in
            var (start, number) = (0, 0)
            for index in 0...buffer.count where index == buffer.count || buffer[index] == 0x0A {
                defer { (start, number) = (index + 1, number + 1) }
                guard index > start else { continue }
                let line = UnsafeBufferPointer(rebasing: buffer[start..<index])
                if version == 0 {
                    guard let known = versions[String(decoding: line, as: UTF8.self)] else { return .foreign }
                    version = known
                } else if ended {
                    return .damaged(line: number + 1, cutShort: false)
                } else if line[0] == UInt8(ascii: "#") {
                    let text = String(decoding: line, as: UTF8.self)
                    if text.hasPrefix("# build ") { manifest.buildKey = UInt64(text.dropFirst(8), radix: 16) }
                    ended = text == endLine
                } else if version == 1 {
                    manifest.entries[String(decoding: line, as: UTF8.self)] = Entry(digest: 0, size: -1, identity: nil)
                } else {
                    guard let (path, entry) = Self.entry(line) else {
                        return .damaged(line: number + 1, cutShort: false)
                    }
                    manifest.entries[path] = entry
                }
            }
            return version == 0 ? .foreign : version == 3 && !ended ? .damaged(line: number, cutShort: true) : nil
        }
        return flaw.map { .failure($0) } ?? .success(manifest)
    }

    /// `<digest hex> <size> <inode> <modified> <path>`.
    private static func entry(_ line: UnsafeBufferPointer<UInt8>) -> (String, Entry)? {
        var numbers: [UInt64] = []
        var position = 0
        while numbers.count < 4 {
            var value: UInt64 = 0
            let start = position
            let radix: UInt64 = numbers.isEmpty ? 16 : 10
            while position < line.count, line[position] != UInt8(ascii: " ") {
                let byte = line[position]
                let digit: UInt64
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
                    digit = UInt64(byte - UInt8(ascii: "a") + 10)
                default: return nil
                }
                let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
                guard !overflow else { return nil }
                value = shifted &+ digit
                position += 1
            }
            guard position > start, position < line.count else { return nil }
            numbers.append(value)
            position += 1
        }
        guard numbers[1] <= UInt64(Int.max), numbers[3] <= UInt64(Int.max) else { return nil }
        let size = Int(numbers[1])
        let path = String(decoding: UnsafeBufferPointer(rebasing: line[position...]), as: UTF8.self)
        return (
            path,
            Entry(
                digest: numbers[0], size: size,
                identity: FileIdentity(inode: numbers[2], size: size, modified: Int(numbers[3])))
        )
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
        return Array((text + Self.endLine + "\n").utf8)
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
