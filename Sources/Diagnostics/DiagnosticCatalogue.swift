/// Every diagnostic id a run can report, with its severity and what it means in one line.
///
/// The catalogue is the one place the ids are described: docs/reference/diagnostics.md is
/// generated from ``markdown``, and the documentation tests check that every id written in
/// Sources/ is listed here and that every id listed here is still written somewhere, so the
/// catalogue and the code cannot drift apart in silence.
package enum DiagnosticCatalogue {
    /// One id and what it means.
    package struct Entry: Sendable, Hashable {
        package let id: Diagnostic.ID
        /// The severity the id is reported with before `--strict` applies.
        package let severity: Diagnostic.Severity
        /// What the problem is and, where it helps, what to do about it, in one line.
        package let meaning: String

        init(_ id: Diagnostic.ID, _ severity: Diagnostic.Severity, _ meaning: String) {
            self.id = id
            self.severity = severity
            self.meaning = meaning
        }
    }

    /// The entries, grouped by family (the text before the first dot) in the order a build
    /// meets them.
    package static let entries: [Entry] = [
        // The output folder and the build lock.
        Entry(
            "output.refused", .error,
            "The output folder is not one a build may write: not empty and without a manifest (or with one damaged or cut short, named at its line), holding a file or folder the manifest does not list, inside the content or templates folder, inside another build's output or state folder, `/`, the home folder, an empty path, not a folder, or a lock that is a symbolic link."
        ),
        Entry(
            "output.locked", .error,
            "Another build (its process id is named) holds the lock of this output; `catalog watch` tries again every 250 ms."
        ),
        Entry(
            "output.write", .error,
            "A file of the site could not be written; after a full disk, a quota or a read-only file system the build writes nothing more and reports this once."
        ),
        Entry(
            "output.too-large", .error,
            "The site would pass 256 times the size of its inputs plus 64 MiB (`OutputFolder.outputMultiple`, `outputAllowance`); the build stops writing there."
        ),
        Entry(
            "output.not-written", .error,
            "A file refused after an earlier write error; folded into that error in a build's report."),
        // Reading files and folders.
        Entry("file.unreadable", .error, "A file could not be read."),
        Entry("file.unreadable-folder", .error, "The content or templates folder could not be read."),
        Entry("file.not-a-folder", .error, "The content or templates path is not a folder."),
        Entry("file.cannot-list", .error, "A folder under Content/ or Templates/ could not be listed."),
        Entry("file.too-large", .error, "A text file is over its size limit (1 MiB; 16 MiB for a template asset)."),
        Entry("file.invalid-utf8", .error, "A text file is not valid UTF-8; the position is the first bad byte."),
        Entry("file.nul-byte", .error, "A text file contains a NUL byte."),
        Entry(
            "file.lone-carriage-return", .error,
            "A text file has a carriage return not followed by a line feed (classic Mac OS line endings)."),
        Entry("file.link-outside", .error, "A symbolic link leads out of the content or templates folder."),
        // site.yml.
        Entry("site.missing-settings", .error, "Content/site.yml is missing."),
        Entry("site.settings-not-mapping", .error, "site.yml is not a mapping of fields."),
        Entry("site.no-languages", .error, "`languages` is missing or empty; the first language is the default one."),
        Entry("site.invalid-language", .error, "A language entry is not a mapping with `code` and `name`."),
        Entry(
            "site.invalid-language-code", .error,
            "A language code is not lowercase letters, digits and hyphens starting with a letter, is too long, or names a folder of the site."
        ),
        Entry("site.duplicate-language", .error, "A language code is listed twice."),
        Entry("site.localized-text-not-mapping", .error, "A translated field does not give one text per language."),
        Entry("site.localized-text-not-text", .error, "A translation of a field is not text."),
        Entry(
            "site.unknown-language-text", .error, "A translated field has a text for a language site.yml does not list."
        ),
        Entry("site.missing-language-text", .error, "A translated field has no text for one of the languages."),
        Entry(
            "site.invalid-edit-url", .error,
            "`edit-url` breaks one of `base-url`'s rules; a page's path under the content folder is put after it."
        ),
        Entry(
            "site.invalid-base-url", .error,
            "`base-url` is not an http:// or https:// address with a valid host (a domain name, an IPv4 address or an IPv6 one in brackets; written in ASCII, with its `xn--` form suggested) and port (1 to 65535), or has credentials, a query, a fragment, white space, a `%` that starts no escape, or an empty, `.` or `..` path segment."
        ),
        Entry("site.empty-list", .error, "`categories` or `levels` is empty."),
        Entry("site.invalid-entry", .error, "A category or level entry is not a mapping with a `slug`."),
        Entry("site.duplicate-slug", .error, "A category or level slug is listed twice."),
        Entry("site.invalid-tag-aliases", .error, "`tag-aliases` is not a mapping of language codes to `keyword: tag` pairs."),
        Entry(
            "site.too-many-entries", .error,
            "`categories` lists more than 100 entries or `languages` more than 32 (`ContentLimits`): every page links each."
        ),
        // Fields of front matter and site.yml.
        Entry("field.missing", .error, "A required field is missing."),
        Entry("field.not-text", .error, "A field, or an item of a list field, must be text, and show something."),
        Entry(
            "field.control-character", .error,
            "A text field holds a control character other than a line break or a tab (an escape sequence, a bell)."),
        Entry("field.not-list", .error, "A field must be a list such as `[a, b]`."),
        Entry("field.empty-list", .error, "A list field must hold at least one item."),
        Entry(
            "field.not-boolean", .error, "A switch of `site.yml`, such as `social-cards`, must be `true` or `false`."),
        Entry("field.unknown", .warning, "An unknown field is ignored; the suggestion names the field probably meant."),
        // The folders and files of Content/.
        Entry(
            "content.invalid-slug", .error,
            "A slug is not `[a-z0-9-]`, is over 64 characters, or is a reserved name (`index`, `schema`)."),
        Entry("content.slug-collision", .error, "One slug names both a component and a guide."),
        Entry("content.hidden-folder", .warning, "A hidden folder (`.name`) in components/ or guides/ is skipped."),
        Entry("content.not-a-folder", .warning, "A file where a component or guide folder is expected is ignored."),
        Entry(
            "content.unexpected-file", .warning,
            "A file of a component or guide folder that is neither a page (`index.<language>.md`) nor a source is ignored."
        ),
        Entry("content.unknown-language", .error, "A page is named for a language site.yml does not list."),
        Entry("content.no-default-page", .error, "A component or guide has no page in the default language."),
        Entry(
            "content.missing-translation", .warning,
            "A page is missing in a language; the default language's page is shown there."),
        Entry(
            "content.translation-differs", .error,
            "A translation's facts (category, level, platforms, API table) differ from the default page's."),
        Entry("content.no-source", .error, "A component has no Swift source beside its pages."),
        Entry("content.unknown-category", .error, "A page names a category site.yml does not list."),
        Entry("content.unknown-level", .error, "A page names a level site.yml does not list."),
        Entry(
            "content.placeholder", .warning, "A sentence written by `catalog new component` has not been replaced yet."),
        // Component and guide pages.
        Entry("page.no-front-matter", .error, "A page does not start with YAML front matter between two `---` lines."),
        Entry("page.front-matter-not-mapping", .error, "The front matter is not a mapping of fields."),
        Entry(
            "page.invalid-platform", .error,
            "A platform is not a known name with a minimum version such as `iOS 18.0+`."),
        Entry("page.invalid-origin", .error, "`origin` is neither `original` nor `{ inspired-by: … }`."),
        Entry("page.invalid-date", .error, "`date` or `updated` is not a calendar date written `YYYY-MM-DD`."),
        Entry("page.no-api-section", .error, "A component page has no `## API` section."),
        Entry("page.second-api-section", .error, "A page has a second `## API` section."),
        Entry("page.no-timeline", .error, "A component page has no ```timeline block."),
        Entry("page.second-timeline", .error, "A component page has a second ```timeline block."),
        // The API table of a page.
        Entry("api.no-table", .error, "The `## API` section has no table."),
        Entry(
            "api.wrong-header", .error,
            "The API table's header is not `Parameter | Type | Default` with an optional `Description`."),
        Entry("api.row-cell-count", .error, "An API table row has more or fewer cells than the header."),
        Entry("api.empty-cell", .error, "An API table cell is empty; a default is a Swift expression or `required`."),
        Entry(
            "api.invalid-name", .error,
            "An API table's parameter is not an ASCII Swift identifier, the schema's `name` pattern."),
        Entry("api.duplicate-parameter", .error, "A parameter is listed twice in the API table."),
        // The API table compared with the Swift sources (drift).
        Entry(
            "api.no-main-type", .error,
            "No View struct is named like a Swift source of the component; name it with `type:` in the front matter."),
        Entry(
            "api.unknown-type", .error, "The `type:` of the front matter names no struct of the component's sources."),
        Entry("api.parameter-not-in-source", .error, "The API table lists a parameter the main type does not take."),
        Entry("api.parameter-not-in-table", .error, "The main type takes a parameter the API table does not list."),
        Entry("api.parameter-order", .error, "The API table lists parameters in another order than callers pass them."),
        Entry("api.type-differs", .error, "A parameter's type in the API table differs from the source's."),
        Entry("api.default-differs", .error, "A parameter's default in the API table differs from the source's."),
        Entry(
            "api.required-differs", .error,
            "The API table says a parameter is required and the source gives it a default, or the other way round."),
        Entry(
            "api.drift-skipped", .warning,
            "swiftc is not on PATH, so the API tables and timelines were not compared with the sources."),
        // `catalog api`.
        Entry("api.unknown-component", .error, "`catalog api` was given a slug the catalog does not have."),
        Entry("api.unknown-language", .error, "`catalog api --language` names a language site.yml does not list."),
        Entry("api.unreadable-index", .error, "`catalog api --diff` could not read an api/index.json file."),
        Entry(
            "api.invalid-index", .error, "`catalog api --diff` was given a file that is not a published api/index.json."
        ),
        // Guides and Swift sources.
        Entry(
            "guide.unknown-component", .error,
            "A guide's `components` list names a component the catalog does not have."),
        Entry(
            "source.no-licence", .error, "A Swift source has no `// SPDX-License-Identifier:` line in its first lines."),
        Entry("source.empty-licence", .error, "The SPDX line of a Swift source names no licence."),
        Entry(
            "source.invalid-licence", .error,
            "The SPDX line's licence is not a valid SPDX expression of identifiers of the SPDX licence list (`AND`, `OR`, `WITH` an exception, parentheses, `+`, `LicenseRef-`)."
        ),
        Entry(
            "source.licence-list-missing", .error,
            "The SPDX licence list (Debian's node-spdx-license-ids and node-spdx-exceptions) is missing, so no licence can be checked; `make deps` installs it."
        ),
        Entry("source.no-copyright", .error, "A Swift source has no `// Copyright …` line in its first lines."),
        Entry(
            "source.invalid-name", .error,
            "A Swift source's name, which names its download, has a control character or is over 128 bytes."),
        Entry("swift.syntax", .error, "The Swift compiler rejects a source; the position is the compiler's."),
        Entry("swift.compiler-failed", .error, "`swiftc -parse` exited with an error but no line to place it."),
        Entry("swift.compiler-crashed", .error, "`swiftc -parse` was killed by a signal."),
        Entry("swift.timeout", .error, "`swiftc -parse` ran longer than `--swift-timeout` and was stopped."),
        Entry(
            "swift.compiler-not-run", .warning,
            "swiftc was found but could not be started; the sources were not parsed."),
        Entry(
            "rsvg.failed", .warning,
            "`rsvg-convert` did not make a page's social card (it failed, crashed, ran past 30 s or printed no 1200 × 630 PNG); the page is published without `og:image`."
        ),
        // Parsers of YAML, Markdown, timelines and animation expressions.
        Entry(
            "yaml.malformed", .error,
            "libyaml rejects the text, or it nests or repeats aliases beyond the limits; libyaml's message and position."
        ),
        Entry("markdown.tableColumns", .error, "A table row has more cells than the Markdown limit allows."),
        Entry(
            "markdown.linesAboveDelimiterRow", .error,
            "A table's delimiter row has too many paragraph lines above it; put a blank line before the table."),
        Entry("markdown.paddingCells", .error, "Short table rows would need too many empty cells."),
        Entry("markdown.nesting", .error, "Block quotes and lists nest deeper than the Markdown limit."),
        Entry("markdown.emphasisRuns", .error, "A paragraph holds too many runs of `*`, `_` or `~`."),
        Entry("markdown.imageOpeners", .error, "A paragraph holds too many image openers `![`."),
        Entry("markdown.unclosedHTML", .error, "A paragraph holds too many unclosed `<?`, `<!X` or `<![CDATA[`."),
        Entry("markdown.atSignsPerLine", .error, "A line holds too many `@`."),
        Entry(
            "timeline.invalid", .error, "A ```timeline block breaks the timeline format; the message says which rule."),
        Entry("timeline.missing", .error, "`catalog timeline` was given a page with no ```timeline block."),
        Entry(
            "timeline.animation-not-in-source", .warning,
            "The timeline animates with an expression no Swift source of the component writes; fix one, or say why in `not-in-source`."
        ),
        Entry(
            "timeline.stagger-differs", .warning,
            "The timeline's stagger differs from the constant the source declares."),
        Entry("expression.invalid", .error, "An animation expression cannot be read; the caret marks the column."),
        // Templates and UI strings.
        Entry("template.missing", .error, "A template or partial the site needs is missing."),
        Entry(
            "template.invalid", .error,
            "A Mustache template does not parse, or nests, includes, repeats or writes beyond the limits."),
        Entry(
            "template.unknown-name", .error,
            "A template uses a variable its page does not have (strict lookup); the suggestion names the closest."),
        Entry("template.too-deep", .error, "Folders under Templates/ nest deeper than the limit."),
        Entry("template.asset-collision", .error, "An asset would replace a file the build generates."),
        Entry("template.asset-name", .error, "An asset's name contains a control character."),
        Entry("strings.missing-file", .error, "A language of site.yml has no strings file in Templates/strings/."),
        Entry("strings.not-mapping", .error, "A strings file is not a mapping of keys to texts."),
        Entry("strings.not-text", .error, "A UI string is not text."),
        Entry("strings.missing-key", .warning, "A UI string is missing in a language."),
        Entry("strings.sound-rule", .error, "A search sound rule is not a regular expression, `>` and its replacement."),
        // `catalog new component`.
        Entry("scaffold.exists", .error, "The component to scaffold already exists."),
        Entry(
            "scaffold.type-taken", .error,
            "The type the new component's slug makes is declared by another component already."),
        Entry("scaffold.cannot-write", .error, "A scaffolded file could not be written."),
    ]

    /// The entry of an id, or nil when the catalogue does not list it.
    package static func entry(_ id: Diagnostic.ID) -> Entry? {
        entries.first { $0.id == id }
    }

    /// The families in order of first appearance: `output`, `file`, `site`, ….
    package static var families: [String] {
        var seen: Set<String> = []
        return entries.map(\.family).filter { seen.insert($0).inserted }
    }

    /// The reference page, docs/reference/diagnostics.md, as Markdown.
    package static var markdown: String {
        var lines = [
            "# Diagnostics",
            "",
            "<!-- Generated from DiagnosticCatalogue (Sources/Diagnostics/DiagnosticCatalogue.swift).",
            "     Do not edit: run CATALOG_WRITE_DOCS=1 swift test --filter DocumentationTests -->",
            "",
            "Every problem of a run is printed in the compiler format, sorted by file and line:",
            "",
            "```",
            "path:line:column: error: message; did you mean '…'?",
            "path:line:column: note: more about it, at a place of its own",
            "```",
            "",
            "Each diagnostic has a stable id below; tools and tests match ids and positions, not",
            "wording. A diagnostic met several times is reported once. `--strict` turns every",
            "warning into an error (`DiagnosticPolicy`, the one place strictness applies).",
        ]
        for family in families {
            lines += ["", "## `\(family)`", "", "| id | severity | meaning |", "|---|---|---|"]
            for entry in entries where entry.family == family {
                let meaning = entry.meaning.split(separator: "|", omittingEmptySubsequences: false).joined(
                    separator: "\\|")
                lines.append("| `\(entry.id)` | \(entry.severity.rawValue) | \(meaning) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension DiagnosticCatalogue.Entry {
    /// The text before the first dot of the id: `content` for `content.unknown-category`.
    package var family: String {
        String(id.rawValue.prefix { $0 != "." })
    }
}
