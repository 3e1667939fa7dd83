import Catalog
import Diagnostics
import Foundation
import Markdown
import TestSupport
import Testing

@testable import Site

/// docs/ and README.md against the code: the generated references match what they are
/// generated from, every command, option, diagnostic id and template variable is documented,
/// and every relative link leads to a file (and a heading, when it names one).
///
/// With `CATALOG_WRITE_DOCS=1` the generated references are written instead of compared.
@Suite struct DocumentationTests {
    static let writeVariable = "CATALOG_WRITE_DOCS"
    static let docs = Repository.root + "/docs"
    static let diagnosticsReference = docs + "/reference/diagnostics.md"
    static let commandsReference = docs + "/reference/commands.md"
    static let mainSource = Repository.root + "/Sources/catalog/main.swift"

    // MARK: Generated references

    @Test func diagnosticsReferenceIsGeneratedFromTheCatalogue() throws {
        try Self.compareOrWrite(Self.diagnosticsReference, DiagnosticCatalogue.markdown)
    }

    @Test func commandsReferenceHoldsEveryHelpText() throws {
        let page = try String(contentsOfFile: Self.commandsReference, encoding: .utf8)
        let help = try HelpTexts(source: String(contentsOfFile: Self.mainSource, encoding: .utf8))
        let updated = try #require(
            Self.replacing(between: HelpTexts.beginMarker, and: HelpTexts.endMarker, in: page, with: help.markdown),
            "\(Self.commandsReference) has no \(HelpTexts.beginMarker) … \(HelpTexts.endMarker)")
        try Self.compareOrWrite(Self.commandsReference, updated)
    }

    // MARK: Everything documented

    @Test func everyCommandAndOptionIsDocumented() throws {
        let help = try HelpTexts(source: String(contentsOfFile: Self.mainSource, encoding: .utf8))
        #expect(help.commands.count >= 7, "the overview's command list was not found in main.swift")
        #expect(help.options.contains("--output"), "the options of the help texts were not found in main.swift")
        let docs = try Self.documentationText(excluding: Self.commandsReference)
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        for command in help.commands {
            let inDocs = docs.contains("catalog \(command)")
            let inReadme = readme.contains("catalog \(command)")
            #expect(inDocs, "no page of docs/ but the reference shows 'catalog \(command)'")
            #expect(inReadme, "README.md's command table lacks 'catalog \(command)'")
        }
        let reference = try String(contentsOfFile: Self.commandsReference, encoding: .utf8)
        for option in help.options {
            let described = reference.contains(option)
            #expect(described, "docs/reference/commands.md does not describe \(option)")
        }
    }

    @Test func everyDiagnosticIdIsDocumented() throws {
        let docs = try Self.documentationText()
        for entry in DiagnosticCatalogue.entries {
            let named = docs.contains("`\(entry.id)`")
            #expect(named, "docs/ does not name \(entry.id)")
            #expect(!entry.meaning.isEmpty && !entry.meaning.contains("\n"), "\(entry.id) needs a one-line meaning")
        }
        let ids = DiagnosticCatalogue.entries.map(\.id)
        #expect(Set(ids).count == ids.count, "an id is listed twice in DiagnosticCatalogue")
    }

    @Test func everyTemplateVariableIsDocumented() throws {
        // The whole reference is compared by `readmeListsEveryTemplateVariable`; this checks it
        // is part of docs/.
        let docs = try Self.documentationText()
        let hasMarker = docs.contains(TemplateVariablesReference.beginMarker)
        let hasReference = docs.contains(TemplateVariablesReference.markdown)
        #expect(hasMarker, "docs/ has no template variables reference")
        #expect(hasReference, "docs/'s template variables differ from the typed contexts")
    }

    /// docs/reference/limits.md names each limit's constant and gives the value the code has.
    @Test func limitsPageGivesTheValuesOfTheCode() throws {
        let page = try String(contentsOfFile: Self.docs + "/reference/limits.md", encoding: .utf8)
        func pageHas(_ text: String) -> Bool { page.contains(text) }
        func number(_ value: Int) -> String {
            value.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
        }
        let markdown: [(MarkdownLimitError.Limit, Int)] = [
            (.tableColumns, MarkdownLimits.tableColumns),
            (.linesAboveDelimiterRow, MarkdownLimits.linesAboveDelimiterRow),
            (.paddingCells, MarkdownLimits.paddingCells), (.nesting, MarkdownLimits.nesting),
            (.emphasisRuns, MarkdownLimits.emphasisRuns), (.imageOpeners, MarkdownLimits.imageOpeners),
            (.unclosedHTML, MarkdownLimits.unclosedHTML), (.atSignsPerLine, MarkdownLimits.atSignsPerLine),
        ]
        #expect(markdown.count == MarkdownLimitError.Limit.allCases.count, "a Markdown limit is missing from this test")
        for (limit, value) in markdown {
            #expect(pageHas("`\(limit.rawValue)`"), "limits.md does not name the Markdown limit \(limit.rawValue)")
            #expect(pageHas(" \(number(value)) "), "limits.md does not give \(limit.rawValue)'s value \(number(value))")
        }
        let others: [(name: String, value: String)] = [
            ("ContentLimits.maximumFileSize", "\(ContentLimits.maximumFileSize >> 20) MiB"),
            ("ContentLimits.maximumAssetSize", "\(ContentLimits.maximumAssetSize >> 20) MiB"),
            ("ContentLimits.maximumCategories", "| \(ContentLimits.maximumCategories): every page"),
            ("ContentLimits.maximumLanguages", "| \(ContentLimits.maximumLanguages): each is"),
            ("Slug.maximumLength", "at most \(Slug.maximumLength) characters"),
            ("SwiftSyntaxCheck.defaultTimeout", "\(Int(SwiftSyntaxCheck.defaultTimeout)) s"),
            ("PNGConverter.defaultTimeout", "| \(Int(PNGConverter.defaultTimeout)) s per card"),
        ]
        for (name, value) in others {
            #expect(pageHas("`\(name)`"), "limits.md does not name \(name)")
            #expect(pageHas(value), "limits.md does not give \(name)'s value: \(value)")
        }
    }

    // MARK: Ids in the code

    /// Every id the sources write (as the first argument of `.error(`, `.warning(`,
    /// `OutputError(` or a reader's `error(`, or as any literal of a known family) is in the
    /// catalogue, and every id of the catalogue is still written somewhere.
    @Test func everyDiagnosticIdInSourcesIsInTheCatalogue() throws {
        let catalogued = Set(DiagnosticCatalogue.entries.map(\.id.rawValue))
        let used = try Self.diagnosticIdsInSources()
        let missing = used.subtracting(catalogued).sorted()
        #expect(missing.isEmpty, "ids used in Sources/ but missing from DiagnosticCatalogue: \(missing)")
        let stale = catalogued.subtracting(used).sorted()
        #expect(stale.isEmpty, "ids in DiagnosticCatalogue that no source writes: \(stale)")
    }

    @Test func sourceScanFindsIdsWrittenInEveryWay() throws {
        let ids = Self.diagnosticIds(
            in: """
                .error("file.too-large", "x", at: place)
                entry.error(
                    "site.new-kind", problem, at: item)
                OutputError("output.refused", path: path, reason: "r")
                unknownName != nil ? "template.unknown-name" : "template.invalid"
                let name = "site.yml"
                """,
            families: ["file", "site", "output", "template"])
        #expect(
            ids == ["file.too-large", "site.new-kind", "output.refused", "template.unknown-name", "template.invalid"])
    }

    // MARK: Links

    @Test func everyRelativeLinkResolves() throws {
        var broken: [String] = []
        for file in try Self.markdownFiles() {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for link in Self.links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let pathPart = String(parts[0])
                let target =
                    pathPart.isEmpty
                    ? file
                    : URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(pathPart)
                        .standardizedFileURL.path
                guard FileManager.default.fileExists(atPath: target) else {
                    broken.append("\(Self.relative(file)): \(link) (no file)")
                    continue
                }
                if parts.count == 2, target.hasSuffix(".md") {
                    let anchor = String(parts[1])
                    let headings = Self.anchors(in: try String(contentsOfFile: target, encoding: .utf8))
                    if !headings.contains(anchor) { broken.append("\(Self.relative(file)): \(link) (no heading)") }
                }
            }
        }
        #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
    }

    @Test func anchorsFollowGitHubsRule() {
        #expect(
            Self.anchors(in: "# The `catalog` command\n## Limits, and more\n## Limits, and more\n```\n# not\n```\n")
                == ["the-catalog-command", "limits-and-more", "limits-and-more-1"])
    }

    @Test func readmeStaysShort() throws {
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 160, "README.md has \(lines) lines; topics belong in docs/")
    }
}

