import Foundation

/// The encoders and decoders of ``CompactCoding``: a ``Deferred`` value they meet is kept as
/// its bytes.
public protocol CompactCodingContext {}

/// A value decoded from ``CompactCoding`` only when it is first read: until then it is kept as
/// its encoded bytes. For the parts of a component kept in the build cache that most builds
/// never read (a component whose pages are all kept needs neither its timeline nor its API
/// table): decoding them was two thirds of reading 10,000 unchanged components.
///
/// Any other encoder or decoder sees the value itself. The bytes come from a file whose digest
/// was checked, written by this same program, so they decode; if they did not, that is a
/// defect of the program, and reading the value stops it with a message saying so.
@propertyWrapper
public struct Deferred<Value: Codable & Sendable>: Sendable, Codable {
    private let box: Box

    public init(wrappedValue: Value) {
        box = Box(value: wrappedValue)
    }

    public var wrappedValue: Value { box.value }

    /// A value kept as its ``CompactCoding`` bytes (read from the build cache by a
    /// ``RecordReader``), decoded when first read.
    public init(encodedBytes: [UInt8]) {
        box = Box(bytes: encodedBytes)
    }

    /// A value whose ``CompactCoding`` bytes stay in a build-cache file until it is first read
    /// (a plain build reads the pages of 10,000 kept components and needs the bodies of a
    /// few). The file is only ever replaced by a new one under the build lock, never changed
    /// in place, and is not replaced before the build that read it ends. A part that is gone
    /// or changed all the same (the cache deleted during a build) reads as `fallback` and is
    /// recorded in ``LostKeptParts``: the build checks it before it publishes, and fails.
    public init(keptIn part: KeptPart, fallback: Value) {
        box = Box(part: part, fallback: fallback)
    }

    /// Whether the value is in its file (``init(keptIn:fallback:)``), not read yet or let go
    /// of again.
    public var isLeftInFile: Bool { box.isLeftInFile }

    /// The value's bytes: those it was read as, or its encoding (``encode(_:)``).
    public func encodedBytes() throws -> [UInt8] { try box.bytes() }

