import Diagnostics
import YAML

/// Reads `site.yml`.
enum SiteSettingsLoader {
    static let fileName = "site.yml"

    static func load(from store: any ContentStore, displayRoot: String) -> (SiteSettings?, [Diagnostic]) {
        let display = displayRoot + "/" + fileName
        guard store.fileExists(fileName) else {
            let message = "missing \(fileName): the catalog's title, languages, categories and levels"
            return (nil, [.error("site.missing-settings", message, at: SourceLocation(path: display))])
        }
        let file: TextFile
        switch TextFileReader.read(fileName, from: store, displayPath: display) {
        case .success(let read): file = read
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        let root: YAMLNode
        switch parseYAML(file.text, path: display, lineOffset: 0) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(let node):
            guard let node, node.mapping != nil else {
                let message = "\(fileName) must be a mapping of fields"
                return (nil, [.error("site.settings-not-mapping", message, at: SourceLocation(path: display))])
            }
            root = node
        }
        var reader = SiteSettingsReader(root: root, display: display)
        return reader.read()
    }
}

/// Reads the fields of `site.yml`'s mapping, languages first: every localized text is checked
/// against them.
private struct SiteSettingsReader {
    let root: YAMLNode
    let display: String
    var fields: FieldReader
    var languages: [Language] = []

    init(root: YAMLNode, display: String) {
        self.root = root
        self.display = display
        fields = FieldReader(root, path: display, lineOffset: 0)
    }

    var codes: [String] { languages.map(\.code) }
    var fallback: String { codes.first ?? "en" }

    mutating func read() -> (SiteSettings?, [Diagnostic]) {
        // Past the limit, every text of the file would be checked against too many languages.
        guard readLanguages() else { return (nil, fields.diagnostics) }
        var fields = self.fields
        let title = localized(fields.node("title", required: true), field: "title", reader: &fields)
        let description = localized(fields.node("description", required: true), field: "description", reader: &fields)
        self.fields = fields
        let baseURL = readBaseURL()
        let editURL = readEditURL()
        let categories: [Category] = slugged(
            "categories", known: ["slug", "name", "summary"], maximum: ContentLimits.maximumCategories
        ) {
            reader, slug, entry -> Category? in
            let name = reader.localized(entry.node("name", required: true), field: "name", reader: &entry)
            let summary = reader.localized(entry.node("summary", required: true), field: "summary", reader: &entry)
            guard let name, let summary else { return nil }
            return Category(slug: slug, name: name, summary: summary)
        }
        let levels: [Level] = slugged("levels", known: ["slug", "name"]) { reader, slug, entry -> Level? in
            guard let name = reader.localized(entry.node("name", required: true), field: "name", reader: &entry) else {
                return nil
            }
            return Level(slug: slug, name: name)
        }
        let tagAliases = readTagAliases()
        let socialCards = self.fields.flag("social-cards")
        self.fields.warnAboutUnknownFields(known: [
            "title", "description", "base-url", "edit-url", "languages", "categories", "levels", "tag-aliases",
            "social-cards",
        ])
        guard !self.fields.diagnostics.hasErrors, let title, let description, !languages.isEmpty else {
            return (nil, self.fields.diagnostics)
        }
        var settings = SiteSettings(
            title: title, description: description, baseURL: baseURL, editURL: editURL, languages: languages,
            categories: categories, levels: levels)
        settings.tagAliases = tagAliases
        settings.socialCards = socialCards ?? settings.socialCards
        return (settings, self.fields.diagnostics)
    }

    /// Reads the languages; false when there are more than the limit.
    private mutating func readLanguages() -> Bool {
        guard let list = fields.node("languages", required: true) else { return true }
        guard let items = list.sequence, !items.isEmpty else {
            fields.error(
                "site.no-languages", "'languages' must be a non-empty list; the first is the default language", at: list
            )
            return true
        }
        guard items.count <= ContentLimits.maximumLanguages else {
            fields.error(
                "site.too-many-entries", Self.tooMany("languages", items.count, ContentLimits.maximumLanguages),
                at: list)
            return false
        }
        for item in items {
            guard item.mapping != nil else {
                fields.error(
                    "site.invalid-language", "each language must be a mapping with 'code' and 'name'", at: item)
                continue
            }
            var entry = FieldReader(item, path: display, lineOffset: 0)
            let code = entry.text("code")
            let name = entry.text("name")
            entry.warnAboutUnknownFields(known: ["code", "name"])
            fields.diagnostics += entry.diagnostics
            guard let code, let name else { continue }
            if let problem = Slug.languageProblem(code) {
                fields.error("site.invalid-language-code", problem, at: item["code"])
            } else if languages.contains(where: { $0.code == code }) {
                fields.error("site.duplicate-language", "duplicate language '\(code)'", at: item["code"])
            } else {
                languages.append(Language(code: code, name: name))
            }
        }
        return true
    }

    /// `base-url`, as links start with it: scheme and host in lower case, ending in `/`.
    private mutating func readBaseURL() -> String {
        let text = fields.text("base-url") ?? ""
        guard !text.isEmpty else { return text }
        var baseURL = text
        switch BaseURL.normalized(text) {
        case .success(let normalized): baseURL = normalized
        case .failure(let problem):
            fields.error("site.invalid-base-url", problem.message, at: root["base-url"], suggestion: problem.suggestion)
        }
        if !baseURL.hasSuffix("/") { baseURL += "/" }
        return baseURL
    }

