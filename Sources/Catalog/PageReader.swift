import Diagnostics
import Highlight
import Markdown
import TextUtilities
import TimelineDrawing
import TimelineFormat
import YAML

/// Reads page files: front matter fields, then the Markdown body.
enum PageReader {
    static let componentFields = [
        "title", "summary", "category", "level", "platforms", "origin", "keywords", "type", "date", "updated", "usage",
    ]
    static let guideFields = ["title", "summary", "keywords", "components"]
    static let apiHeading = "API"
    static let apiColumns = ["Parameter", "Type", "Default"]
    static let apiDescriptionColumn = "Description"
    static let knownPlatforms = ["iOS", "iPadOS", "macOS", "Mac Catalyst", "tvOS", "watchOS", "visionOS"]

    /// Renders fenced code: Swift with the build-time highlighter, any other as plain escaped
    /// text. Either way the block scrolls sideways inside itself on a narrow screen, so it is
    /// focusable (keyboard users can scroll it) and a labelled group (not a landmark: a page may
    /// hold many), and its code is English.
    static let codeBlockHTML: @Sendable (String, String) -> String? = { language, code in
        guard language != "timeline" else { return nil }
        let label = language == "swift" ? "Swift" : language.isEmpty ? "Code" : HTMLText.escape(language)
        let body = language == "swift" ? SwiftHighlighter.html(code) : HTMLText.escape(code)
        let languageClass = language.isEmpty ? "" : " class=\"language-\(HTMLText.escape(language))\""
        return "<pre class=\"code\" lang=\"en\" tabindex=\"0\" role=\"group\" aria-label=\"\(label)\">"
            + "<code\(languageClass)>" + body + "</code></pre>\n"
    }

    /// How page bodies are parsed: headings get IDs for anchors and the table of contents
    /// (never one the page templates use), code spans are marked as English.
    static let markdownOptions = MarkdownOptions(
        headingIDs: true, reservedHeadingIDs: templateIDs, codeLanguage: "en")

    /// The `id`s the page templates give their own elements.
    static let templateIDs: Set<String> = [
        "main", "toc-heading", "description-heading", "preview-heading", "api-heading", "source-heading",
        "keywords-heading", "guides-heading", "related-heading", "pager-heading", "live-region",
    ]

    /// Splits the file and parses its front matter, or says why it cannot.
    static func frontMatter(of file: TextFile) -> Result<(PageSource, YAMLNode), Diagnostic> {
        guard let source = PageSource.split(file.text) else {
            return .failure(
                .error(
                    "page.no-front-matter",
                    "page must start with YAML front matter between two '---' lines",
                    at: SourceLocation(path: file.displayPath)))
        }
        switch parseYAML(source.frontMatter, path: file.displayPath, lineOffset: source.frontMatterLine - 1) {
        case .failure(let diagnostic):
            return .failure(diagnostic)
        case .success(let node):
            guard let node, node.mapping != nil else {
                return .failure(
                    .error(
                        "page.front-matter-not-mapping",
                        "front matter must be a mapping of fields such as 'title: …'",
                        at: SourceLocation(path: file.displayPath, line: source.frontMatterLine)))
            }
            return .success((source, node))
        }
    }