    public init(from decoder: any Decoder) throws {
        if decoder is CompactCodingContext {
            box = Box(bytes: try decoder.singleValueContainer().decode([UInt8].self))
        } else {
            box = Box(value: try Value(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        if encoder is CompactCodingContext {
            var container = encoder.singleValueContainer()
            try container.encode(try box.bytes())
        } else {
            try box.value.encode(to: encoder)
        }
    }

    /// `buffer` decoded: as a record when the value is ``PositionalKept``, else through
    /// ``CompactCoding``.
    public static func decode(_ buffer: UnsafeRawBufferPointer) throws -> Value {
        guard let positional = Value.self as? any PositionalKept.Type else {
            return try CompactCoding.decode(Value.self, from: buffer)
        }
        var record = RecordReader(buffer)
        let value = try positional.init(record: &record)
        guard record.isAtEnd, let value = value as? Value else {
            throw CompactCoding.Failure(description: "bytes after a kept value")
        }
        return value
    }

    /// The bytes ``decode(_:)`` reads as `value`.
    public static func encode(_ value: Value) throws -> [UInt8] {
        guard let positional = value as? any PositionalKept else { return try CompactCoding.encode(value) }
        var record = RecordWriter(capacity: 4 << 10)
        try positional.write(into: &record)
        return record.bytes
    }

    private final class Box: DecodedPart, @unchecked Sendable {
        private let lock = NSLock()
        private var decoded: Value?
        private var encoded: [UInt8]?
        private var part: KeptPart?
        private var fallback: Value?
        /// The part a value kept in a file is read from, again after ``forgetDecoded()``.
        private var source: KeptPart?

        init(value: Value) { decoded = value }
        init(bytes: [UInt8]) { encoded = bytes }
        init(part: KeptPart, fallback: Value) {
            self.part = part
            self.source = part
            self.fallback = fallback
        }

        /// Reads the bytes of ``part`` into ``encoded``; under the lock. A part that cannot be
        /// read makes the value the fallback, and is recorded; it is then never read again.
        private func readPart() {
            guard encoded == nil, decoded == nil, let part else { return }
            self.part = nil
            guard let bytes = KeptFile.read(part) else {
                LostKeptParts.record(part.path)
                decoded = fallback
                fallback = nil
                source = nil
                return
            }
            encoded = bytes
        }

        var value: Value {
            lock.lock()
            if let decoded {
                lock.unlock()
                return decoded
            }
            readPart()
            if let decoded {  // The fallback of a lost part.
                lock.unlock()
                return decoded
            }
            do {
                let value = try encoded!.withUnsafeBytes { try Deferred.decode($0) }
                decoded = value
                encoded = nil
                let forgettable = source != nil
                lock.unlock()
                if forgettable { RecentlyDecodedParts.shared.add(self) }
                return value
            } catch {
                fatalError(
                    "a value kept in the build cache does not decode (\(error)); this is a defect of catalog: delete the .catalog/cache folder beside the output and report it"
                )
            }
        }

        func bytes() throws -> [UInt8] {
            lock.lock()
            defer { lock.unlock() }
            if let encoded { return encoded }
            if let decoded { return try Deferred.encode(decoded) }
            // Still in its file: read, not kept (the build cache's record wants the bytes of
            // every body at the end of a cold build, when nothing reads them after).
            if let part, let bytes = KeptFile.read(part) { return bytes }
            readPart()  // Lost: the fallback, recorded.
            return try Deferred.encode(decoded!)
        }

        var isLeftInFile: Bool {
            lock.lock()
            defer { lock.unlock() }
            return part != nil && decoded == nil && encoded == nil
        }

        /// Lets go of the decoded value of a part kept in a file: the next read reads the part
        /// again.
        func forgetDecoded() {
            lock.lock()
            // Taken out and dropped outside the lock; looked at without a copy (`decoded != nil`
            // copies a generic value, retaining each of its fields).
            var forgotten: Value? = nil
            if let source, case .some = decoded {
                swap(&forgotten, &decoded)
                encoded = nil
                part = source
            }
            lock.unlock()
            _ = forgotten
        }
    }
}

/// A value a ``Deferred`` keeps as a ``RecordWriter`` record, field by field, rather than
/// through ``CompactCoding``: for a value read back many times in a build (a page's body is
/// read by its page, its search document and the API index, and read again once let go of),
/// whose decoding through `Codable` was a tenth of a template edit's CPU at 10,000
/// components, most of it generic metadata lookups and keyed containers (`perf`).
public protocol PositionalKept {
    init(record: inout RecordReader) throws
    func write(into record: inout RecordWriter) throws
}

/// A value read from a build-cache file that can be let go of and read again.
protocol DecodedPart: AnyObject, Sendable {
    func forgetDecoded()
}

/// The values read from build-cache files (``Deferred/init(keptIn:fallback:)``) most recently
/// decoded: past ``capacity``, the oldest is let go of, and read from its file again if it is
/// read again. A build that renders every page from the cache (a template edit) read each
/// page's body once and kept it decoded to the end: 137 MB of its 367 MB heap at 10,000
/// components (`heaptrack`), for values a page's job reads a few times in a row and nothing
/// reads after. Values made in this process (`init(wrappedValue:)`) are never let go of.
final class RecentlyDecodedParts: @unchecked Sendable {
    static let shared = RecentlyDecodedParts(capacity: 512)

    private let lock = ShortLock()
    private var ring: [DecodedPart?]
    private var next = 0

    init(capacity: Int) {
        ring = Array(repeating: nil, count: capacity)
    }

    /// Adds `part` as the most recent; the oldest one, when the ring is full, is let go of
    /// (outside the ring's lock: a part takes its own lock to forget).
    func add(_ part: DecodedPart) {
        lock.lock()
        let oldest = ring[next]
        ring[next] = part
        next = (next + 1) % ring.count
        lock.unlock()
        oldest?.forgetDecoded()
    }
}
