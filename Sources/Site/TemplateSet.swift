import Catalog
import Diagnostics
import Mustache
import TimelineDrawing
import YAML

/// The templates, UI strings and static assets of `Templates/`, compiled and checked.
package struct TemplateSet: Sendable {
    /// The page templates every site needs, by name (path under `Templates/` without `.mustache`).
    package static let requiredTemplates = [
        "pages/home", "pages/component", "pages/category", "pages/guide", "pages/search", "pages/404",
        "pages/guides", "pages/tags", "pages/tag", "pages/api",
    ]
    package static let stringsFolder = "strings"
    package static let assetsFolder = "assets"
    static let templateExtension = ".mustache"

    package let library: MustacheLibrary
    /// UI strings by language code, then key.
    package let strings: [String: [String: String]]
    /// Files copied as they are into `Public/assets/`, by path under `assets/`.
    package let assets: [(path: String, bytes: [UInt8])]
    /// The templates folder as the user named it, for diagnostics.
    package let displayRoot: String
    /// The template sources by name, as compiled: two sets with the same sources render the
    /// same context to the same bytes (``ReuseCache`` relies on it).
    package let sources: [String: String]

    package init(
        library: MustacheLibrary, strings: [String: [String: String]], assets: [(path: String, bytes: [UInt8])],
        displayRoot: String = "Templates", sources: [String: String] = [:]
    ) {
        self.library = library
        self.strings = strings
        self.assets = assets
        self.displayRoot = displayRoot
        self.sources = sources
    }
}

extension MustacheError {
    /// The error at its template file, under the templates folder as the user named it.
    func diagnostic(templatesFolder: String) -> Diagnostic {
        .error(
            unknownName != nil ? "template.unknown-name" : line == 0 ? "template.missing" : "template.invalid", message,
            at: SourceLocation(
                path: "\(templatesFolder)/\(templateName)\(TemplateSet.templateExtension)", line: line, column: column))
    }
}
