import Glibc
import TextUtilities

/// What the build's stages made, by the content hash of what each was made from: a stage whose
/// inputs hash to a key the store holds takes the stored result instead of running again.
///
/// - A key is ``key(_:_:)`` of the stage's name, the running program (its path, size and
///   modification time) and a hash of the stage's inputs: no entry another build of the
///   program made is ever taken, whatever it changed in what a stage makes.
/// - `catalog watch` keeps one store in memory for all its builds; `catalog build` keeps it in
///   the state folder and writes what a successful build made.
/// - On disk, an entry is a key, a checksum, a length and the entry's compact encoding
///   (``CompactCoding``). A stage of many small results keeps them all in one file, read
///   whole when the stage first asks; a stage of large ones keeps one file per entry, read
///   only when asked for, so that a build holds only what it uses and rewrites only what it
///   made. A damaged, truncated or foreign entry is a miss, never an error, and so is an entry
///   whose bytes do not decode.
/// - The one cleanup rule: after a build, a stage holds exactly the entries that build used,
///   for every stage the build ran.
package final class ArtifactStore: Sendable {
    /// The stages whose results are kept.
    package enum Stage: String, Sendable, CaseIterable {
        case inputFile = "input-files", build, component, sourceSurface = "source-surfaces", drift, drawing
        case cardStage = "card-stages", page = "pages", searchIndex = "search-indexes", job = "jobs"
        case searchBlock = "search-blocks", socialCard = "social-cards"

        /// Its results are small: kept in one file.
        var isPacked: Bool {
            switch self {
            case .inputFile, .build, .page, .searchIndex, .drift, .job, .socialCard: true
            case .component, .sourceSurface, .drawing, .cardStage, .searchBlock: false
            }
        }
    }

    /// A kept result: made or decoded by this process, still bytes read from a packed file,
    /// an entry file known to be on disk already, or one this build made and staged.
    private enum Slot: @unchecked Sendable {
        case value(Any, encode: () -> [UInt8]?)
        case bytes([UInt8])
        case onDisk
        case staged
    }

    private struct Shelf {
        var slots: [UInt64: Slot] = [:]
        var used: Set<UInt64> = []
        var loaded = false
    }

    private struct State {
        var shelves: [Stage: Shelf] = [:]
        /// Results made by this build: taking one again is not a result taken from the store.
        var made: Set<UInt64> = []
        /// Where this build writes the entry files it makes (``stage(into:)``).
        var staging: String?
        /// The stages whose folder is made in ``staging``.
        var stagedFolders: Set<Stage> = []
        var hits = 0
        var misses = 0
    }

    private let state = Locked(State())
    /// The folder of the store's files; nil: in memory only.
    package let folder: String?
    /// The files are read (not with `--full`, which only writes them).
    let reads: Bool

    package init(folder: String? = nil, reads: Bool = true) {
        self.folder = folder
        self.reads = reads
    }

    /// The key of `stage`'s result for inputs hashed to `inputs`.
    static func key(_ stage: Stage, _ inputs: UInt64) -> UInt64 {
        var hash = StableDigest()
        hash.add(stage.rawValue)
        hash.add(program)
        hash.add(inputs)
        return hash.value
    }

    /// The running program, which every key holds.
    private static let program = InputStage.fileStamp("/proc/self/exe")

    /// The result of `stage` for `inputs`: the kept one, or `make()`'s, which is kept.
    package func value<Value: Codable & Sendable>(
        _ stage: Stage, inputs: UInt64, _ type: Value.Type = Value.self, make: () -> Value
    ) -> Value {
        if let found: Value = lookUp(stage, inputs: inputs) { return found }
        let made = make()
        keep(made, stage, inputs: inputs)
        return made
    }

    /// The kept result of `stage` for `inputs`, or nil (counted as a miss).
    package func lookUp<Value: Codable & Sendable>(_ stage: Stage, inputs: UInt64) -> Value? {
        let key = Self.key(stage, inputs)
        if stage.isPacked { loadIfNeeded(stage) }
        let (slot, staging) = state.withLock { ($0.shelves[stage]?.slots[key], $0.staging) }
        var found: Value?
        var decoded = false
        switch slot {
        case .value(let value, _)?: found = value as? Value
        case .bytes(let bytes)?: found = bytes.withUnsafeBytes { try? CompactCoding.decode(Value.self, from: $0) }
        case .staged?:
            if let staging, let bytes = Self.readEntry(Self.entryPath(staging, stage, key), key: key) {
                found = bytes.withUnsafeBytes { try? CompactCoding.decode(Value.self, from: $0) }
            }
        case .onDisk?, nil:
            if !stage.isPacked, let bytes = readEntry(stage, key: key) {
                found = bytes.withUnsafeBytes { try? CompactCoding.decode(Value.self, from: $0) }
                decoded = true
            }
        }
        state.withLock { state in
            guard found != nil else {
                state.misses += 1
                return
            }
            if !state.made.contains(key) { state.hits += 1 }
            state.shelves[stage, default: Shelf()].used.insert(key)
            // An entry file read is on disk already; a watch keeps the value for its next build.
            if decoded { state.shelves[stage]?.slots[key] = .onDisk }
        }
        return found
    }

    /// Keeps `value` as the result of `stage` for `inputs`.
    package func keep<Value: Codable & Sendable>(_ value: Value, _ stage: Stage, inputs: UInt64) {
        let key = Self.key(stage, inputs)
        var slot = Slot.value(value, encode: { try? CompactCoding.encode(value) })
        // A large result is staged at once rather than held until the build saves the store.
        if !stage.isPacked, let staging = state.withLock({ $0.staging }), let body = try? CompactCoding.encode(value) {
            if state.withLock({ $0.stagedFolders.insert(stage).inserted }) {
                mkdir(staging, 0o755)
                mkdir(staging + "/" + stage.rawValue, 0o755)
            }
            // The staging folder is this build's alone: an entry goes straight to its name.
            let path = Self.entryPath(staging, stage, key)
            let entry = [(key, Slot.bytes(body))]
            if KeptFile.writeNew(Self.fileBytes(entry), at: path) || Self.write(entry, to: path) { slot = .staged }
        }
        state.withLock {
            $0.shelves[stage, default: Shelf()].slots[key] = slot
            $0.shelves[stage, default: Shelf()].used.insert(key)
            $0.made.insert(key)
        }
    }

    /// Marks the results of `stage` for each of `inputs` as used by this build without reading
    /// them: a result taken whole (a job's files) stands for those it was made with, which the
    /// cleanup would otherwise drop.
    package func retain(_ stage: Stage, inputs: [UInt64]) {
        if stage.isPacked { loadIfNeeded(stage) }
        state.withLock { state in
            for key in inputs.lazy.map({ Self.key(stage, $0) }) where state.shelves[stage]?.slots[key] != nil {
                state.shelves[stage]?.used.insert(key)
            }
        }
    }

    /// From now on, the entry files of the results this build makes are written into `folder`
    /// as they are made, and moved into the store by ``save()``; ``discardStaged()`` removes
    /// them. A build's memory then does not hold every drawing it made until the end.
    package func stage(into folder: String) {
        guard self.folder != nil else { return }
        state.withLock { $0.staging = folder }
    }

    /// Removes what a failed build staged: the store stays as it was.
    package func discardStaged() {
        guard let staging = state.withLock({ $0.staging }) else { return }
        FileTree.removeAll(staging)
        state.withLock { state in
            state.staging = nil
            state.stagedFolders = []
            for (stage, shelf) in state.shelves {
                state.shelves[stage]?.slots = shelf.slots.filter {
                    if case .staged = $0.value { return false }
                    return true
                }
            }
        }
    }

    /// Results taken from an earlier build and made anew since the last ``startBuild()``.
    package var counts: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }

    /// A build starts: nothing is used yet.
    package func startBuild() {
        state.withLock { state in
            for stage in state.shelves.keys { state.shelves[stage]?.used = [] }
            state.made = []
            state.hits = 0
            state.misses = 0
        }
    }

    /// Drops what the last build did not use, of the stages it ran (in memory, between
    /// `catalog watch` builds).
    package func dropUnused() {
        state.withLock { state in
            for (stage, shelf) in state.shelves where !shelf.used.isEmpty {
                state.shelves[stage]?.slots = shelf.slots.filter { shelf.used.contains($0.key) }
            }
        }
    }
}

