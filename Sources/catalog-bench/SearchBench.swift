import Foundation

// The search index of a built catalog: its size on disk, and what the first query of a visitor
// costs in headless Chromium from file:// (scripts loaded, milliseconds until the results).

/// Sample queries for the synthetic catalogs' vocabulary: one word, two words, a prefix, a typo, a title with a number, a word on no page, and a word
/// on no page whose first letter starts many words (its typo is looked for through the letter list).
let sampleQueries = ["spring", "row delay", "navig", "sprnig", "synthetic component 4242", "xylophone", "staggered"]

struct SearchFigures {
    var files = 0
    var totalBytes = 0
    var largestShard = (name: "", bytes: 0)
    var largestChunk = 0
    var baseBytes = 0
    var scriptBytes = 0
    /// Per query: bytes of script loaded (search.js included), ms of each run first and again
    /// (sorted), results shown.
    var queries: [(query: String, bytes: Int, cold: [Double], warm: [Double], results: Int)] = []
}

func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
}

func searchFigures(publicFolder: String, language: String = "en", runs: Int) -> SearchFigures {
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
    for query in sampleQueries {
        var row: (query: String, bytes: Int, cold: [Double], warm: [Double], results: Int) = (query, 0, [], [], 0)
        // Each run on a newly opened page, so that every first query loads its scripts.
        for _ in 0..<runs {
            // A new tab each time, so that no page state is left from the run before. (A browser
            // started for each run is slower for its first seconds, whatever the page.)
            browser.newTab()
            browser.open(page)
            guard let value = browser.executeAsync(firstQueryScript, [query]) as? [String: Any] else { continue }
            let loaded = value["loaded"] as? [String] ?? []
            row.bytes = figures.scriptBytes + loaded.map { fileSize(folder + "/" + $0 + ".js") }.reduce(0, +)
            row.cold.append(value["cold"] as? Double ?? 0)
            row.warm.append(value["warm"] as? Double ?? 0)
            row.results = value["results"] as? Int ?? 0
        }
        row.cold.sort()
        row.warm.sort()
        if !row.cold.isEmpty { figures.queries.append(row) }
    }
    return figures
}

/// A visitor's first query, as `search.html` answers it: once the page has loaded (load event)
/// and the index's base is evaluated, the query is typed into the box, one input event per letter
/// with no pause (so the shards the page asks for at the first letters get only the 80 ms
/// debounce to arrive); the time runs from the end of the debounce until the page has written
/// its results (the status line is written after the list, in the same task), shard and chunk
/// loads still pending included. Then the same query is typed again on the same page. Each run
/// is in a new tab.
let firstQueryScript = """
    var query = arguments[0], done = arguments[arguments.length - 1];
    var input = document.getElementById("search-input");
    var status = document.querySelector("#search .search-status");
    var list = document.querySelector("#search .search-results");
    function type(then) {
      var debounceEnds = 0;
      var observer = new MutationObserver(function () {
        var now = performance.now();
        observer.disconnect();
        then(now - debounceEnds);
      });
      observer.observe(status, {childList: true, characterData: true, subtree: true});
      for (var i = 1; i <= query.length; i++) {
        if (i === query.length) { debounceEnds = performance.now() + 80; }
        input.value = query.slice(0, i);
        input.dispatchEvent(new Event("input", {bubbles: true}));
      }
    }
    function start() {
      window.catalogSearch.ready(function () {
        type(function (first) {
          var loaded = window.catalogSearch.loaded(), shown = list.children.length;
          type(function (again) { done({cold: first, warm: again, loaded: loaded, results: shown}); });
        });
      });
    }
    if (document.readyState === "complete") { start(); } else { window.addEventListener("load", start); }
    """

func printSearchFigures(_ figures: SearchFigures, size: Int?) {
    func kB(_ bytes: Int) -> String { String(format: "%.1f KB", Double(bytes) / 1000) }
    print(
        "\(size.map { "\($0) components, " } ?? "")search index (en): \(figures.files) files, \(kB(figures.totalBytes)) in total; base \(kB(figures.baseBytes)), largest shard \(figures.largestShard.name) \(kB(figures.largestShard.bytes)), largest page chunk \(kB(figures.largestChunk)), search.js \(kB(figures.scriptBytes))"
    )
    func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
    print(
        "  A query is typed into search.html once the page has loaded and the index's base is evaluated; the time runs from the end of the 80 ms debounce until the results are written (shard and chunk loads included); each run in a new tab."
    )
    let runs = figures.queries.first?.cold.count ?? 0
    print(
        "  \(padded("query", 28))  \(padded("script loaded", 14))  \(padded("first (ms), median [range] of \(runs)", 34))  \(padded("again (ms)", 22))  results shown"
    )
    func spread(_ values: [Double]) -> String {
        String(format: "%.1f [%.1f–%.1f]", values[values.count / 2], values.first!, values.last!)
    }
    for row in figures.queries {
        print(
            "  \(padded("\"\(row.query)\"", 28))  \(padded(kB(row.bytes), 14))  \(padded(spread(row.cold), 34))  \(padded(spread(row.warm), 22))  \(row.results)"
        )
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
        if !restart() { return nil }
    }

    /// Opens a new tab, closes the one before and goes on in the new one.
    func newTab() {
        let old = call("GET", "/session/\(session)/window")?["value"] as? String
        let created = call("POST", "/session/\(session)/window/new", ["type": "tab"])?["value"] as? [String: Any]
        guard let old, let handle = created?["handle"] as? String else { return }
        _ = call("POST", "/session/\(session)/window", ["handle": old])
        _ = call("DELETE", "/session/\(session)/window")
        _ = call("POST", "/session/\(session)/window", ["handle": handle])
    }

    private func restart() -> Bool {
        let created = call(
            "POST", "/session",
            [
                "capabilities": [
                    "alwaysMatch": ["goog:chromeOptions": ["args": ["--headless", "--no-sandbox", "--disable-gpu"]]]
                ]
            ])
        session = ((created?["value"] as? [String: Any])?["sessionId"] as? String) ?? ""
        return !session.isEmpty
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
