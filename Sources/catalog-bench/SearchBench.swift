import Foundation

// The search index of a built catalog: its size on disk, and what the first query of a visitor
// costs in headless Chromium from file:// (scripts loaded, milliseconds until the results).

/// Sample queries for the synthetic catalogs' vocabulary: one word, two words, a prefix, a typo,
/// a title, and a word on no page.
let sampleQueries = ["spring", "row delay", "navig", "sprnig", "synthetic component 4242", "xylophone"]

struct SearchFigures {
    var files = 0
    var totalBytes = 0
    var largestShard = (name: "", bytes: 0)
    var largestChunk = 0
    var baseBytes = 0
    var scriptBytes = 0
    /// Per query: bytes of script loaded (search.js included), ms cold, ms warm, results.
    var queries: [(query: String, bytes: Int, cold: Double, warm: Double, results: Int)] = []
}

func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
}

func searchFigures(publicFolder: String, language: String = "en") -> SearchFigures {
    var figures = SearchFigures()
    let folder = publicFolder + "/assets/search/\(language)"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    figures.files = names.count
    for name in names {
        let bytes = fileSize(folder + "/" + name)
        figures.totalBytes += bytes
        if name.hasPrefix("t-"), bytes > figures.largestShard.bytes { figures.largestShard = (name, bytes) }
        if name.hasPrefix("d-") { figures.largestChunk = max(figures.largestChunk, bytes) }
    }
    figures.baseBytes = fileSize(folder + "/index.js")
    figures.scriptBytes = fileSize(publicFolder + "/assets/search.js")
    guard let browser = BenchBrowser() else {
        print("chromedriver is not installed: the query figures are left out")
        return figures
    }
    let page = "file://" + publicFolder + "/search.html"
    let script = """
        var query = arguments[0], done = arguments[arguments.length - 1];
        (function wait() {
          if (!window.catalogSearch) { setTimeout(wait, 5); return; }
          // As the page does while the visitor types: the shards are asked for at once, and the
          // query runs when the 80 ms debounce ends.
          window.catalogSearch.loadAhead(query);
          setTimeout(function () {
          var start = performance.now();
          window.catalogSearch.titles(query, function (cold) {
            var middle = performance.now(), loaded = window.catalogSearch.loaded();
            window.catalogSearch.titles(query, function () {
              done({cold: middle - start, warm: performance.now() - middle, loaded: loaded, results: cold.length});
            });
          });
          }, 80);
        })();
        """
    for query in sampleQueries {
        browser.open(page)
        guard let value = browser.executeAsync(script, [query]) as? [String: Any] else { continue }
        let loaded = value["loaded"] as? [String] ?? []
        let bytes = figures.scriptBytes + loaded.map { fileSize(folder + "/" + $0 + ".js") }.reduce(0, +)
        figures.queries.append(
            (
                query, bytes, value["cold"] as? Double ?? 0, value["warm"] as? Double ?? 0,
                value["results"] as? Int ?? 0
            ))
    }
    return figures
}

func printSearchFigures(_ figures: SearchFigures, size: Int) {
    func kB(_ bytes: Int) -> String { String(format: "%.1f KB", Double(bytes) / 1000) }
    print(
        "\(size) components, search index (en): \(figures.files) files, \(kB(figures.totalBytes)) in total; base \(kB(figures.baseBytes)), largest shard \(figures.largestShard.name) \(kB(figures.largestShard.bytes)), largest page chunk \(kB(figures.largestChunk)), search.js \(kB(figures.scriptBytes))"
    )
    func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
    print(
        "  \(padded("query", 28))  \(padded("script loaded", 14))  first (ms, after the 80 ms debounce)  again (ms)  results shown"
    )
    for row in figures.queries {
        print(
            "  \(padded("\"\(row.query)\"", 28))  \(padded(kB(row.bytes), 14))  "
                + String(format: "%10.1f  %10.1f  %d", row.cold, row.warm, row.results))
    }
}

/// chromedriver driven with curl, as in the browser tests: one session for all queries.
final class BenchBrowser {
    private let process = Process()
    private let base: String
    private var session = ""

    init?() {
        let driver = "/usr/bin/chromedriver"
        guard FileManager.default.isExecutableFile(atPath: driver),
            FileManager.default.isExecutableFile(atPath: "/usr/bin/curl")
        else { return nil }
        let port = 9300 + Int(getpid() % 200)
        base = "http://127.0.0.1:\(port)"
        process.executableURL = URL(fileURLWithPath: driver)
        process.arguments = ["--port=\(port)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        for _ in 0..<100 where call("GET", "/status") == nil { usleep(100_000) }
        let created = call(
            "POST", "/session",
            [
                "capabilities": [
                    "alwaysMatch": ["goog:chromeOptions": ["args": ["--headless", "--no-sandbox", "--disable-gpu"]]]
                ]
            ])
        session = ((created?["value"] as? [String: Any])?["sessionId"] as? String) ?? ""
        if session.isEmpty { return nil }
    }

    deinit {
        _ = call("DELETE", "/session/\(session)")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    func open(_ url: String) { _ = call("POST", "/session/\(session)/url", ["url": url]) }

    func executeAsync(_ script: String, _ arguments: [Any]) -> Any? {
        call("POST", "/session/\(session)/execute/async", ["script": script, "args": arguments])?["value"]
    }

    private func call(_ method: String, _ path: String, _ body: [String: Any]? = nil) -> [String: Any]? {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        var arguments = ["-s", "--max-time", "60", "-X", method, base + path]
        if let body, let json = try? JSONSerialization.data(withJSONObject: body) {
            arguments += ["-H", "Content-Type: application/json", "-d", String(decoding: json, as: UTF8.self)]
        }
        curl.arguments = arguments
        let output = Pipe()
        curl.standardOutput = output
        curl.standardError = FileHandle.nullDevice
        guard (try? curl.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        curl.waitUntilExit()
        guard curl.terminationStatus == 0 else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}
