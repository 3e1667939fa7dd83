/// What a long-running process (`catalog watch`) keeps from one build for the next: each
/// look-up or store marks its entry as used by the current build, and ``finishBuild()`` drops
/// the entries that build did not use, so the cache holds at most one build's worth.
///
/// One hash per look-up: the entry carries the number of the build that last used it, where a
/// set of used keys and a dictionary filtered at the end hashed every key three times (5 % of a
/// 10,000-component rebuild, `perf`).
///
/// Inlinable, so that each user's keys and values are specialized there: unspecialized, every
/// look-up compared and copied keys through value witnesses, a quarter of the reference
/// counting of a `catalog watch` rebuild (`perf`).
public struct BuildScopedCache<Key: Hashable, Value> {
    @usableFromInline var entries: [Key: (value: Value, build: Int)] = [:]
    @usableFromInline var build = 0

    @inlinable public init() {}

    @inlinable public var count: Int { entries.count }

    /// Starts a build: what it does not use is dropped by ``finishBuild()``.
    @inlinable public mutating func startBuild() { build += 1 }

    /// Room for `count` entries, when about that many are about to be kept.
    @inlinable public mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    /// The value kept for `key`, if any, marked as used by this build.
    @inlinable public mutating func use(_ key: Key) -> Value? {
        guard let index = entries.index(forKey: key) else { return nil }
        entries.values[index].build = build
        return entries.values[index].value
    }

    /// Keeps `value` for `key`, used by this build.
    @inlinable public mutating func keep(_ value: Value, for key: Key) {
        entries[key] = (value, build)
    }

    /// Keeps `value` for `key`, not used by this build until ``use(_:)`` asks for it.
    @inlinable public mutating func keepUnused(_ value: Value, for key: Key) {
        entries[key] = (value, build - 1)
    }

    @inlinable public mutating func remove(_ key: Key) {
        entries[key] = nil
    }

    /// Drops every entry this build did not use.
    @inlinable public mutating func finishBuild() {
        var stale: [Key] = []
        for index in entries.indices where entries.values[index].build != build { stale.append(entries.keys[index]) }
        for key in stale { entries[key] = nil }
    }

    /// Every entry, in no particular order (after ``finishBuild()``: those the build used).
    @inlinable public func forEach(_ body: (Key, Value) -> Void) {
        for (key, entry) in entries { body(key, entry.value) }
    }

    /// Drops every entry whose key `keeps` refuses.
    @inlinable public mutating func removeAll(keeping keeps: (Key) -> Bool) {
        entries = entries.filter { keeps($0.key) }
    }

    /// Drops everything.
    @inlinable public mutating func removeAll() {
        entries = [:]
    }
}