// MARK: Helpers

extension DocumentationTests {
    static func compareOrWrite(_ path: String, _ expected: String) throws {
        if ProcessInfo.processInfo.environment[writeVariable] == "1" {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let actual = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference =
            zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? (actualLines.count == expectedLines.count ? nil : min(actualLines.count, expectedLines.count))
        #expect(
            firstDifference == nil,
            """
            \(relative(path)) differs from the code from line \((firstDifference ?? 0) + 1); run \
            \(writeVariable)=1 swift test --filter DocumentationTests
            """)
    }

    static func replacing(between begin: String, and end: String, in text: String, with body: String) -> String? {
        guard let start = text.range(of: begin),
            let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
        else { return nil }
        return text[..<start.upperBound] + "\n" + body + "\n" + text[stop.lowerBound...]
    }

    static func markdownFiles() throws -> [String] {
        var files = [Repository.root + "/README.md"]
        let enumerator = FileManager.default.enumerator(atPath: docs)
        while let name = enumerator?.nextObject() as? String {
            if name.hasSuffix(".md") { files.append(docs + "/" + name) }
        }
        return files.sorted()
    }

    /// The text of every page of docs/, optionally without one.
    static func documentationText(excluding excluded: String? = nil) throws -> String {
        try markdownFiles().filter { $0.hasPrefix(docs) && $0 != excluded }
            .map { try String(contentsOfFile: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    static func relative(_ path: String) -> String {
        path.hasPrefix(Repository.root + "/") ? String(path.dropFirst(Repository.root.count + 1)) : path
    }

    /// Lines outside fenced code blocks.
    static func proseLines(_ text: String) -> [Substring] {
        var inFence = false
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { lines.append(line) }
        }
        return lines
    }

    /// The targets of inline links and images, outside code blocks and code spans.
    static func links(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        var result: [String] = []
        for line in proseLines(text) {
            let withoutCode = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            let range = NSRange(withoutCode.startIndex..., in: withoutCode)
            for match in pattern.matches(in: withoutCode, range: range) {
                result.append(String(withoutCode[Range(match.range(at: 1), in: withoutCode)!]))
            }
        }
        return result
    }

    /// The anchors GitHub gives the headings of a Markdown text: lowercased, punctuation
    /// other than `-` and `_` dropped, spaces made hyphens, repeats numbered.
    static func anchors(in text: String) -> [String] {
        var seen: [String: Int] = [:]
        var result: [String] = []
        for line in proseLines(text) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            var slug = ""
            for character in title.lowercased() {
                if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    slug.append(character)
                } else if character == " " {
                    slug.append("-")
                }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            result.append(count == 0 ? slug : "\(slug)-\(count)")
        }
        return result
    }

    // MARK: Ids in Sources/

    static func diagnosticIdsInSources() throws -> Set<String> {
        let families = Set(DiagnosticCatalogue.families)
        var ids: Set<String> = []
        let sources = Repository.root + "/Sources"
        let enumerator = FileManager.default.enumerator(atPath: sources)
        while let name = enumerator?.nextObject() as? String {
            guard name.hasSuffix(".swift"), !name.hasSuffix("DiagnosticCatalogue.swift") else { continue }
            let text = try String(contentsOfFile: sources + "/" + name, encoding: .utf8)
            // A fuzz dictionary's tokens (`page.title`) are not ids: only its calls are read.
            ids.formUnion(diagnosticIds(in: text, families: name.hasPrefix("Fuzzing/") ? [] : families))
        }
        // `MarkdownLimitError` makes its ids from its limits: `markdown.<limit>`.
        for limit in MarkdownLimitError.Limit.allCases { ids.insert("markdown.\(limit.rawValue)") }
        return ids
    }

    /// The ids a Swift text writes: the first string literal of a diagnostic call, and every
    /// literal `family.name` of a known family that is not a file name.
    static func diagnosticIds(in text: String, families: Set<String>) -> [String] {
        let call = try! NSRegularExpression(
            pattern: #"(?:\.error|\.warning|\berror|\bwarning|OutputError|Diagnostic)\(\s*"([a-z]+\.[A-Za-z0-9.-]+)""#)
        let literal = try! NSRegularExpression(pattern: #""([a-z]+)\.([a-z][A-Za-z0-9-]*)""#)
        let fileExtensions: Set<String> = [
            "yml", "yaml", "md", "html", "json", "xml", "toml", "swift", "h", "txt", "css", "js",
        ]
        let range = NSRange(text.startIndex..., in: text)
        var found: [(Int, String)] = []
        for match in call.matches(in: text, range: range) {
            found.append((match.range(at: 1).location, String(text[Range(match.range(at: 1), in: text)!])))
        }
        for match in literal.matches(in: text, range: range) {
            let family = String(text[Range(match.range(at: 1), in: text)!])
            let name = String(text[Range(match.range(at: 2), in: text)!])
            guard families.contains(family), !fileExtensions.contains(name) else { continue }
            found.append((match.range(at: 1).location, family + "." + name))
        }
        var seen: Set<String> = []
        return found.sorted { $0.0 < $1.0 }.map(\.1).filter { seen.insert($0).inserted }
    }
}

/// The help texts of Sources/catalog/main.swift, read from its source: the overview's command
/// list, each command's help, and every option they name.
struct HelpTexts {
    static let beginMarker = "<!-- commands:begin -->"
    static let endMarker = "<!-- commands:end -->"

    /// The overview, `catalog --help`.
    var overview: String
    /// Each command's help, `catalog <command> --help`, in the overview's order.
    var helps: [(command: String, text: String)] = []

    init(source: String) throws {
        let overviewPattern = try NSRegularExpression(
            pattern: #"let overview = """\n(.*?)\n( *)""""#, options: .dotMatchesLineSeparators)
        let helpPattern = try NSRegularExpression(
            pattern: #""([a-z]+)": """\n(.*?)\n( *)""""#, options: .dotMatchesLineSeparators)
        let range = NSRange(source.startIndex..., in: source)
        let overviewMatch = try #require(overviewPattern.firstMatch(in: source, range: range))
        overview = Self.literal(source, overviewMatch, body: 1, indent: 2)
        var byCommand: [String: String] = [:]
        for match in helpPattern.matches(in: source, range: range) {
            byCommand[String(source[Range(match.range(at: 1), in: source)!])] = Self.literal(
                source, match, body: 2, indent: 3)
        }
        for command in commandWords where byCommand[command] != nil && !helps.contains(where: { $0.command == command })
        {
            helps.append((command, byCommand[command]!))
        }
        #expect(helps.count == byCommand.count, "a help text is not named in the overview's command list")
    }

    /// The text of a multi-line string literal, its closing delimiter's indentation removed.
    private static func literal(_ source: String, _ match: NSTextCheckingResult, body: Int, indent: Int) -> String {
        let text = String(source[Range(match.range(at: body), in: source)!])
        let width = match.range(at: indent).length
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { (line: Substring) -> String in
                let spaces = line.prefix { $0 == " " }.count
                return String(line.dropFirst(min(width, spaces)))
            }
            .joined(separator: "\n")
    }

    /// The first word of each line of the overview's "Commands:" list, in order.
    private var commandWords: [String] {
        var words: [String] = []
        var inList = false
        for line in overview.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Commands:") {
                inList = true
            } else if inList {
                guard line.hasPrefix("  "), let word = line.split(separator: " ").first else { break }
                words.append(String(word))
            }
        }
        return words
    }

    /// The commands, as `catalog <command>` names them.
    var commands: [String] { helps.map(\.command) }

    /// Every `--option` the help texts name.
    var options: Set<String> {
        let pattern = try! NSRegularExpression(pattern: #"--[a-z][a-z-]*"#)
        var result: Set<String> = []
        for text in [overview] + helps.map(\.text) {
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                result.insert(String(text[Range(match.range, in: text)!]))
            }
        }
        return result
    }

    /// The overview and every command's help, each in a code block under its heading.
    var markdown: String {
        var lines = [
            "<!-- Generated from the help texts of Sources/catalog/main.swift.",
            "     Do not edit: run CATALOG_WRITE_DOCS=1 swift test --filter DocumentationTests -->",
            "", "### `catalog --help`", "", "```", overview, "```",
        ]
        for (command, text) in helps {
            lines += ["", "### `catalog \(command) --help`", "", "```", text, "```"]
        }
        return lines.joined(separator: "\n")
    }
}
