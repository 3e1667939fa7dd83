import Diagnostics
import TextUtilities

/// A loaded component as the build cache keeps it (``KeptComponents``): its fields one after
/// the other in a ``RecordWriter``, not through `Codable`. Reading 9,999 unchanged components
/// back through ``CompactCoding`` was an eighth of an edit build at 10,000 components, most of
/// it the containers' machinery rather than the bytes (`perf`).
///
/// Each page's description and API table (its body, a positional record) and its timeline
/// (``CompactCoding``) stay the bytes of two deferred parts, decoded only if a build reads
/// them. The parts come after
/// everything else, each with its length and digest in the head: a plain build leaves them in
/// the file until a page needs one (``loaded(head:bodiesAt:available:in:)``); at 10,000 components they
/// were 114 MB of an edit build's 337 MB of heap, copied, hashed and never read (`heaptrack`).
/// A source's text is kept once: the source handed to `swiftc -parse` takes the component's
/// own text again when it is the same. Diagnostics, rare, are one ``CompactCoding`` part
/// (empty when there are none).
///
/// The bytes: the head's length (4 bytes), the head, the bodies.
enum KeptComponentRecord {
    static func bytes(of loaded: CatalogLoader.LoadedComponent) throws -> [UInt8] {
        var bodies: [UInt8] = []
        var record = RecordWriter(capacity: 16 << 10)
        record.writeCount(0)  // The head's length, set below.
        record.write(loaded.component != nil)
        if let component = loaded.component { try write(component, into: &record, bodies: &bodies) }
        record.write(bytes: loaded.diagnostics.isEmpty ? [] : try CompactCoding.encode(loaded.diagnostics))
        record.writeCount(loaded.sourcePaths.count)
        for path in loaded.sourcePaths {
            record.write(path.diskPath)
            record.write(path.displayPath)
            record.write(path.textHash)
            let shared =
                loaded.component?.sources.contains { $0.displayPath == path.displayPath && $0.text == path.text } == true
            record.write(shared)
            if !shared { record.write(path.text) }
        }
        var bytes = record.bytes
        withUnsafeBytes(of: UInt32(bytes.count - 4).littleEndian) { length in
            for index in 0..<4 { bytes[index] = length[index] }
        }
        bytes += bodies
        return bytes
    }

    /// The length of the head of the record that starts with `bytes` (its first 4 bytes).
    static func headLength(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard bytes.count >= 4 else { return nil }
        return Int(UInt32(littleEndian: bytes.loadUnaligned(as: UInt32.self)))
    }

    /// A whole record, bodies included (each checked against its digest).
    static func loaded(from buffer: UnsafeRawBufferPointer) throws -> CatalogLoader.LoadedComponent {
        guard let length = headLength(buffer), length <= buffer.count - 4 else {
            throw CompactCoding.Failure(description: "a kept component cut short")
        }
        let bodies = UnsafeRawBufferPointer(rebasing: buffer[(4 + length)...])
        var offset = 0
        let loaded = try loaded(head: UnsafeRawBufferPointer(rebasing: buffer[4..<(4 + length)])) { count, digest in
            guard count >= 0, count <= bodies.count - offset else {
                throw CompactCoding.Failure(description: "a kept page's body runs past the record")
            }
            let body = UnsafeRawBufferPointer(rebasing: bodies[offset..<(offset + count)])
            guard ByteDigest.of(body) == digest else {
                throw CompactCoding.Failure(description: "a kept page's body does not match its digest")
            }
            offset += count
            return .bytes(Array(body))
        }
        guard offset == bodies.count else { throw CompactCoding.Failure(description: "bytes after a kept component") }
        return loaded
    }

    /// The record whose head (after its length) is `head`, its bodies left in the file at
    /// `path`, from `offset`, where `available` bytes follow the head: each is read when its
    /// page first needs it (``Deferred/init(keptIn:fallback:)``).
    static func loaded(head: UnsafeRawBufferPointer, bodiesAt offset: Int, available: Int, in path: String) throws
        -> CatalogLoader.LoadedComponent
    {
        var end = 0
        let loaded = try loaded(head: head) { count, digest in
            guard count >= 0, count <= available - end else {
                throw CompactCoding.Failure(description: "a kept page's body runs past the file")
            }
            defer { end += count }
            return .file(KeptPart(path: path, offset: offset + end, count: count, digest: digest))
        }
        guard end == available else { throw CompactCoding.Failure(description: "bytes after a kept component") }
        return loaded
    }

    /// Where a page's part is: its bytes, read with the head, or a place in the file.
    enum PartPlace {
        case bytes([UInt8])
        case file(KeptPart)

        func deferred<Value>(fallback: Value) -> Deferred<Value> {
            switch self {
            case .bytes(let bytes): return Deferred(encodedBytes: bytes)
            case .file(let part): return Deferred(keptIn: part, fallback: fallback)
            }
        }
    }

