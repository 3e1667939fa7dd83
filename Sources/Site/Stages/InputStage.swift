import Catalog
import Foundation
import TextUtilities

/// The first stage: what the build reads, as a digest of every file's bytes under the content
/// and templates folders, by path. Two builds whose inputs have the same ``key`` make the same
/// site; each component's part of it keys that component's load (``ComponentStage``).
///
/// A file's digest is kept in the store by what `stat` says of it (device, inode, size and
/// modification and change times, in nanoseconds): the change time moves on any write, even
/// one that puts the modification time back, so a file whose `stat` is the same holds the same
/// bytes. A file changed in the last two seconds is read every time, since the kernel's clock
/// may not have moved between two writes.
struct InputStage {
    /// Every input file's digest, by path relative to its root folder, per root.
    struct Inputs: Sendable {
        var content: [String: UInt64] = [:]
        var templates: [String: UInt64] = [:]
        /// The size of every file read.
        var bytes = 0
        /// A hash of all of them and of what else decides the output (``SiteBuild/Options``).
        var key: UInt64 = 0

        /// A hash of each component's files and `site.yml`, by slug: what its load is made from.
        var componentKeys: [String: UInt64] = [:]

        /// - Parameter sorted: ``content`` in path order.
        mutating func findComponentKeys(sorted: [(key: String, value: UInt64)]) {
            let settings = content["site.yml"] ?? 0
            var hashes: [Substring: StableDigest] = [:]
            for (path, digest) in sorted where path.hasPrefix("components/") {
                let rest = path.dropFirst("components/".count)
                guard let slash = rest.firstIndex(of: "/") else { continue }
                let slug = rest[..<slash]
                var hash = hashes[slug] ?? StableDigest()
                if hashes[slug] == nil {
                    hash.add(settings)
                    hash.add(String(slug))
                }
                hash.add(String(rest[slash...]))
                hash.add(digest)
                hashes[slug] = hash
            }
            componentKeys = Dictionary(uniqueKeysWithValues: hashes.map { (String($0.key), $0.value.value) })
        }
    }

    /// Folders deeper than this are not followed (a loop of symbolic links ends here; the
    /// loader reports what it cannot read).
    static let deepest = 32
    /// Files changed this recently are read whatever their `stat` says.
    static let racySeconds = 2

    let store: ArtifactStore
    let now = Int(Date().timeIntervalSince1970)

    /// Digests every file under `root`, following symbolic links as the loader does. A file
    /// that cannot be read has the digest of its error, so that the build goes on to report it.
    /// The folders of each depth are read on every core.
    func digests(under root: String) -> (files: [String: UInt64], bytes: Int) {
        var found: [String: UInt64] = [:]
        var bytes = 0
        var level = [""]
        for depth in 0...Self.deepest where !level.isEmpty {
            let scanned = ParallelMap.map(level) { entries(of: $0, under: root, descending: depth < Self.deepest) }
            level = []
            found.reserveCapacity(found.count + scanned.reduce(0) { $0 + $1.files.count })
            for (files, folders, size) in scanned {
                for (path, digest) in files { found[path] = digest }
                level += folders
                bytes += size
            }
        }
        return (found, bytes)
    }

    /// The digest of each entry of one folder (a file's bytes; a folder's or anything else's
    /// kind and, through a symbolic link, its target), and the folders to read next.
    private func entries(of folder: String, under root: String, descending: Bool)
        -> (files: [(String, UInt64)], folders: [String], bytes: Int)
    {
        let full = folder.isEmpty ? root : root + "/" + folder
        let prefix = folder.isEmpty ? "" : folder + "/"
        var found: [(String, UInt64)] = []
        var folders: [String] = []
        var bytes = 0
        FileTree.eachEntry(of: full, following: true) { descriptor, name, linkInfo in
            let relative = prefix + name
            var info = linkInfo
            var target = ""
            if (info.st_mode & S_IFMT) == S_IFLNK {
                target = Self.linkTarget(descriptor, name)
                guard fstatat(descriptor, name, &info, 0) == 0 else {
                    found.append((relative, ByteDigest.of("dangling link to " + target)))
                    return
                }
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                found.append((relative + "/", ByteDigest.of("folder " + target)))
                if descending { folders.append(relative) }
            case S_IFREG:
                bytes += Int(info.st_size)
                found.append((relative, digest(of: full + "/" + name, descriptor, name, info, link: target)))
            default: found.append((relative, ByteDigest.of("not a file \(info.st_mode & S_IFMT) " + target)))
            }
        }
        return (found, folders, bytes)
    }

    private func digest(of path: String, _ folder: Int32, _ name: String, _ info: stat, link target: String) -> UInt64 {
        var identity = StableDigest()
        identity.add(path)
        identity.add(target)
        for number in [
            Int(info.st_dev), Int(info.st_ino), Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec),
            Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec),
        ] {
            identity.add(number)
        }
        if let known: UInt64 = store.lookUp(.inputFile, inputs: identity.value) { return known }
        // Read whole, through a link as the loader reads it: a file larger than any input may
        // be is told by its size and times only (the loader refuses it).
        let bytes = KeptFile.read(name, in: folder, limit: 64 << 20, followingLinks: true)
        var digest = StableDigest()
        digest.add(target)
        if let bytes { digest.add(bytes) } else { digest.add("unreadable \(info.st_size)") }
        let settled = max(Int(info.st_mtim.tv_sec), Int(info.st_ctim.tv_sec)) < now - Self.racySeconds
        if settled, bytes != nil { store.keep(digest.value, .inputFile, inputs: identity.value) }
        return digest.value
    }

    private static func linkTarget(_ folder: Int32, _ name: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlinkat(folder, name, &buffer, 4096)
        guard count >= 0 else { return "" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The inputs of a build of `options`, keyed with the program and the compiler and
    /// converter it runs: installing `rsvg-convert` makes the next build add the social cards.
    func inputs(_ options: SiteBuild.Options, compiler: String?, converter: PNGConverter? = nil) -> Inputs {
        var inputs = Inputs()
        let folders = ParallelMap.map([options.contentFolder, options.templatesFolder]) { digests(under: $0) }
        (inputs.content, inputs.templates) = (folders[0].files, folders[1].files)
        inputs.bytes = folders[0].bytes + folders[1].bytes
        var hash = StableDigest()
        let content = inputs.content.sorted { $0.key < $1.key }
        for (name, files) in [("content", content), ("templates", inputs.templates.sorted { $0.key < $1.key })] {
            hash.add(name)
            for (path, digest) in files {
                hash.add(path)
                hash.add(digest)
            }
        }
        hash.add(Self.fileStamp("/proc/self/exe"))
        hash.add(compiler.map(Self.fileStamp) ?? "no compiler")
        hash.add(converter.map { Self.fileStamp($0.program) } ?? "no converter")
        hash.add((try? SPDXLicenseList.system.get())?.fingerprint ?? 0)
        hash.add(options.contentFolder)
        hash.add(options.templatesFolder)
        hash.add("\(options.strict) \(options.checkSwiftSyntax) \(options.swiftTimeout) \(options.liveReload)")
        inputs.key = hash.value
        inputs.findComponentKeys(sorted: content)
        return inputs
    }

    /// A file's path, size and modification time: a program or compiler replaced is another.
    static func fileStamp(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return path }
        let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
        return "\(resolved) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
