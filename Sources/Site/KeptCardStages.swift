import Foundation
import TextUtilities

/// The card stages a plain build keeps for the next one (the build cache's `stages` file),
/// laid out so that a build reads only the stages it needs: a header, an index of every
/// stage (slug, load key, timeline digest, where its text is, the text's digest) with a
/// digest of its own, then the texts one after the other. A build reads the index (under
/// 1 MB at 10,000 components) and keeps the file open; a stage's text is read when a card
/// asks for it, and checked against its digest. Read whole through ``CompactCoding``, the
/// 26 MB of a 10,000-component catalog were 8 % of a one-page edit build's CPU (`perf`), for
/// the few cards that build draws; written from one joined copy, they were 52 MB of a cold
/// build's peak memory (`heaptrack`).
///
/// The header: a mark and the format (two UInt32), the program's hash, the index's length
/// and its ``ByteDigest`` (UInt64 each). The index: the count (Int64); per stage its load key,
/// timeline digest, the text's offset in the file, length and digest (five UInt64); per
/// stage where its slug ends (Int32); the slugs' bytes. All numbers little-endian.
final class KeptCardStages: @unchecked Sendable {
    static let mark: UInt32 = 0x5347_5453  // "STGS"
    static let format: UInt32 = 3
    static let headerSize = 32
    static let entrySize = 40
    /// No stages file is read beyond this size.
    static let maximumSize = 4 << 30

    /// Where a stage's text is in the file.
    struct Location: Sendable, Equatable {
        let offset: Int
        let count: Int
        let digest: UInt64
    }