extension ArtifactStore {
    static let magic = Array("catalog-store 1\n".utf8)
    /// The largest store file read.
    static let largestFile = 4 << 30

    private func loadIfNeeded(_ stage: Stage) {
        guard let folder, !state.withLock({ $0.shelves[stage]?.loaded ?? false }) else { return }
        var slots: [UInt64: Slot] = [:]
        if reads, let bytes = KeptFile.read(folder + "/" + stage.rawValue, limit: Self.largestFile) {
            Self.forEachEntry(in: bytes) { key, body in slots[key] = .bytes(Array(body)) }
        }
        state.withLock { state in
            guard state.shelves[stage]?.loaded != true else { return }
            state.shelves[stage, default: Shelf()].loaded = true
            state.shelves[stage]?.slots.merge(slots) { made, _ in made }
        }
    }

    /// The body of the entry file of `key`, when it is there and whole.
    private func readEntry(_ stage: Stage, key: UInt64) -> [UInt8]? {
        guard reads, let folder else { return nil }
        return Self.readEntry(Self.entryPath(folder, stage, key), key: key)
    }

    private static func readEntry(_ path: String, key: UInt64) -> [UInt8]? {
        guard let bytes = KeptFile.read(path, limit: largestFile) else { return nil }
        var found: [UInt8]?
        Self.forEachEntry(in: bytes) { entryKey, body in if entryKey == key { found = Array(body) } }
        return found
    }

