import CatalogFixtures
import Foundation
import Testing

@testable import Site

/// A build removes what killed builds left in the cache folder (names ending in the number of a
/// process that is gone), and nothing else: the search indexes' logs (`search-<language>.log`)
/// were once taken for leftovers and removed as each build started, so that every build made
/// again all the pages changed since the index was last written whole.
@Suite struct CacheLeftoversTests {
    @Test func onlyFilesOfGoneProcessesAreRemoved() throws {
        let folder = TemporaryFolder()
        // A process number no process has (the kernel's largest is below 2^22).
        let gone = "4194999"
        let names = [
            "render", "stages", "search-en", "search-en.log", "search-es.log", "render." + gone, "stages." + gone,
            "search-en." + gone, "search-en.log." + gone, "api-entries." + gone, "render.1",
        ]
        for name in names { folder.write("cache/" + name, "x") }
        BuildCache.removeLeftovers(in: folder.path + "/cache")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/cache"))
        // Process 1 is alive: its file is being written.
        #expect(left == ["render", "stages", "search-en", "search-en.log", "search-es.log", "render.1"])
    }

    @Test func aSearchLogGrowsFromOneBuildToTheNext() throws {
        let folder = TemporaryFolder()
        for (relative, text) in SmallCatalog.files { folder.write("Content/" + relative, text) }
        folder.copy(Repository.templates, to: "Templates")
        func build() -> SiteBuild.Report {
            var options = SiteBuild.Options(
                contentFolder: folder.path + "/Content", templatesFolder: folder.path + "/Templates",
                outputFolder: folder.path + "/Public")
            options.checkSwiftSyntax = false
            options.keepsCache = true
            return SiteBuild(options: options).run()
        }
        let page = "Content/components/fade-list/index.en.md"
        let text = try String(contentsOfFile: folder.path + "/" + page, encoding: .utf8)
        let log = folder.path + "/.Public.catalog/cache/search-en.log"
        #expect(build().succeeded)
        #expect(!FileManager.default.fileExists(atPath: log))
        folder.write(page, text + "\nA sentence about zebras.\n")
        #expect(build().succeeded)
        let first = [UInt8](try #require(FileManager.default.contents(atPath: log)))
        folder.write(page, text + "\nA sentence about zebras.\nAnother about quokkas.\n")
        #expect(build().succeeded)
        let second = [UInt8](try #require(FileManager.default.contents(atPath: log)))
        // The first build's step (after the digest, the header and the count of steps) is read
        // back and written again, the second build's after it.
        let header = 8 + 4 + "catalog search index log 1".utf8.count + 8 + 4 + "en".utf8.count + 8 + 4
        let step = Array(first[header...])
        #expect(second.count > first.count)
        #expect(Array(second[header..<min(second.count, header + step.count)]) == step)
    }
}
