import Foundation

/// The site an output held before its current one, kept in the state folder as `former/` with
/// its manifest. The next build writes into it: a file with the bytes it needs stays as it is,
/// every other file is replaced or removed, so a build touches only what changed over its last
/// two builds instead of linking every file into a fresh folder and removing the replaced site.
struct FormerSite: Sendable {
    /// The files that are still as the manifest describes them: plain files of this user, mode
    /// 0644, with their recorded identity.
    let entries: [String: OutputManifest.Entry]
    /// The listed paths that hold anything else (a file changed since, a symbolic link): removed
    /// before their path is written, or at the end.
    let stale: Set<String>
    /// Its folders, relative to it.
    let folders: Set<String>

    func holds(_ path: String) -> Bool { entries[path] != nil || stale.contains(path) }

    /// What the state folder holds as the former site.
    enum Found: Sendable {
        /// None, or a `former` folder without a manifest, which is not the build's.
        case none
        case site(FormerSite)
        /// A former site holding a file or folder its manifest does not account for.
        case refused
    }
}

extension OutputDestination {
    static let formerName = "former"

    var formerPath: String { statePath + "/" + Self.formerName }

    /// The former site, taken only when it is wholly the build's: a folder with a manifest that
    /// accounts for each of its files and folders, each folder a plain one of this user. Reads
    /// only.
    func inspectFormer() -> FormerSite.Found {
        var info = stat()
        guard lstat(formerPath, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
            let manifest = OutputManifest.read(in: formerPath)
        else { return .none }
        let listedFolders = manifest.folders
        var entries: [String: OutputManifest.Entry] = .init(minimumCapacity: manifest.entries.count)
        var stale: Set<String> = []
        var folders: Set<String> = []
        var clean = Self.isPlainFolder(info)
        var pending = [""]
        while clean, let folder = pending.popLast() {
            let prefix = folder.isEmpty ? "" : folder + "/"
            let opened = FileTree.eachEntry(of: formerPath + "/" + folder, following: false) { _, name, info in
                let path = prefix + name
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    guard listedFolders.contains(path), Self.isPlainFolder(info) else {
                        clean = false
                        return
                    }
                    pending.append(path)
                    folders.insert(path)
                } else if let entry = manifest.entries[path] {
                    let plain = (info.st_mode & S_IFMT) == S_IFREG && info.st_mode & 0o7777 == 0o644
                        && info.st_uid == OutputFolder.user
                    if plain, entry.identity == FileIdentity(info) { entries[path] = entry } else { stale.insert(path) }
                } else if path != OutputManifest.fileName {
                    clean = false
                }
            }
            if !opened { clean = false }
        }
        return clean ? .site(FormerSite(entries: entries, stale: stale, folders: folders)) : .refused
    }

    /// Removes a refused former site as a replaced output: its listed files go, the rest is kept
    /// aside. Returns the notes to show. Called under the build lock.
    func removeFormer() -> [String] {
        switch removeOutput(at: formerPath) {
        case nil: return ["could not remove \(formerPath), the site before the last; remove it by hand"]
        case let kept? where !kept.isEmpty:
            return ["files that 'catalog build' did not write were found in \(formerPath) and kept in \(kept)"]
        default: return []
        }
    }

    private static func isPlainFolder(_ info: stat) -> Bool {
        info.st_mode & 0o7777 == 0o755 && info.st_uid == OutputFolder.user
    }
}