    /// `tag-aliases`: a mapping of language codes to mappings of keywords to the tag they join.
    private mutating func readTagAliases() -> [String: [String: String]] {
        guard let node = fields.node("tag-aliases", required: false) else { return [:] }
        var aliases: [String: [String: String]] = [:]
        let shape = "'tag-aliases' must map language codes to mappings of a keyword to the tag it joins"
        guard let languages = node.mapping else {
            fields.error("site.invalid-tag-aliases", shape, at: node)
            return [:]
        }
        for language in languages {
            guard let code = language.key.string, codes.contains(code) else {
                fields.error(
                    "site.unknown-language-text",
                    "'tag-aliases' has aliases for '\(language.key.string ?? "")', which is not a language of the catalog",
                    at: language.key)
                continue
            }
            guard let pairs = language.value.mapping else {
                fields.error("site.invalid-tag-aliases", shape, at: language.value)
                continue
            }
            for pair in pairs {
                guard let keyword = pair.key.string, let tag = pair.value.string, !keyword.isEmpty, !tag.isEmpty else {
                    fields.error(
                        "site.invalid-tag-aliases", "each alias of 'tag-aliases.\(code)' must be 'keyword: tag'",
                        at: pair.value)
                    continue
                }
                aliases[code, default: [:]][keyword] = tag
            }
        }
        return aliases
    }

    /// `edit-url`: the same rules as `base-url`, and a `/` at the end to put a path after.
    private mutating func readEditURL() -> String? {
        guard var url = fields.text("edit-url", required: false) else { return nil }
        switch BaseURL.normalized(url) {
        case .success(let normalized): url = normalized
        case .failure(let problem):
            fields.error(
                "site.invalid-edit-url", problem.message.replacingOccurrences(of: "'base-url'", with: "'edit-url'"),
                at: root["edit-url"], suggestion: problem.suggestion)
        }
        return url.hasSuffix("/") ? url : url + "/"
    }

    /// A text per language, read from a mapping of language codes to texts.
    func localized(_ node: YAMLNode?, field: String, reader: inout FieldReader) -> LocalizedText? {
        guard let node else { return nil }
        if let text = node.string {
            // One text for every language is accepted only when the catalog has one language.
            if codes.count <= 1 { return LocalizedText([fallback: text], fallbackLanguage: fallback) }
            reader.error(
                "site.localized-text-not-mapping",
                "'\(field)' must give a text per language (\(codes.joined(separator: ", ")))", at: node)
            return nil
        }
        guard let pairs = node.mapping else {
            reader.error(
                "site.localized-text-not-mapping", "'\(field)' must be a mapping from language code to text", at: node)
            return nil
        }
        var texts: [String: String] = [:]
        // Languages whose text is there but refused: said once, not again as missing.
        var refused: Set<String> = []
        for pair in pairs {
            guard let code = pair.key.string else { continue }
            guard codes.contains(code) else {
                reader.error(
                    "site.unknown-language-text",
                    "'\(field)' has a text for '\(code)', which is not a language of the catalog", at: pair.key)
                continue
            }
            guard let text = pair.value.string, FieldReader.isVisible(text) else {
                reader.error(
                    "site.localized-text-not-text", "'\(field).\(code)' \(FieldReader.notText(pair.value))",
                    at: pair.value)
                refused.insert(code)
                continue
            }
            if let character = FieldReader.controlCharacter(in: text) {
                reader.error("field.control-character", "'\(field).\(code)' \(character)", at: pair.value)
                refused.insert(code)
                continue
            }
            texts[code] = text
        }
        for code in codes where texts[code] == nil && !refused.contains(code) {
            reader.error("site.missing-language-text", "'\(field)' has no text for '\(code)'", at: node)
        }
        return LocalizedText(texts, fallbackLanguage: fallback)
    }

    static func tooMany(_ key: String, _ count: Int, _ maximum: Int) -> String {
        "'\(key)' lists \(count) entries; at most \(maximum) are allowed, as every page links each"
    }

    /// A list of entries named by a slug, such as the categories; `make` reads the other fields.
    private mutating func slugged<T>(
        _ key: String, known: [String], maximum: Int = .max, make: (Self, String, inout FieldReader) -> T?
    ) -> [T] {
        guard let list = fields.node(key, required: true) else { return [] }
        guard let items = list.sequence, !items.isEmpty else {
            fields.error("site.empty-list", "'\(key)' must be a non-empty list", at: list)
            return []
        }
        guard items.count <= maximum else {
            fields.error("site.too-many-entries", Self.tooMany(key, items.count, maximum), at: list)
            return []
        }
        var result: [T] = []
        var seen: Set<String> = []
        for item in items {
            guard item.mapping != nil else {
                fields.error("site.invalid-entry", "each entry of '\(key)' must be a mapping with a 'slug'", at: item)
                continue
            }
            var entry = FieldReader(item, path: display, lineOffset: 0)
            if let slug = entry.text("slug") {
                // The other fields are read either way, so that their problems are reported too.
                let value = make(self, slug, &entry)
                if let problem = Slug.problem(slug) {
                    entry.error("content.invalid-slug", problem, at: item["slug"])
                } else if !seen.insert(slug).inserted {
                    entry.error("site.duplicate-slug", "duplicate slug '\(slug)' in '\(key)'", at: item["slug"])
                } else if let value {
                    result.append(value)
                }
            }
            entry.warnAboutUnknownFields(known: known)
            fields.diagnostics += entry.diagnostics
        }
        return result
    }
}