    private static func loaded(
        head buffer: UnsafeRawBufferPointer, body: (_ count: Int, _ digest: UInt64) throws -> PartPlace
    ) throws -> CatalogLoader.LoadedComponent {
        var record = RecordReader(buffer)
        let component = try record.bool() ? try readComponent(&record, body: body) : nil
        let diagnosticBytes = try record.bytes()
        let diagnostics =
            diagnosticBytes.isEmpty
            ? [] : try diagnosticBytes.withUnsafeBytes { try CompactCoding.decode([Diagnostic].self, from: $0) }
        let sources = component?.sources ?? []
        let count = try record.count(each: 25)
        var paths: [SwiftSource] = []
        paths.reserveCapacity(count)
        for _ in 0..<count {
            let diskPath = try record.string()
            let displayPath = try record.string()
            let textHash = try record.uint64()
            let text: String
            if try record.bool() {
                guard let source = sources.first(where: { $0.displayPath == displayPath }) else {
                    throw CompactCoding.Failure(description: "no source \(displayPath) to share the text of")
                }
                text = source.text
            } else {
                text = try record.string()
            }
            paths.append(SwiftSource(diskPath: diskPath, displayPath: displayPath, textHash: textHash, text: text))
        }
        guard record.isAtEnd else { throw CompactCoding.Failure(description: "bytes after a kept component") }
        return CatalogLoader.LoadedComponent(component: component, diagnostics: diagnostics, sourcePaths: paths)
    }

    private static func write(_ component: Component, into record: inout RecordWriter, bodies: inout [UInt8]) throws {
        record.write(component.slug)
        record.write(component.category)
        record.write(component.level)
        record.writeCount(component.platforms.count)
        for platform in component.platforms {
            record.write(platform.name)
            record.write(platform.version)
        }
        record.writeCount(component.sources.count)
        for source in component.sources {
            record.write(source.fileName)
            record.write(source.text)
            record.write(source.license)
            record.write(source.copyright)
            record.write(source.displayPath)
        }
        record.writeCount(component.pages.count)
        for language in component.pages.keys.sorted() {
            let page = component.pages[language]!
            record.write(page.language)
            record.write(page.path)
            record.write(page.title)
            record.write(page.summary)
            record.write(page.keywords)
            if case let .inspired(by: text) = page.origin {
                record.write(true)
                record.write(text)
            } else {
                record.write(false)
            }
            record.write(page.isFallback)
            let body = try page.keptBody.encodedBytes()
            record.write(UInt64(body.count))
            record.write(body.withUnsafeBytes { ByteDigest.of($0) })
            bodies += body
            record.write(page.keptTimelinePart != nil)
            if let timeline = try page.keptTimelinePart?.encodedBytes() {
                record.write(UInt64(timeline.count))
                record.write(timeline.withUnsafeBytes { ByteDigest.of($0) })
                bodies += timeline
            }
        }
        record.write(component.mainType != nil)
        if let mainType = component.mainType {
            record.write(mainType.name)
            record.write(mainType.location.path)
            record.write(mainType.location.line)
            record.write(mainType.location.column)
        }
        record.write(component.loadKey != nil)
        if let loadKey = component.loadKey { record.write(loadKey) }
    }

    private static func readComponent(
        _ record: inout RecordReader, body readPart: (_ count: Int, _ digest: UInt64) throws -> PartPlace
    ) throws -> Component {
        let slug = try record.string()
        let category = try record.string()
        let level = try record.string()
        let platformCount = try record.count(each: 8)
        var platforms: [Platform] = []
        platforms.reserveCapacity(platformCount)
        for _ in 0..<platformCount {
            platforms.append(Platform(name: try record.string(), version: try record.string()))
        }
        let sourceCount = try record.count(each: 20)
        var sources: [SourceFile] = []
        sources.reserveCapacity(sourceCount)
        for _ in 0..<sourceCount {
            sources.append(
                SourceFile(
                    fileName: try record.string(), text: try record.string(), license: try record.string(),
                    copyright: try record.string(), displayPath: try record.string()))
        }
        let pageCount = try record.count(each: 27)
        var pages: [String: ComponentPage] = [:]
        pages.reserveCapacity(pageCount)
        for _ in 0..<pageCount {
            let language = try record.string()
            let path = try record.string()
            let title = try record.string()
            let summary = try record.string()
            let keywords = try record.strings()
            let origin: Origin = try record.bool() ? .inspired(by: try record.string()) : .original
            let isFallback = try record.bool()
            func part() throws -> PartPlace {
                guard let count = Int(exactly: try record.uint64()) else {
                    throw CompactCoding.Failure(description: "a kept page's part is longer than can be")
                }
                return try readPart(count, try record.uint64())
            }
            let body = try part().deferred(fallback: ComponentPage.Body.lost)
            let timeline: Deferred<TimelineBlock?>? = try record.bool() ? try part().deferred(fallback: nil) : nil
            let page = ComponentPage(
                language: language, path: path, title: title, summary: summary, keywords: keywords, origin: origin,
                keptBody: body, keptTimeline: timeline, isFallback: isFallback)
            guard pages.updateValue(page, forKey: language) == nil else {
                throw CompactCoding.Failure(description: "two kept pages in '\(language)'")
            }
        }
        var mainType: MainTypeName?
        if try record.bool() {
            let name = try record.string()
            let path = try record.string()
            let line = try record.int()
            let column = try record.int()
            mainType = MainTypeName(name: name, location: SourceLocation(path: path, line: line, column: column))
        }
        let loadKey: UInt64? = try record.bool() ? try record.uint64() : nil
        return Component(
            slug: slug, category: category, level: level, platforms: platforms, sources: sources, pages: pages,
            mainType: mainType, loadKey: loadKey)
    }
}