    static func readComponentPage(_ file: TextFile, language: String, isDefault: Bool)
        -> (ComponentPageDraft?, [Diagnostic])
    {
        let header: PageHeader
        switch PageHeader.read(file) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(let read): header = read
        }
        let (source, root, title, summary, keywords) = (
            header.source, header.root, header.title, header.summary, header.keywords
        )
        var fields = header.fields
        let category = fields.text("category", required: isDefault).map { ($0, fields.location(of: root["category"]!)) }
        let level = fields.text("level", required: isDefault).map { ($0, fields.location(of: root["level"]!)) }
        var platforms: ([Platform], SourceLocation)?
        if let list = fields.texts("platforms", required: isDefault), let node = root["platforms"] {
            var parsed: [Platform] = []
            for (index, text) in list.enumerated() {
                if let platform = parsePlatform(text) {
                    parsed.append(platform)
                } else {
                    let item = node.sequence?[safe: index] ?? node
                    fields.error(
                        "page.invalid-platform",
                        "invalid platform '\(text)': write a name and minimum version such as 'iOS 18.0+' (known: \(knownPlatforms.joined(separator: ", ")))",
                        at: item)
                }
            }
            platforms = (parsed, fields.location(of: node))
        }
        var origin: Origin?
        if let node = fields.node("origin", required: isDefault) {
            if node.string == "original" {
                origin = .original
            } else if node.mapping != nil, let inspiration = node["inspired-by"]?.string?.trimmingSpaces,
                !inspiration.isEmpty
            {
                origin = .inspired(by: inspiration)
            } else {
                fields.error(
                    "page.invalid-origin",
                    "'origin' must be 'original' or '{ inspired-by: <what inspired the design> }'", at: node)
            }
        }
        let mainType = fields.text("type", required: false).map { ($0, fields.location(of: root["type"]!)) }
        let dates = PageDates(published: fields.date("date"), updated: fields.date("updated"))
        // A block scalar (`usage: |`) starts on the line after its key.
        let usage = fields.text("usage", required: false).map { text -> (String, SourceLocation) in
            let key = fields.location(of: root["usage"]!)
            return (text, SourceLocation(path: key.path, line: key.line + (text.contains("\n") ? 1 : 0), column: 1))
        }
        fields.warnAboutUnknownFields(known: componentFields)
        var diagnostics = fields.diagnostics + ScaffoldPlaceholder.diagnostics(in: file.text, path: file.displayPath)

