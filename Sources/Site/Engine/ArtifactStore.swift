import Glibc
import Synchronization
import TextUtilities

/// What the build's stages made, by the content hash of what each was made from: a stage whose
/// inputs hash to a key the store holds takes the stored result instead of running again.
///
/// - A key is ``key(_:_:)`` of the stage (its name and version) and a hash of the stage's
///   inputs; a stage's version changes whenever what it makes from the same inputs changes,
///   so that no entry of an older program is ever taken.
/// - `catalog watch` keeps one store in memory for all its builds; `catalog build` keeps it in
///   the state folder, one file per stage, each read when a stage first asks and written back
///   after a successful build.
/// - On disk every entry has a checksum: a damaged, truncated or foreign entry is a miss,
///   never an error, and so is an entry whose bytes do not decode.
/// - The one cleanup rule: a stage's file holds exactly the entries the last build that ran
///   the stage used.
public final class ArtifactStore: Sendable {
    /// The stages whose results are kept, each with its version.
    public enum Stage: String, Sendable, CaseIterable {
        case inputFile = "input-files", build, component, sourceSurface = "source-surfaces", drift, drawing
        case cardStage = "card-stages", page = "pages", searchIndex = "search-indexes"
        /// Raised whenever the stage makes something else from the same inputs.
        var version: UInt64 { 1 }
    }

    /// A kept result: decoded already (made by this process), or bytes read from disk.
    private enum Slot: @unchecked Sendable {
        case value(Any, encode: () -> [UInt8]?)
        case bytes([UInt8])
    }

    private struct Shelf {
        var slots: [UInt64: Slot] = [:]
        var used: Set<UInt64> = []
        var loaded = false
    }

    private struct State {
        var shelves: [Stage: Shelf] = [:]
        var hits = 0
        var misses = 0
    }

    private let state = Mutex(State())
    /// The folder of the store's files; nil: in memory only.
    public let folder: String?
    /// The files are read (not with `--full`, which only writes them).
    let reads: Bool

    public init(folder: String? = nil, reads: Bool = true) {
        self.folder = folder
        self.reads = reads
    }

    /// The key of `stage`'s result for inputs hashed to `inputs`.
    static func key(_ stage: Stage, _ inputs: UInt64) -> UInt64 {
        var hash = StableDigest()
        hash.add(stage.rawValue)
        hash.add(stage.version)
        hash.add(inputs)
        return hash.value
    }

    /// The result of `stage` for `inputs`: the kept one, or `make()`'s, which is kept.
    public func value<Value: Codable & Sendable>(
        _ stage: Stage, inputs: UInt64, _ type: Value.Type = Value.self, make: () -> Value
    ) -> Value {
        if let found: Value = lookUp(stage, inputs: inputs) { return found }
        let made = make()
        keep(made, stage, inputs: inputs)
        return made
    }

    /// The kept result of `stage` for `inputs`, or nil (counted as a miss).
    public func lookUp<Value: Codable & Sendable>(_ stage: Stage, inputs: UInt64) -> Value? {
        let key = Self.key(stage, inputs)
        loadIfNeeded(stage)
        let slot = state.withLock { state -> Slot? in
            let slot = state.shelves[stage]?.slots[key]
            if slot != nil { state.shelves[stage]?.used.insert(key) }
            return slot
        }
        var found: Value?
        switch slot {
        case .value(let value, _)?: found = value as? Value
        case .bytes(let bytes)?:
            found = bytes.withUnsafeBytes { try? CompactCoding.decode(Value.self, from: $0) }
        case nil: break
        }
        state.withLock {
            if found == nil { $0.misses += 1 } else { $0.hits += 1 }
        }
        return found
    }

    /// Keeps `value` as the result of `stage` for `inputs`.
    public func keep<Value: Codable & Sendable>(_ value: Value, _ stage: Stage, inputs: UInt64) {
        let key = Self.key(stage, inputs)
        let slot = Slot.value(value, encode: { try? CompactCoding.encode(value) })
        state.withLock {
            $0.shelves[stage, default: Shelf()].slots[key] = slot
            $0.shelves[stage, default: Shelf()].used.insert(key)
        }
    }