    private static func entryPath(_ folder: String, _ stage: Stage, _ key: UInt64) -> String {
        let hex = String(key, radix: 16)
        return folder + "/" + stage.rawValue + "/" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Hands each whole entry of a store file to `body`, in order; stops at the first that is
    /// not (a damaged or truncated one), and at once for a file without the magic.
    private static func forEachEntry(in bytes: [UInt8], _ body: (UInt64, UnsafeRawBufferPointer) -> Void) {
        guard bytes.starts(with: magic) else { return }
        bytes.withUnsafeBytes { raw in
            var offset = magic.count
            while offset + 20 <= raw.count {
                let key = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
                let sum = raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian
                let count = Int(raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt32.self).littleEndian)
                let start = offset + 20
                guard count <= raw.count - start else { return }
                let entry = UnsafeRawBufferPointer(rebasing: raw[start..<start + count])
                guard ByteDigest.of(entry, seed: key) == sum else { return }
                body(key, entry)
                offset = start + count
            }
        }
    }

    /// Writes what the last build made and drops what it did not use, for each stage it ran.
    /// False when something could not be written: the next build then makes it again.
    @discardableResult
    package func save() -> Bool {
        guard let folder else { return true }
        let shelves = state.withLock { state in
            state.shelves.compactMap { stage, shelf -> (Stage, [(UInt64, Slot)])? in
                guard !shelf.used.isEmpty else { return nil }
                return (stage, shelf.used.sorted().compactMap { key in shelf.slots[key].map { (key, $0) } })
            }
        }
        let staging = state.withLock { $0.staging }
        defer {
            if let staging { FileTree.removeAll(staging) }
            state.withLock { state in
                state.staging = nil
                state.stagedFolders = []
                for (stage, shelf) in state.shelves {
                    for (key, slot) in shelf.slots {
                        if case .staged = slot { state.shelves[stage]?.slots[key] = .onDisk }
                    }
                }
            }
        }
        if mkdir(folder, 0o755) != 0 && errno != EEXIST { return false }
        var saved = true
        for (stage, entries) in shelves {
            if stage.isPacked {
                saved = Self.write(entries, to: folder + "/" + stage.rawValue) && saved
            } else {
                saved = Self.writeEntries(entries, of: stage, in: folder, staging: staging) && saved
            }
        }
        return saved
    }

