import Foundation
import TestSupport
import Testing

private let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// Runs `xmllint --noout` over a file; returns its complaints, empty when well-formed.
private func lint(_ path: String) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: xmllint!)
    process.arguments = ["--noout", path]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try! process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? "" : String(decoding: output, as: UTF8.self)
}

@Test(.enabled(if: xmllint != nil, "xmllint is not installed (apt-get install libxml2-utils)"))
func everyTimelineSVGOfTheSiteAndTheSitemapAreWellFormedXML() throws {
    let files = snapshot(builtCatalog.folder.path + "/Public")
    let scratch = TemporaryFolder()
    var checked = 0
    for (path, data) in files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".html") {
        var rest = Substring(String(decoding: data, as: UTF8.self))
        while let start = rest.range(of: "<svg "),
            let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex)
        {
            let svg = rest[start.lowerBound..<end.upperBound]
            checked += 1
            let file = scratch.path + "/\(checked).svg"
            try Data(svg.utf8).write(to: URL(fileURLWithPath: file))
            #expect(lint(file) == "", "\(path): SVG \(checked) is not well-formed")
            rest = rest[end.upperBound...]
        }
    }
    #expect(checked >= 2 * builtCatalog.report.components)
    #expect(lint(builtCatalog.folder.path + "/Public/sitemap.xml") == "")
}