        let body = readBody(source, path: file.displayPath, diagnostics: &diagnostics)
        if isDefault && !body.hadAPISection {
            diagnostics.append(
                .error(
                    "page.no-api-section",
                    "component page has no '## \(apiHeading)' section with the parameter table",
                    at: SourceLocation(path: file.displayPath, line: source.bodyLine)))
        }
        if isDefault && body.timeline == nil && !body.hadTimelineBlock {
            diagnostics.append(
                .error(
                    "page.no-timeline",
                    "component page has no ```timeline block describing its animation",
                    at: SourceLocation(path: file.displayPath, line: source.bodyLine)))
        }
        guard let title, let summary, let keywords, !diagnostics.hasErrors else { return (nil, diagnostics) }
        let draft = ComponentPageDraft(
            language: language, path: file.displayPath, title: title, summary: summary, keywords: keywords,
            origin: origin, category: category.map { (slug: $0.0, location: $0.1) },
            level: level.map { (slug: $0.0, location: $0.1) },
            platforms: platforms.map { (list: $0.0, location: $0.1) }, descriptionHTML: body.descriptionHTML,
            descriptionText: body.descriptionText, headings: body.headings, api: body.api, timeline: body.timeline,
            mainType: mainType.map { (name: $0.0, location: $0.1) }, dates: dates,
            usage: usage.map { (text: $0.0, location: $0.1) })
        return (draft, diagnostics)
    }

    static func readGuidePage(_ file: TextFile, language: String) -> (GuidePageDraft?, [Diagnostic]) {
        let header: PageHeader
        switch PageHeader.read(file) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(let read): header = read
        }
        let (source, root, title, summary, keywords) = (
            header.source, header.root, header.title, header.summary, header.keywords
        )
        var fields = header.fields
        let related = fields.texts("components", required: false) ?? []
        let relatedLocations = (root["components"]?.sequence ?? []).map { fields.location(of: $0) }
        fields.warnAboutUnknownFields(known: guideFields)
        var diagnostics = fields.diagnostics

        let document = MarkdownDocument(parsing: source.body, options: markdownOptions, codeBlockHTML: codeBlockHTML)
        diagnostics +=
            document.limitError?.diagnostics(at: SourceLocation(path: file.displayPath, line: source.bodyLine)) ?? []
        var parts: [BodyPart] = []
        var html = ""
        var text = ""
        var headings: [PageHeading] = []
        for block in document.blocks {
            if case .heading(let level, let headingText) = block.kind, let id = block.headingID {
                headings.append(PageHeading(level: level, text: headingText, id: id))
            }
            let line = source.bodyLine + block.start.line - 1
            if case .codeBlock(let info, let code) = block.kind, firstWord(info) == "timeline" {
                if let timeline = readTimeline(code, fenceLine: line, path: file.displayPath, diagnostics: &diagnostics)
                {
                    if !html.isEmpty { parts.append(.html(html)) }
                    html = ""
                    parts.append(.timeline(timeline))
                }
                continue
            }
            html += block.html
            text += block.text + " "
        }
        if !html.isEmpty { parts.append(.html(html)) }
        guard let title, let summary, let keywords, !diagnostics.hasErrors else { return (nil, diagnostics) }
        let page = GuidePage(
            language: language, path: file.displayPath, title: title, summary: summary, keywords: keywords,
            body: parts, bodyText: text.trimmingSpaces, headings: headings, isFallback: false)
        return (GuidePageDraft(page: page, components: (related, relatedLocations)), diagnostics)
    }

    struct ComponentBody {
        var descriptionHTML = ""
        var descriptionText = ""
        var headings: [String] = []
        var notesText = ""
        var api: (reference: APIReference, location: SourceLocation)?
        var timeline: TimelineBlock?
        var hadTimelineBlock = false
        var hadAPISection = false
    }

    /// Sorts the body's blocks into description, timeline and API reference.
    static func readBody(_ source: PageSource, path: String, diagnostics: inout [Diagnostic]) -> ComponentBody {
        let document = MarkdownDocument(parsing: source.body, options: markdownOptions, codeBlockHTML: codeBlockHTML)
        var body = ComponentBody()
        if let limitError = document.limitError {
            // The page was not parsed: its missing sections are not reported on top of this.
            diagnostics += limitError.diagnostics(at: SourceLocation(path: path, line: source.bodyLine))
            body.hadTimelineBlock = true
            body.hadAPISection = true
            return body
        }
        var inAPISection = false
        var table: (MarkdownTable, SourceLocation)?
        var notes = ""
        var apiHeadingLocation: SourceLocation?
        for block in document.blocks {
            let location = SourceLocation(
                path: path, line: source.bodyLine + block.start.line - 1, column: block.start.column)
            switch block.kind {
            case .heading(let level, let text) where level == 2:
                if text.trimmingSpaces == apiHeading {
                    if apiHeadingLocation != nil {
                        diagnostics.append(
                            .error(
                                "page.second-api-section",
                                "a page has one '## \(apiHeading)' section; this is a second", at: location))
                    }
                    apiHeadingLocation = location
                    inAPISection = true
                    continue
                }
                inAPISection = false
            case .codeBlock(let info, let code) where firstWord(info) == "timeline":
                if body.hadTimelineBlock {
                    diagnostics.append(
                        .error(
                            "page.second-timeline", "a component page has one timeline block; this is a second",
                            at: location))
                    continue
                }
                body.hadTimelineBlock = true
                body.timeline = readTimeline(code, fenceLine: location.line, path: path, diagnostics: &diagnostics)
                continue
            case .table(let found) where inAPISection && table == nil:
                table = (found, location)
                continue
            default:
                break
            }
            if inAPISection {
                notes += block.html
                body.notesText += block.text + " "
            } else {
                if case .heading(_, let heading) = block.kind { body.headings.append(heading.trimmingSpaces) }
                body.descriptionHTML += block.html
                body.descriptionText += block.text + " "
            }
        }
        body.descriptionText = body.descriptionText.trimmingSpaces
        body.hadAPISection = apiHeadingLocation != nil
        if let apiHeadingLocation {
            if let (found, location) = table {
                if let parameters = readAPITable(
                    found, at: location, path: path, bodyLine: source.bodyLine, diagnostics: &diagnostics)
                {
                    var reference = APIReference(parameters: parameters, notesHTML: notes, location: location)
                    reference.notesText = body.notesText.trimmingSpaces
                    body.api = (reference, location)
                }
            } else {
                diagnostics.append(
                    .error(
                        "api.no-table",
                        "the '## \(apiHeading)' section has no table; add '| Parameter | Type | Default | Description |'",
                        at: apiHeadingLocation))
            }
        }
        return body
    }

    static func readAPITable(
        _ table: MarkdownTable, at location: SourceLocation, path: String, bodyLine: Int,
        diagnostics: inout [Diagnostic]
    ) -> [Parameter]? {
        let header = table.header.cells.map { $0.text.trimmingSpaces }
        let hasDescription = header == apiColumns + [apiDescriptionColumn]
        guard header == apiColumns || hasDescription else {
            diagnostics.append(
                .error(
                    "api.wrong-header",
                    "API table header must be '\(apiColumns.joined(separator: " | "))' with an optional '\(apiDescriptionColumn)' column; found '\(header.joined(separator: " | "))'",
                    at: location))
            return nil
        }
        var parameters: [Parameter] = []
        var names: Set<String> = []
        var ok = true
        for row in table.rows {
            let rowLocation = SourceLocation(path: path, line: bodyLine + row.start.line - 1, column: row.start.column)
            if row.sourceCellCount != header.count {
                diagnostics.append(
                    .error(
                        "api.row-cell-count",
                        "API table row has \(row.sourceCellCount) cell\(row.sourceCellCount == 1 ? "" : "s"); the header has \(header.count)",
                        at: rowLocation))
                ok = false
                continue
            }
            let name = row.cells[0].text.trimmingSpaces
            let type = row.cells[1].text.trimmingSpaces
            let defaultText = row.cells[2].text.trimmingSpaces
            if name.isEmpty || type.isEmpty || defaultText.isEmpty {
                let column = name.isEmpty ? "Parameter" : type.isEmpty ? "Type" : "Default"
                diagnostics.append(
                    .error(
                        "api.empty-cell",
                        "API table row has an empty \(column) cell\(column == "Default" ? "; write a Swift expression or 'required'" : "")",
                        at: rowLocation))
                ok = false
                continue
            }
            if !NamePattern.matches(name, NamePattern.argumentLabel) {
                let problem =
                    "parameter '\(name)' is not an argument label: ASCII letters, digits and _, not first a digit"
                diagnostics.append(.error("api.invalid-name", problem, at: rowLocation))
                ok = false
                continue
            }
            if !names.insert(name).inserted {
                diagnostics.append(
                    .error(
                        "api.duplicate-parameter", "parameter '\(name)' is listed twice in the API table",
                        at: rowLocation))
                ok = false
            }
            let isRequired = defaultText.lowercased() == "required"
            parameters.append(
                Parameter(
                    name: name, type: type, defaultValue: isRequired ? nil : defaultText,
                    descriptionHTML: hasDescription ? row.cells[3].html : "",
                    descriptionText: hasDescription ? row.cells[3].text.trimmingSpaces : "", location: rowLocation))
        }
        return ok ? parameters : nil
    }

    static func readTimeline(_ code: String, fenceLine: Int, path: String, diagnostics: inout [Diagnostic])
        -> TimelineBlock?
    {
        do {
            var facts = TimelineSourceFacts()
            let timeline = try TimelineFormat.parse(code, drawingSize: TimelineSVG.size(of:)) { document in
                facts = TimelineSourceFacts.read(document, firstLine: fenceLine + 1)
            }
            return TimelineBlock(timeline: timeline, line: fenceLine, sourceFacts: facts, digest: ByteDigest.of(code))
        } catch {
            diagnostics += error.diagnostics(at: SourceLocation(path: path, line: fenceLine + 1))
            return nil
        }
    }

    static func parsePlatform(_ text: String) -> Platform? {
        guard text.hasSuffix("+"), let space = text.lastIndex(of: " ") else { return nil }
        let name = String(text[..<space])
        let version = String(text[text.index(after: space)..<text.index(before: text.endIndex)])
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard knownPlatforms.contains(name), (1...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        return Platform(name: name, version: version)
    }

    static func firstWord(_ info: String) -> String {
        String(info.split(separator: " ", maxSplits: 1).first ?? "")
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