    /// Results taken from the store and made anew since the last ``startBuild()``.
    public var counts: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }

    /// A build starts: nothing is used yet.
    public func startBuild() {
        state.withLock { state in
            for stage in state.shelves.keys { state.shelves[stage]?.used = [] }
            state.hits = 0
            state.misses = 0
        }
    }

    /// Drops what the last build did not use, of the stages it ran (in memory, between
    /// `catalog watch` builds).
    public func dropUnused() {
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
        let slots = reads ? Self.read(from: folder + "/" + stage.rawValue) : [:]
        state.withLock { state in
            guard state.shelves[stage]?.loaded != true else { return }
            state.shelves[stage, default: Shelf()].loaded = true
            state.shelves[stage]?.slots.merge(slots) { made, _ in made }
        }
    }

    /// The entries of the file at `path`; none when the file is missing, is not a regular
    /// file, or is not a store. Entries after a damaged one are lost.
    private static func read(from path: String) -> [UInt64: Slot] {
        guard let bytes = KeptFile.read(path, limit: largestFile), bytes.starts(with: magic) else { return [:] }
        var slots: [UInt64: Slot] = [:]
        bytes.withUnsafeBytes { raw in
            var offset = magic.count
            while offset + 20 <= raw.count {
                let key = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
                let sum = raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian
                let count = Int(raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt32.self).littleEndian)
                let start = offset + 20
                guard count <= raw.count - start else { return }
                let body = UnsafeRawBufferPointer(rebasing: raw[start..<start + count])
                guard ByteDigest.of(body, seed: key) == sum else { return }
                slots[key] = .bytes(Array(body))
                offset = start + count
            }
        }
        return slots
    }

    /// Writes, for each stage the last build ran, the entries it used, each stage's file
    /// through a new file renamed over it. False when one could not be written: the next build
    /// then starts from what is there, or nothing.
    @discardableResult
    public func save() -> Bool {
        guard let folder else { return true }
        let shelves = state.withLock { state in
            state.shelves.compactMap { stage, shelf -> (Stage, [(UInt64, Slot)])? in
                guard !shelf.used.isEmpty else { return nil }
                return (stage, shelf.used.sorted().compactMap { key in shelf.slots[key].map { (key, $0) } })
            }
        }
        if mkdir(folder, 0o755) != 0 && errno != EEXIST { return false }
        var saved = true
        for (stage, entries) in shelves {
            saved = Self.write(entries, to: folder + "/" + stage.rawValue) && saved
        }
        return saved
    }

    private static func write(_ entries: [(UInt64, Slot)], to path: String) -> Bool {
        var bytes = magic
        for (key, slot) in entries {
            let body: [UInt8]?
            switch slot {
            case .bytes(let kept): body = kept
            case .value(_, let encode): body = encode()
            }
            guard let body, body.count < Int(UInt32.max) else { continue }
            let sum = body.withUnsafeBytes { ByteDigest.of($0, seed: key) }
            withUnsafeBytes(of: key.littleEndian) { bytes += $0 }
            withUnsafeBytes(of: sum.littleEndian) { bytes += $0 }
            withUnsafeBytes(of: UInt32(body.count).littleEndian) { bytes += $0 }
            bytes += body
        }
        let temporary = path + ".\(getpid())"
        unlink(temporary)
        guard KeptFile.writeNew(bytes, at: temporary), rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}

/// A hash of values that is the same in every process (unlike `Hasher`): XXH64 over their
/// bytes, for the store's keys.
public struct StableDigest: Sendable {
    public private(set) var value: UInt64 = 0x9E37_79B9_7F4A_7C15

    public init() {}

    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        value = ByteDigest.of(bytes, seed: value &+ UInt64(bytes.count))
    }

    public mutating func add(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { add($0) }
    }

    public mutating func add(_ number: Int) { add(UInt64(bitPattern: Int64(number))) }

    public mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    public mutating func add(_ bytes: [UInt8]) { bytes.withUnsafeBytes { add($0) } }

    /// The digest of a value's compact encoding (nil: it did not encode).
    public mutating func add<Value: Encodable>(encoded value: Value) {
        guard let bytes = try? CompactCoding.encode(value) else {
            add(UInt64.max)
            return
        }
        add(bytes)
    }
}