    /// A stage as the cache holds it: its text in memory (drawn by this process) or in the
    /// file held open.
    enum Text: Sendable {
        case drawn(String)
        case kept(Location, KeptCardStages)
    }

    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// The text at `location`, when the file holds bytes with its digest there; nil otherwise
    /// (the card is then drawn again).
    func text(at location: Location) -> String? {
        guard let bytes = read(location) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func read(_ location: Location) -> [UInt8]? {
        guard location.count >= 0, location.count <= Self.maximumSize,
            let bytes = KeptFile.readRange(descriptor, offset: location.offset, count: location.count),
            bytes.withUnsafeBytes({ ByteDigest.of($0) }) == location.digest
        else { return nil }
        return bytes
    }

    /// The stages kept at `path` by `program`, by slug, with the file they are read from;
    /// nothing when the file is missing, not a regular file, of another program or format,
    /// or its index does not match its digest.
    static func read(_ path: String, program: UInt64) -> [String: ReuseCache.KeptStage] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return [:] }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= maximumSize,
            Int(info.st_size) >= headerSize, let header = KeptFile.readRange(descriptor, offset: 0, count: headerSize)
        else {
            close(descriptor)
            return [:]
        }
        let file = KeptCardStages(descriptor: descriptor)
        let size = Int(info.st_size)
        let (mark, format, kept, indexLength, indexDigest) = header.withUnsafeBytes {
            (
                UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: 0, as: UInt32.self)),
                UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: 4, as: UInt32.self)),
                UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)),
                Int64(littleEndian: $0.loadUnaligned(fromByteOffset: 16, as: Int64.self)),
                UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
            )
        }
        guard mark == Self.mark, format == Self.format, kept == program, indexLength >= 8,
            indexLength <= size - headerSize,
            let index = KeptFile.readRange(descriptor, offset: headerSize, count: Int(indexLength)),
            index.withUnsafeBytes({ ByteDigest.of($0) }) == indexDigest
        else { return [:] }
        let textsStart = headerSize + Int(indexLength)
        return index.withUnsafeBytes { buffer -> [String: ReuseCache.KeptStage] in
            func number(_ offset: Int) -> UInt64 {
                UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
            let count = Int64(bitPattern: number(0))
            guard count >= 0, count <= (buffer.count - 8) / (entrySize + 4) else { return [:] }
            let entries = Int(count)
            let endsStart = 8 + entries * entrySize
            let slugsStart = endsStart + entries * 4
            var stages: [String: ReuseCache.KeptStage] = [:]
            stages.reserveCapacity(entries)
            var slugStart = slugsStart
            for entry in 0..<entries {
                let at = 8 + entry * entrySize
                let slugEnd =
                    slugsStart
                    + Int(
                        Int32(littleEndian: buffer.loadUnaligned(fromByteOffset: endsStart + 4 * entry, as: Int32.self))
                    )
                let offset = Int(truncatingIfNeeded: number(at + 16))
                let length = Int(truncatingIfNeeded: number(at + 24))
                guard slugEnd >= slugStart, slugEnd <= buffer.count, offset >= textsStart, length >= 0,
                    length <= size - offset
                else { return [:] }
                let slug = String(
                    decoding: UnsafeRawBufferPointer(rebasing: buffer[slugStart..<slugEnd]), as: UTF8.self)
                stages[slug] = (
                    number(at), number(at + 8),
                    .kept(Location(offset: offset, count: length, digest: number(at + 32)), file)
                )
                slugStart = slugEnd
            }
            return slugStart == buffer.count ? stages : [:]
        }
    }

    /// Writes `stages` into a new file at `path` (which must not exist), in the order of their
    /// slugs, the texts one at a time: a drawn one from memory, a kept one copied from its
    /// file. A kept text that can no longer be read is written as zeros, which its digest
    /// then refuses: that card is drawn again by the next build. False when the file could not
    /// be written.
    static func write(
        _ stages: [String: ReuseCache.KeptStage], program: UInt64, at path: String
    ) -> Bool {
        let slugs = stages.keys.sorted()
        var locations: [Location] = []
        locations.reserveCapacity(slugs.count)
        var slugBytes: [UInt8] = []
        var slugEnds: [Int32] = []
        for slug in slugs {
            slugBytes += slug.utf8
            slugEnds.append(Int32(slugBytes.count))
        }
        let indexLength = 8 + slugs.count * (entrySize + 4) + slugBytes.count
        var offset = headerSize + indexLength
        var index: [UInt8] = []
        index.reserveCapacity(indexLength)
        func append<Number: FixedWidthInteger>(_ number: Number) {
            withUnsafeBytes(of: number.littleEndian) { index.append(contentsOf: $0) }
        }
        append(Int64(slugs.count))
        for slug in slugs {
            let stage = stages[slug]!
            let location: Location
            switch stage.stage {
            case .drawn(let text):
                location = Location(offset: offset, count: text.utf8.count, digest: ByteDigest.of(text))
            case .kept(let kept, _):
                location = Location(offset: offset, count: kept.count, digest: kept.digest)
            }
            locations.append(location)
            offset += location.count
            append(stage.loadKey)
            append(stage.timeline)
            append(UInt64(location.offset))
            append(UInt64(location.count))
            append(location.digest)
        }
        for end in slugEnds { append(end) }
        index += slugBytes
        var header: [UInt8] = []
        header.reserveCapacity(headerSize)
        for value in [UInt64(mark) | UInt64(format) << 32, program, UInt64(indexLength)] {
            withUnsafeBytes(of: value.littleEndian) { header.append(contentsOf: $0) }
        }
        withUnsafeBytes(of: index.withUnsafeBytes { ByteDigest.of($0) }.littleEndian) { header.append(contentsOf: $0) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard writeAll(descriptor, header), writeAll(descriptor, index) else { return false }
        for (slug, location) in zip(slugs, locations) {
            let written: Bool
            switch stages[slug]!.stage {
            case .drawn(var text):
                written = text.withUTF8 { KeptFile.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
            case .kept(let kept, let file):
                let bytes = file.read(kept) ?? [UInt8](repeating: 0, count: location.count)
                written = writeAll(descriptor, bytes)
            }
            guard written else { return false }
        }
        return true
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { KeptFile.writeAll($0, to: descriptor) }
    }
}
