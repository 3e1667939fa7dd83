import Foundation
import Testing

/// Chromium from Debian, when installed, loads the built site from file:// and runs its scripts.
let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// The DOM of a page after its scripts ran, as headless Chromium serialises it.
func renderedDOM(_ url: String) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium!)
    process.arguments = [
        "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
        "--virtual-time-budget=2000", "--dump-dom", url,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try! process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// The titles of the results listed by the search page.
private func searchResults(_ query: String, language: String = "") -> [String] {
    let page = builtCatalog.folder.path + "/Public/\(language)search.html"
    let dom = renderedDOM("file://\(page)?q=\(query.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)")
    var titles: [String] = []
    var rest = Substring(dom)
    while let start = rest.range(of: "<h2 class=\"result-title\"><a href=\"") {
        rest = rest[start.upperBound...]
        guard let close = rest.range(of: "\">"), let end = rest.range(of: "</a>") else { break }
        // The matched words are marked in titles: the title is its text.
        titles.append(
            String(rest[close.upperBound..<end.lowerBound]).replacingOccurrences(of: "<mark>", with: "")
                .replacingOccurrences(of: "</mark>", with: ""))
        rest = rest[end.upperBound...]
    }
    return titles
}

@Suite(.enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium); browser checks skipped"))
struct BrowserTests {
    @Test func searchRunsFromDiskAndFindsByTitle() {
        #expect(searchResults("staggered").first == "Staggered Appear List")
    }

    @Test func searchForgivesATypo() {
        #expect(searchResults("stagered").contains("Staggered Appear List"))
    }

    @Test func searchFindsByAKeywordOfAnotherLanguage() {
        // "cuadrícula" is a Spanish keyword only; the English index holds it too.
        #expect(searchResults("cuadricula").contains("Radial Grid Reveal"))
    }

    @Test func searchInSpanishShowsSpanishTitles() {
        let results = searchResults("insignia", language: "es/")
        #expect(!results.isEmpty)
        #expect(!results.contains("Pulsing Badge"))
    }

    @Test func copyButtonsAreShownWhenScriptsRun() {
        let page = builtCatalog.folder.path + "/Public/components/staggered-appear-list.html"
        let dom = renderedDOM("file://\(page)")
        #expect(dom.contains("class=\"copy-button\""))
        #expect(!dom.contains("class=\"copy-button\" data-copied-label=\"Copied\" hidden"))
        // The timeline controls script added its play button.
        #expect(dom.contains("timeline-controls"))
    }
}
