/// One way of feeding arbitrary bytes to the generator, by name: the unit that libFuzzer runs
/// (`FUZZ_TARGET=<name>`), that `make fuzz` seeds, and that the regression test replays from
/// `Tests/FuzzRegressions/<name>/`.
package struct FuzzTarget: Sendable {
    /// The name used on the command line and as the folder name of seeds, artifacts and
    /// regression inputs.
    package let name: String
    /// What the bytes are and which code they reach, for `catalog-fuzz list`.
    package let summary: String
    /// The largest input worth trying, in bytes: libFuzzer's `-max_len`.
    package let maximumLength: Int
    /// Words of the input format, for libFuzzer's `-dict`.
    package let dictionary: [String]
    /// Runs one input. Returning, whatever the input, is the property under test; a crash, a
    /// hang or a sanitizer report is the finding. The result is the size of what was produced,
    /// there only so that the optimizer keeps the work (see ``FuzzTargets``).
    package let run: @Sendable ([UInt8]) -> Int

    /// Every target, in the order `make fuzz` runs them.
    package static let all: [FuzzTarget] = [
        FuzzTarget(
            name: "yaml", summary: "YAML: the YAML reader, then page front matter, then site.yml",
            maximumLength: 16 << 10, dictionary: FuzzDictionary.yaml, run: FuzzTargets.yaml),
        FuzzTarget(
            name: "timeline", summary: "the body of a ```timeline block: format, schedule, JSON report, SVG",
            maximumLength: 16 << 10, dictionary: FuzzDictionary.timeline, run: FuzzTargets.timeline),
        FuzzTarget(
            name: "animation", summary: "an animation expression: parser, timing, curve report, drawn as a timeline",
            maximumLength: 1 << 10, dictionary: FuzzDictionary.animation, run: FuzzTargets.animation),
        FuzzTarget(
            name: "mustache",
            summary: "Mustache templates split at NUL bytes (main, then 'name\\nbody' partials): compile and render",
            maximumLength: 64 << 10, dictionary: FuzzDictionary.mustache, run: FuzzTargets.mustache),
        FuzzTarget(
            name: "api-table",
            summary: "the '## API' section of a component page, in both languages, through the loader",
            maximumLength: 16 << 10, dictionary: FuzzDictionary.markdown, run: FuzzTargets.apiTable),
        FuzzTarget(
            name: "page",
            summary: "a whole page file (raw bytes) as a component page and as a guide, through the loader",
            maximumLength: 64 << 10, dictionary: FuzzDictionary.yaml + FuzzDictionary.markdown, run: FuzzTargets.page),
        FuzzTarget(
            name: "swift-dump",
            summary: "a swiftc -dump-parse text, NUL, its source: the tree reader, the surface, the drift checks",
            maximumLength: 256 << 10, dictionary: FuzzDictionary.swiftDump, run: APIFuzzTargets.swiftDump),
        FuzzTarget(
            name: "api-index", summary: "a published api/index.json: the reader, the diff, the writer",
            maximumLength: 64 << 10, dictionary: FuzzDictionary.apiIndex, run: APIFuzzTargets.apiIndex),
        FuzzTarget(
            name: "licence", summary: "the SPDX line of a Swift source: the licence expression, through the loader",
            maximumLength: 1 << 10, dictionary: FuzzDictionary.licence, run: FuzzTargets.licence),
    ]

    /// The dictionary in libFuzzer's format: one quoted word a line.
    package var dictionaryFile: String {
        dictionary.map { word in
            "\""
                + word.utf8.map { byte in
                    switch byte {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): return "\\" + String(UnicodeScalar(byte))
                    case 0x20..<0x7F: return String(UnicodeScalar(byte))
                    default: return "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                    }
                }.joined() + "\"\n"
        }.joined()
    }

    /// The target called `name`, or nil.
    package static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
