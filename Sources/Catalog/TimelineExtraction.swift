import Diagnostics
import Foundation

/// Finds the `timeline` block of one page file, for `catalog timeline <page.md>`.
package enum TimelineExtraction {
    package static func timeline(inPageAt path: String) -> Result<TimelineBlock, DiagnosticsFailure> {
        let url = URL(fileURLWithPath: path)
        let store = DiskContentStore(root: url.deletingLastPathComponent().path)
        switch TextFileReader.read(url.lastPathComponent, from: store, displayPath: path) {
        case .failure(let diagnostic):
            return .failure(DiagnosticsFailure([diagnostic]))
        case .success(let file):
            let source =
                PageSource.split(file.text)
                ?? PageSource(frontMatter: "", frontMatterLine: 1, body: file.text, bodyLine: 1)
            var diagnostics: [Diagnostic] = []
            let body = PageReader.readBody(source, path: path, diagnostics: &diagnostics)
            if let timeline = body.timeline, !diagnostics.hasErrors { return .success(timeline) }
            if !body.hadTimelineBlock {
                diagnostics.append(
                    .error("timeline.missing", "page has no ```timeline block", at: SourceLocation(path: path)))
            }
            return .failure(DiagnosticsFailure(diagnostics.filter { $0.severity == .error }))
        }
    }
}
