import Catalog
import Diagnostics
import Foundation
import Site
import TestSupport
import Testing

/// The call a component page shows under Usage when its page declares none is cut from the
/// source's `#Preview` (``UsageExtraction``); the build parses it with `swiftc` like the
/// sources and a declared `usage:`, in the same compiler processes, and reports an error in it
/// at its line and column of the source.
@Suite(.enabled(if: SwiftSyntaxCheck.findCompiler() != nil, "swiftc is not on PATH; the Usage checks skipped"))
struct PreviewUsageCheckTests {
    static let sourcePath = "components/fade-list/FadeList.swift"

    /// The small catalog, its FadeList source ending in a `#Preview` whose body, on line 12 of
    /// the source, is `call`.
    func catalog(previewCalling call: String) -> TemporaryFolder {
        let folder = TemporaryFolder()
        SmallCatalog.write(into: folder.path + "/Content")
        #expect(SmallCatalog.source.split(separator: "\n", omittingEmptySubsequences: false).count == 11)
        folder.write("Content/" + Self.sourcePath, SmallCatalog.source + "#Preview {\n" + call + "\n}\n")
        return folder
    }

    func errors(_ report: SiteBuild.Report) -> [Diagnostic] { report.diagnostics.filter { $0.severity == .error } }

    @Test func aSyntaxErrorInThePreviewFailsTheBuildOnceAtItsLine() {
        let folder = catalog(previewCalling: "    FadeList(items: [1, 2,, 3])")
        let report = build(content: folder.path + "/Content", output: folder.path + "/Public")
        #expect(!report.succeeded)
        // The source and the call cut from it report the same error: it is shown once.
        let found = errors(report)
        #expect(found.map(\.id) == ["swift.syntax"], "\(report.diagnostics)")
        #expect(found.first?.location.path.hasSuffix("Content/" + Self.sourcePath) == true)
        #expect(found.first.map { [$0.location.line, $0.location.column] } == [12, 27], "\(found)")
    }

    /// A source that parses, whose preview's call is cut where a `)` in a comment closes it:
    /// the Usage shown would not parse, and the build says so at the call's place.
    @Test func aUsageCutFromThePreviewThatDoesNotParseFailsTheBuildAtItsPlace() {
        let folder = catalog(previewCalling: "    FadeList(items: [1, 2] /* ) */)")
        let report = build(content: folder.path + "/Content", output: folder.path + "/Public")
        #expect(!report.succeeded)
        let found = errors(report)
        #expect(!found.isEmpty && found.allSatisfy { $0.id == "swift.syntax" }, "\(report.diagnostics)")
        // The compiler's errors, at the source's lines (the first where the comment that never
        // ends does), each with a note at the call's first line and column.
        #expect(found.allSatisfy { $0.location.path.hasSuffix("Content/" + Self.sourcePath) }, "\(found)")
        #expect(found.first?.message.contains("unterminated '/*' comment") == true, "\(found)")
        for diagnostic in found {
            let note = diagnostic.notes.last?.location
            #expect(note.map { [$0.line, $0.column] } == [12, 5], "\(diagnostic)")
            #expect(note?.path == diagnostic.location.path)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Public/index.html"))
    }

    /// A Usage that parses is shown; the source's API surface is still its own (the drift check
    /// finds nothing), in a first build and in a rebuild that keeps both parses in the store.
    @Test func aUsageThatParsesIsShownAndLeavesTheSourcesSurfaceAlone() throws {
        let folder = catalog(previewCalling: "    FadeList(items: [1, 2], spacing: 8)")
        let content = folder.path + "/Content"
        let first = build(content: content, output: folder.path + "/Public")
        #expect(
            first.succeeded && first.diagnostics.filter { $0.id.rawValue.hasPrefix("api.") }.isEmpty,
            "\(first.diagnostics)")
        let page = try String(contentsOfFile: folder.path + "/Public/components/fade-list.html", encoding: .utf8)
        let usage =
            page.components(separatedBy: "<section class=\"usage\"").dropFirst().first?
            .components(separatedBy: "</section>").first ?? ""
        #expect(usage.contains("FadeList") && usage.contains("spacing:"), "\(usage)")
        let english = content + "/components/fade-list/index.en.md"
        let text = try String(contentsOfFile: english, encoding: .utf8)
        try text.replacingOccurrences(of: "Rows fade in one after another.", with: "Rows fade in, one by one.")
            .write(toFile: english, atomically: true, encoding: .utf8)
        let second = build(content: content, output: folder.path + "/Public")
        #expect(
            second.succeeded && second.diagnostics.filter { $0.id.rawValue.hasPrefix("api.") }.isEmpty,
            "\(second.diagnostics)")
    }
}
