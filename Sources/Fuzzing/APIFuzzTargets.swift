import API
import Diagnostics
import SwiftDump
import Timing

/// The fuzz targets of the API tables: what the compiler prints (a parse tree and the source it
/// points into) and what `catalog api --diff` reads (a published index).
package enum APIFuzzTargets {
    /// A `swiftc -frontend -dump-parse` text, then after the first NUL byte the source it is
    /// about: the tree reader, the surface read from each tree, and both drift checks against a
    /// table made of the surface's own names.
    @discardableResult
    package static func swiftDump(_ bytes: [UInt8]) -> Int {
        let split = bytes.firstIndex(of: 0) ?? bytes.count
        let dump = String(decoding: bytes[..<split], as: UTF8.self)
        let source = split < bytes.count ? String(decoding: bytes[(split + 1)...], as: UTF8.self) : ""
        var output = 0
        for tree in DumpParser.parse(dump) {
            let surface = SurfaceReader.read(
                tree, source: source, animationNames: Set(AnimationExpression.animationNames))
            let sources = [SourceSurface(displayPath: "F.swift", fileName: "F.swift", surface: surface)]
            let rows = (surface.types.first?.parameters ?? []).enumerated().map { index, parameter in
                TableRow(
                    name: parameter.name, type: (parameter.type ?? "") + (index % 2 == 0 ? "" : "?"),
                    defaultValue: parameter.defaultValue, location: SourceLocation(path: "index.en.md", line: index + 1)
                )
            }
            output +=
                TableDrift(
                    pagePath: "index.en.md", tableLocation: SourceLocation(path: "index.en.md"), rows: rows,
                    typeName: surface.types.first.map { ($0.name, SourceLocation(path: "index.en.md")) },
                    sources: sources
                ).check().count
            output +=
                TimelineDrift(
                    animations: surface.animations.map {
                        .init(text: $0.expression, location: SourceLocation(path: "index.en.md"))
                    } + [.init(text: ".smooth", location: SourceLocation(path: "index.en.md"))],
                    stagger: .init(step: 0.05, cap: 0.4, location: SourceLocation(path: "index.en.md")),
                    sources: sources
                ).check().count
            output += surface.types.count + surface.animations.count + surface.constants.count
        }
        return output
    }

    /// A published `api/index.json`: the reader, then the diff against itself and against an
    /// empty index, and the index written again.
    @discardableResult
    package static func apiIndex(_ bytes: [UInt8]) -> Int {
        guard case .success(let index) = APIJSON.decodeIndex(bytes) else { return 0 }
        let empty = PublishedIndex(schema: index.schema, components: [])
        return APIDiff.changes(from: index, to: index).count + APIDiff.changes(from: index, to: empty).count
            + APIDiff.changes(from: empty, to: index).count + APIJSON.encode(index).utf8.count
    }
}
