import Diagnostics
import YAML

/// The front matter of any page, split from its body, with the fields every page has.
struct PageHeader {
    let source: PageSource
    let root: YAMLNode
    /// The reader of the remaining fields, holding the diagnostics found so far.
    var fields: FieldReader
    let title: String?
    let summary: String?
    let keywords: [String]?

    static func read(_ file: TextFile) -> Result<PageHeader, Diagnostic> {
        PageReader.frontMatter(of: file).map { source, root in
            var fields = FieldReader(root, path: file.displayPath, lineOffset: source.frontMatterLine - 1)
            let title = fields.text("title")
            let summary = fields.text("summary")
            let keywords = fields.texts("keywords")
            return PageHeader(
                source: source, root: root, fields: fields, title: title, summary: summary, keywords: keywords)
        }
    }
}
