import Catalog
import Foundation

/// Tells when anything under a set of folders changes, through Linux's inotify.
///
/// inotify watches one folder at a time, so every folder below the roots gets its own watch,
/// and a folder created later is added when its creation is read. A root that does not exist
/// yet, or was removed and made again, is picked up by ``resync()``, which the watch loop
/// calls before each build.
final class FolderWatcher {
    /// The file descriptor to poll for events.
    let descriptor: Int32
    private let roots: [String]
    private var folders: [Int32: String] = [:]
    /// Folders that could not be watched (the system's limit on watches was reached).
    private(set) var problems: [String] = []

    private static let mask: UInt32 =
        UInt32(
            IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_MODIFY | IN_ATTRIB
                | IN_DELETE_SELF | IN_MOVE_SELF) | UInt32(IN_ONLYDIR)

    /// One change read from the kernel: the folder, the name in it, whether it is a folder.
    struct Change: Equatable {
        let path: String
        let isFolder: Bool
        /// The kernel dropped events: anything may have changed.
        let overflowed: Bool
    }

    init(roots: [String]) throws(WatchError) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw WatchError("cannot start watching files: \(String(cString: strerror(errno)))")
        }
        self.descriptor = descriptor
        self.roots = roots
        resync()
    }

    deinit { close(descriptor) }

    /// Watches every folder under the roots that is not watched yet. Watching a folder twice
    /// gives back the same watch, so this is safe to call at any time.
    func resync() {
        problems = []
        for root in roots { add(root, isRoot: true) }
    }

    private func add(_ folder: String, isRoot: Bool = false) {
        var info = stat()
        // Below the roots, only real folders: a link may point outside the content, which the
        // build refuses. A root is the folder the user named, link or not, as the build reads it.
        let found = isRoot ? stat(folder, &info) : lstat(folder, &info)
        guard found == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return }
        let watch = inotify_add_watch(descriptor, folder, Self.mask)
        guard watch >= 0 else {
            problems.append("\(folder): \(String(cString: strerror(errno)))")
            return
        }
        folders[watch] = folder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() { add(folder + "/" + name) }
    }

    /// Reads every event waiting, without blocking; new folders are watched at once.
    func read() -> [Change] {
        var changes: [Change] = []
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = Foundation.read(descriptor, buffer, size)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var offset = 0
            while offset + 16 <= count {
                let watch = buffer.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = buffer.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(buffer.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let nameBytes = UnsafeRawBufferPointer(
                    start: buffer + offset + 16, count: min(length, count - offset - 16))
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += 16 + length
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    changes.append(Change(path: "", isFolder: true, overflowed: true))
                    continue
                }
                if mask & UInt32(IN_IGNORED) != 0 {
                    folders[watch] = nil
                    continue
                }
                guard let folder = folders[watch] else { continue }
                let isFolder = mask & UInt32(IN_ISDIR) != 0
                let path = name.isEmpty ? folder : folder + "/" + name
                if isFolder && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { add(path) }
                changes.append(Change(path: path, isFolder: isFolder || name.isEmpty, overflowed: false))
            }
        }
        return changes
    }

    /// Whether a change can alter a build: hidden files (`.page.md.swp`) and backups ending in
    /// `~` are what editors leave behind, and the loader reads neither.
    static func matters(_ change: Change) -> Bool {
        if change.overflowed || change.isFolder { return true }
        let name = change.path.split(separator: "/").last.map(String.init) ?? change.path
        // Hidden files (Emacs's locks, Vim's swap files), editors' backups and autosave files.
        return !(name.hasPrefix(".") || CatalogLoader.isEditorBackup(name))
    }
}
