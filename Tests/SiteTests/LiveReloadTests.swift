import TestSupport
import Foundation
import Site
import Testing

/// `catalog watch` builds link a live-reload script and write a build stamp; plain builds
/// carry no trace of either.
@Suite struct LiveReloadTests {
    private func watchBuild(_ folder: TemporaryFolder) -> SiteBuild.Report {
        var options = SiteBuild.Options(
            contentFolder: folder.path + "/Content", templatesFolder: Repository.templates,
            outputFolder: folder.path + "/Public")
        options.liveReload = true
        options.checkSwiftSyntax = false
        return SiteBuild(options: options).run()
    }

    private func smallCatalog() -> TemporaryFolder {
        let folder = TemporaryFolder()
        for (relative, text) in SmallCatalog.files { folder.write("Content/" + relative, text) }
        return folder
    }

    private func stamp(in text: String) -> String? {
        guard let start = text.range(of: "\""), let end = text[start.upperBound...].firstIndex(of: "\"") else {
            return nil
        }
        return String(text[start.upperBound..<end])
    }

    @Test func plainBuildHasNoLiveReload() {
        let files = snapshot(builtCatalog.folder.path + "/Public")
        #expect(files.count > 40)
        for (path, data) in files {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("live-reload.js"), "\(path) links the live-reload script")
            #expect(!text.contains("catalogBuildStamp"), "\(path) has the build stamp")
        }
        #expect(files["assets/live-reload.js"] == nil)
        #expect(files["assets/build-stamp.js"] == nil)
    }

    @Test func watchBuildLinksTheScriptFromEveryPageAndStampsEachBuild() throws {
        let folder = smallCatalog()
        let first = watchBuild(folder)
        #expect(first.succeeded, "\(first.diagnostics)")
        let output = folder.path + "/Public"
        var pages = 0
        for (path, data) in snapshot(output) where path.hasSuffix(".html") {
            pages += 1
            let html = String(decoding: data, as: UTF8.self)
            let links = linkTargets(in: html).filter { $0.hasSuffix("live-reload.js") }
            #expect(links.count == 1, "\(path)")
            // The relative link resolves to the script from the page's folder.
            let folderOfPage = (path as NSString).deletingLastPathComponent
            let resolved = ((output + "/" + folderOfPage + "/" + (links.first ?? "")) as NSString).standardizingPath
            #expect(FileManager.default.fileExists(atPath: resolved), "\(path): \(links)")
        }
        #expect(pages == first.pages)
        let script = try String(contentsOfFile: output + "/assets/live-reload.js", encoding: .utf8)
        let stampFile = try String(contentsOfFile: output + "/assets/build-stamp.js", encoding: .utf8)
        let firstStamp = try #require(stamp(in: stampFile))
        #expect(script.contains("var built = \"\(firstStamp)\""))

        // Nothing changed: nothing to reload.
        #expect(watchBuild(folder).upToDate)
        #expect(stamp(in: try String(contentsOfFile: output + "/assets/build-stamp.js", encoding: .utf8)) == firstStamp)
        let page = folder.path + "/Content/components/fade-list/index.en.md"
        folder.write("Content/components/fade-list/index.en.md", try String(contentsOfFile: page, encoding: .utf8) + "\nMore.\n")
        #expect(watchBuild(folder).succeeded)
        let secondStamp = stamp(in: try String(contentsOfFile: output + "/assets/build-stamp.js", encoding: .utf8))
        #expect(secondStamp != nil && secondStamp != firstStamp)
    }

    @Test func progressCountsEveryPageOnce() {
        let folder = smallCatalog()
        let seen = ProgressLog()
        var options = SiteBuild.Options(
            contentFolder: folder.path + "/Content", templatesFolder: Repository.templates,
            outputFolder: folder.path + "/Public")
        options.checkSwiftSyntax = false
        options.progress = { seen.add($0) }
        let report = SiteBuild(options: options).run()
        #expect(report.succeeded)
        let rendered = seen.all.filter { $0.step == "render" && $0.total > 0 }
        #expect(rendered.count == report.pages)
        #expect(Set(rendered.map(\.done)) == Set(1...report.pages))
        #expect(rendered.allSatisfy { $0.total == report.pages })
        #expect(seen.all.map(\.step).contains("load components"))
    }
}

private final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [BuildProgress] = []
    func add(_ item: BuildProgress) {
        lock.lock()
        items.append(item)
        lock.unlock()
    }
    var all: [BuildProgress] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}
