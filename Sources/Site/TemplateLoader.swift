import Catalog
import Diagnostics
import Foundation
import Mustache
import Search
import TimelineDrawing
import YAML

/// Reads `Templates/`: every `.mustache` file, `strings/<language>.yml` and `assets/`.
package struct TemplateLoader: Sendable {
    let store: any ContentStore
    let displayRoot: String

    package init(store: any ContentStore, displayRoot: String) {
        self.store = store
        self.displayRoot = displayRoot
    }

    package func load(languages: [String]) -> (TemplateSet?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
        var assets: [(path: String, bytes: [UInt8])] = []
        let generated = SitePaths.generatedAssets(languages: languages)
        for path in allFiles(in: "", diagnostics: &diagnostics) {
            if path.hasPrefix(TemplateSet.assetsFolder + "/") {
                let name = String(path.dropFirst(TemplateSet.assetsFolder.count + 1))
                let location = SourceLocation(path: "\(displayRoot)/\(path)")
                if generated.contains(name) || SitePaths.isGeneratedAsset(name) {
                    diagnostics.append(
                        .error(
                            "template.asset-collision",
                            "asset 'assets/\(name)' would replace a file the build generates; rename it", at: location))
                    continue
                }
                guard !name.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
                    diagnostics.append(
                        .error(
                            "template.asset-name", "asset name contains a control character; rename it", at: location))
                    continue
                }
                do {
                    assets.append((name, try store.bytes(of: path, limit: ContentLimits.maximumAssetSize)))
                } catch {
                    diagnostics.append(.error("file.unreadable", "cannot read the file: \(error)", at: location))
                }
            } else if path.hasSuffix(TemplateSet.templateExtension) {
                switch readText(path) {
                case .success(let text): sources[String(path.dropLast(TemplateSet.templateExtension.count))] = text
                case .failure(let diagnostic):
                    diagnostics.append(diagnostic)
                    // An empty stand-in, so that templates using it do not each report it missing.
                    sources[String(path.dropLast(TemplateSet.templateExtension.count))] = ""
                }
            }
        }
        for name in TemplateSet.requiredTemplates where sources[name] == nil {
            diagnostics.append(
                .error(
                    "template.missing",
                    "missing template '\(name)\(TemplateSet.templateExtension)'",
                    at: SourceLocation(path: "\(displayRoot)/\(name)\(TemplateSet.templateExtension)")))
        }
        let strings = loadStrings(languages: languages, diagnostics: &diagnostics)

        var library: MustacheLibrary?
        do {
            library = try MustacheLibrary(templates: sources, missingNames: .fail)
        } catch {
            diagnostics += error.errors.map { $0.diagnostic(templatesFolder: displayRoot) }
        }
        guard let library, !diagnostics.hasErrors else { return (nil, diagnostics.sorted()) }
        return (
            TemplateSet(
                library: library, strings: strings, assets: assets.sorted { $0.path < $1.path },
                displayRoot: displayRoot, sources: sources),
            diagnostics.sorted()
        )
    }

    /// Every file under `folder`, hidden ones and editors' backups skipped (an asset
    /// `style.css~` is never published), as far down as ``maximumDepth``.
    private func allFiles(in folder: String, depth: Int = 0, diagnostics: inout [Diagnostic]) -> [String] {
        let location = SourceLocation(path: folder.isEmpty ? displayRoot : "\(displayRoot)/\(folder)")
        guard depth <= Self.maximumDepth else {
            diagnostics.append(
                .error("template.too-deep", "folders nested deeper than \(Self.maximumDepth) levels", at: location))
            return []
        }
        let names: [String]
        do {
            names = try store.entries(in: folder)
        } catch {
            diagnostics.append(.error("file.cannot-list", "cannot list the folder: \(error)", at: location))
            return []
        }
        var result: [String] = []
        for name in names where !name.hasPrefix(".") && !CatalogLoader.isEditorBackup(name) {
            let path = folder.isEmpty ? name : "\(folder)/\(name)"
            if store.isFolder(path) {
                result += allFiles(in: path, depth: depth + 1, diagnostics: &diagnostics)
            } else {
                result.append(path)
            }
        }
        return result
    }

    static let maximumDepth = 16

    private func readText(_ path: String) -> Result<String, Diagnostic> {
        TextFileReader.read(path, from: store, displayPath: "\(displayRoot)/\(path)").map(\.text)
    }

    /// Reads one strings file per language; a key missing in a language is a warning, and so
    /// is a word of the timeline drawings missing in every language.
    private func loadStrings(languages: [String], diagnostics: inout [Diagnostic]) -> [String: [String: String]] {
        var strings: [String: [String: String]] = [:]
        var lines: [String: [String: Int]] = [:]
        for language in languages {
            let path = "\(TemplateSet.stringsFolder)/\(language).yml"
            let display = "\(displayRoot)/\(path)"
            guard store.fileExists(path) else {
                diagnostics.append(
                    .error(
                        "strings.missing-file", "missing UI strings for '\(language)'",
                        at: SourceLocation(path: display)))
                continue
            }
            let text: String
            switch readText(path) {
            case .success(let read): text = read
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                continue
            }
            do {
                guard let root = try YAML.parse(text), let pairs = root.mapping else {
                    diagnostics.append(
                        .error(
                            "strings.not-mapping", "a strings file is a mapping of keys to texts",
                            at: SourceLocation(path: display)))
                    continue
                }
                var table: [String: String] = [:]
                var keyLines: [String: Int] = [:]
                for pair in pairs {
                    guard let key = pair.key.string else { continue }
                    guard let value = pair.value.string else {
                        diagnostics.append(
                            .error(
                                "strings.not-text",
                                "'\(key)' must be text",
                                at: SourceLocation(path: display, line: pair.value.line, column: pair.value.column)))
                        continue
                    }
                    table[key] = value
                    keyLines[key] = pair.key.line
                }
                strings[language] = table
                lines[language] = keyLines
            } catch {
                diagnostics += error.diagnostics(at: SourceLocation(path: display))
            }
        }
        let allKeys = Set(strings.values.flatMap(\.keys)).union(TimelineWords.keys)
        for language in languages {
            guard let table = strings[language] else { continue }
            for key in allKeys.subtracting(table.keys).sorted() {
                let whereElse =
                    languages.first { strings[$0]?[key] != nil }.map { owner in
                        "it is in \(displayRoot)/\(TemplateSet.stringsFolder)/\(owner).yml:\(lines[owner]?[key] ?? 1)"
                    } ?? "the timeline drawings use it"
                diagnostics.append(
                    .warning(
                        "strings.missing-key",
                        "UI string '\(key)' is missing in '\(language)' (\(whereElse))",
                        at: SourceLocation(path: "\(displayRoot)/\(TemplateSet.stringsFolder)/\(language).yml")))
            }
        }
        for language in languages {
            let rules = SearchIndex.soundRules(strings[language]?["search-sound-rules"] ?? "")
            // Checked here, as the browser would skip a rule it cannot read.
            for rule in rules where rule.pattern.map({ (try? NSRegularExpression(pattern: $0)) == nil }) ?? true {
                diagnostics.append(
                    .error(
                        "strings.sound-rule",
                        "search sound rule '\(rule.text)' is not a regular expression, '>' and its replacement",
                        at: SourceLocation(
                            path: "\(displayRoot)/\(TemplateSet.stringsFolder)/\(language).yml",
                            line: lines[language]?["search-sound-rules"] ?? 1)))
            }
        }
        return strings
    }
}