    /// One file per entry: those made by this build are written, those it did not use removed.
    private static func writeEntries(
        _ entries: [(UInt64, Slot)], of stage: Stage, in folder: String, staging: String?
    ) -> Bool {
        let stageFolder = folder + "/" + stage.rawValue
        if mkdir(stageFolder, 0o755) != 0 && errno != EEXIST { return false }
        var saved = true
        for (key, slot) in entries {
            switch slot {
            case .onDisk: continue
            case .staged:
                let path = entryPath(folder, stage, key)
                saved = staging.map { staging in
                    let from = entryPath(staging, stage, key)
                    if rename(from, path) == 0 { return true }
                    // A folder made by hand in the entry's place gives way to it.
                    guard errno == EISDIR || errno == ENOTEMPTY || errno == EEXIST else { return false }
                    FileTree.removeAll(path)
                    return rename(from, path) == 0
                } ?? false && saved
            default: saved = write([(key, slot)], to: entryPath(folder, stage, key)) && saved
            }
        }
        let used = Set(entries.map { entryPath(folder, stage, $0.0) })
        for entry in FileTree.entries(of: stageFolder) ?? [] where !used.contains(stageFolder + "/" + entry.name) {
            if entry.isFolder { FileTree.removeAll(stageFolder + "/" + entry.name) } else {
                unlink(stageFolder + "/" + entry.name)
            }
        }
        return saved
    }

    /// Writes `entries` into a new file renamed over `path`.
    private static func write(_ entries: [(UInt64, Slot)], to path: String) -> Bool {
        let bytes = fileBytes(entries)
        let temporary = path + ".\(getpid())"
        unlink(temporary)
        // Anything but a file in the entry's place (a folder made by hand) gives way to it.
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { FileTree.removeAll(path) }
        guard KeptFile.writeNew(bytes, at: temporary), rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// A store file holding `entries`, each with its key, checksum and size.
    private static func fileBytes(_ entries: [(UInt64, Slot)]) -> [UInt8] {
        var bytes = magic
        for (key, slot) in entries {
            let body: [UInt8]?
            switch slot {
            case .bytes(let kept): body = kept
            case .value(_, let encode): body = encode()
            case .onDisk, .staged: body = nil
            }
            guard let body, body.count < Int(UInt32.max) else { continue }
            let sum = body.withUnsafeBytes { ByteDigest.of($0, seed: key) }
            withUnsafeBytes(of: key.littleEndian) { bytes += $0 }
            withUnsafeBytes(of: sum.littleEndian) { bytes += $0 }
            withUnsafeBytes(of: UInt32(body.count).littleEndian) { bytes += $0 }
            bytes += body
        }
        return bytes
    }
}

/// A hash of values that is the same in every process (unlike `Hasher`): XXH64 over their
/// bytes, for the store's keys.
package struct StableDigest: Sendable {
    package private(set) var value: UInt64 = 0x9E37_79B9_7F4A_7C15

    package init() {}

    package mutating func add(_ bytes: UnsafeRawBufferPointer) {
        value = ByteDigest.of(bytes, seed: value &+ UInt64(bytes.count))
    }

    package mutating func add(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { add($0) }
    }

    package mutating func add(_ number: Int) { add(UInt64(bitPattern: Int64(number))) }

    package mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    package mutating func add(_ bytes: [UInt8]) { bytes.withUnsafeBytes { add($0) } }

    /// The digest of a value's compact encoding (nil: it did not encode).
    package mutating func add<Value: Encodable>(encoded value: Value) {
        guard let bytes = try? CompactCoding.encode(value) else {
            add(UInt64.max)
            return
        }
        add(bytes)
    }
}
