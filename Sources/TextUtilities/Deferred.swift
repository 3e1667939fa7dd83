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

    /// The value's ``CompactCoding`` bytes: those it was read as, or its encoding.
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

    private final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var decoded: Value?
        private var encoded: [UInt8]?
        private var part: KeptPart?
        private var fallback: Value?

        init(value: Value) { decoded = value }
        init(bytes: [UInt8]) { encoded = bytes }
        init(part: KeptPart, fallback: Value) {
            self.part = part
            self.fallback = fallback
        }

        /// Reads the bytes of ``part`` into ``encoded``, once; under the lock. A part that
        /// cannot be read makes the value the fallback, and is recorded.
        private func readPart() {
            guard encoded == nil, decoded == nil, let part else { return }
            self.part = nil
            guard let bytes = KeptFile.read(part) else {
                LostKeptParts.record(part.path)
                decoded = fallback
                fallback = nil
                return
            }
            encoded = bytes
            fallback = nil
        }

        var value: Value {
            lock.lock()
            defer { lock.unlock() }
            if let decoded { return decoded }
            readPart()
            if let decoded { return decoded }  // The fallback of a lost part.
            do {
                let value = try encoded!.withUnsafeBytes { try CompactCoding.decode(Value.self, from: $0) }
                decoded = value
                encoded = nil
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
            readPart()
            if let encoded { return encoded }
            return try CompactCoding.encode(decoded!)
        }
    }
}
