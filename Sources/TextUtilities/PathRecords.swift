import Foundation

/// Values by path for many paths (the 80,000 files of a 10,000-component site), kept without
/// a `String` per path: the paths' UTF-8 bytes sit in one buffer, and an open-addressed table
/// finds a record by a ``ByteDigest`` of its path, then compares the bytes. Reading the records
/// back from the build cache and writing them again copies those bytes and numbers, instead of
/// making, hashing and encoding a `String` for each path; a look-up probes numbers and compares
/// one path's bytes, instead of comparing a `String` at every occupied slot on its way.
///
/// Like ``BuildScopedCache``: a build marks what it uses, and ``finishBuild()`` drops the
/// records it did not use.
public struct PathRecords<Value> {
    /// Every record's path, one after another; ``pathEnds`` tells where each ends.
    public private(set) var pathBytes: [UInt8] = []
    /// Where each record's path ends in ``pathBytes``.
    public private(set) var pathEnds: [Int32] = []
    private var values: [Value?] = []
    private var hashes: [UInt64] = []
    private var usedIn: [Int] = []
    /// Record numbers by hash, -1 for an empty slot; a power of two at least twice the records.
    private var slots: [Int32] = []
    private var build = 0

    public init() {}

    /// The records of `pathBytes` cut at `pathEnds`, with `values` in the same order, not used
    /// by any build yet. Nil when the ends do not cut the bytes into `values.count` paths, or a
    /// path comes twice.
    public init?(pathBytes: [UInt8], pathEnds: [Int32], values: [Value]) {
        guard pathEnds.count == values.count else { return nil }
        var start: Int32 = 0
        for end in pathEnds {
            guard end >= start, Int(end) <= pathBytes.count else { return nil }
            start = end
        }
        guard Int(start) == pathBytes.count else { return nil }
        self.pathBytes = pathBytes
        self.pathEnds = pathEnds
        self.values = values
        self.usedIn = [Int](repeating: build - 1, count: values.count)
        hashes.reserveCapacity(values.count)
        for record in values.indices {
            hashes.append(
                pathBytes.withUnsafeBytes { ByteDigest.of(UnsafeRawBufferPointer(rebasing: $0[range(record)])) })
        }
        rebuildSlots()
        for record in values.indices where slots[slot(of: record)] != Int32(record) { return nil }
    }

    /// How many paths have a value.
    public var count: Int { values.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// Whether there are no records at all.
    public var isEmpty: Bool { values.isEmpty }

    /// Starts a build: what it does not use is dropped by ``finishBuild()``.
    public mutating func startBuild() { build += 1 }

    /// The value kept for `path`, if any, marked as used by this build.
    public mutating func use(_ path: String) -> Value? {
        guard let record = find(path), let value = values[record] else { return nil }
        usedIn[record] = build
        return value
    }

    /// Keeps `value` for `path`, used by this build. Past 2 GiB of paths (``pathEnds`` are
    /// 32-bit) a new path is not kept: it is then unknown, as if it had never been kept.
    public mutating func keep(_ value: Value, for path: String) {
        if let record = find(path) {
            values[record] = value
            usedIn[record] = build
            return
        }
        guard pathBytes.count + path.utf8.count <= Int(Int32.max) else { return }
        var path = path
        path.withUTF8 { bytes in
            pathBytes.append(contentsOf: bytes)
            hashes.append(ByteDigest.of(UnsafeRawBufferPointer(bytes)))
        }
        pathEnds.append(Int32(pathBytes.count))
        values.append(value)
        usedIn.append(build)
        if slots.count < 2 * values.count {
            rebuildSlots()
        } else {
            slots[freeSlot(for: hashes[values.count - 1])] = Int32(values.count - 1)
        }
    }

    public mutating func remove(_ path: String) {
        guard let record = find(path) else { return }
        values[record] = nil
    }

    /// Drops the value of every path whose bytes do not start with `prefix`.
    public mutating func removeAll(notStartingWith prefix: String) {
        let prefix = Array(prefix.utf8)
        for record in values.indices where values[record] != nil {
            let range = range(record)
            if range.count < prefix.count
                || !pathBytes[range.lowerBound..<range.lowerBound + prefix.count].elementsEqual(prefix)
            {
                values[record] = nil
            }
        }
    }

    /// Drops every record this build did not use or removed, keeping the others in order.
    public mutating func finishBuild() {
        var kept = PathRecords()
        kept.build = build
        kept.pathBytes.reserveCapacity(pathBytes.count)
        kept.pathEnds.reserveCapacity(values.count)
        for record in values.indices where usedIn[record] == build {
            guard let value = values[record] else { continue }
            kept.pathBytes.append(contentsOf: pathBytes[range(record)])
            kept.pathEnds.append(Int32(kept.pathBytes.count))
            kept.values.append(value)
            kept.hashes.append(hashes[record])
            kept.usedIn.append(build)
        }
        kept.rebuildSlots()
        self = kept
    }

    /// Every record with a value, in order: its path's bytes and its value.
    public func forEach(_ body: (ArraySlice<UInt8>, Value) -> Void) {
        for record in values.indices {
            if let value = values[record] { body(pathBytes[range(record)], value) }
        }
    }

    // MARK: - The table

    private func range(_ record: Int) -> Range<Int> {
        (record == 0 ? 0 : Int(pathEnds[record - 1]))..<Int(pathEnds[record])
    }

    /// The record of `path`, with or without a value.
    private func find(_ path: String) -> Int? {
        guard !slots.isEmpty else { return nil }
        var path = path
        return path.withUTF8 { bytes -> Int? in
            let hash = ByteDigest.of(UnsafeRawBufferPointer(bytes))
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let record = Int(slots[slot])
                if record < 0 { return nil }
                if hashes[record] == hash {
                    let range = range(record)
                    if range.count == bytes.count
                        && pathBytes.withUnsafeBufferPointer({
                            bytes.count == 0
                                || memcmp($0.baseAddress! + range.lowerBound, bytes.baseAddress!, bytes.count) == 0
                        })
                    {
                        return record
                    }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The slot `record` sits in.
    private func slot(of record: Int) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hashes[record]) & mask
        while slots[slot] != Int32(record) && slots[slot] >= 0 { slot = (slot + 1) & mask }
        return slot
    }

    private func freeSlot(for hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        return slot
    }

    /// Makes the table again for every record: twice as many slots as records, at least 16.
    /// A path that comes twice takes the first record's slot; the second is not found (the
    /// checked initializer refuses that).
    private mutating func rebuildSlots() {
        var size = 16
        while size < 2 * values.count { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        for record in values.indices {
            var duplicate = false
            let mask = size - 1
            var slot = Int(truncatingIfNeeded: hashes[record]) & mask
            while slots[slot] >= 0 {
                let other = Int(slots[slot])
                if hashes[other] == hashes[record] && pathBytes[range(other)].elementsEqual(pathBytes[range(record)]) {
                    duplicate = true
                    break
                }
                slot = (slot + 1) & mask
            }
            if !duplicate { slots[slot] = Int32(record) }
        }
    }
}
