import Foundation
import Testing

let chromedriver = ["/usr/bin/chromedriver"].first { FileManager.default.isExecutableFile(atPath: $0) }
let curlIsInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/curl")

/// A minimal W3C WebDriver client over chromedriver on the loopback interface.
final class WebDriver {
    let process = Process()
    let base: String
    var session = ""

    /// How many drivers this process started: each gets its own port, as tests run in parallel.
    nonisolated(unsafe) private static var started = 0
    private static let lock = NSLock()

    init() throws {
        let number = Self.lock.withLock {
            Self.started += 1
            return Self.started
        }
        let port = 9515 + Int(getpid() % 400) * 8 + number % 8
        base = "http://127.0.0.1:\(port)"
        process.executableURL = URL(fileURLWithPath: chromedriver!)
        process.arguments = ["--port=\(port)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until it answers, at most 10 s.
        for _ in 0..<100 {
            if (try? call("GET", "/status")) != nil { break }
            usleep(100_000)
        }
        let created = try call(
            "POST", "/session",
            [
                "capabilities": [
                    "alwaysMatch": [
                        "goog:chromeOptions": ["args": ["--headless", "--no-sandbox", "--disable-gpu"]]
                    ]
                ]
            ])
        session = ((created["value"] as? [String: Any])?["sessionId"] as? String) ?? ""
    }

    deinit {
        _ = try? call("DELETE", "/session/\(session)")
        // chromedriver does not always stop on SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// One WebDriver command, sent with curl (URLSession's blocking use from a test thread is
    /// not reliable on Linux).
    @discardableResult
    func call(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws -> [String: Any] {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        var arguments = ["-s", "--max-time", "30", "-X", method, base + path]
        if let body {
            let json = String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
            arguments += ["-H", "Content-Type: application/json", "-d", json]
        }
        curl.arguments = arguments
        let output = Pipe()
        curl.standardOutput = output
        curl.standardError = FileHandle.nullDevice
        try curl.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        curl.waitUntilExit()
        guard curl.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    }

    func open(_ url: String) throws { try call("POST", "/session/\(session)/url", ["url": url]) }

    func element(_ selector: String) throws -> String {
        let found = try call("POST", "/session/\(session)/element", ["using": "css selector", "value": selector])
        let value = found["value"] as? [String: Any]
        return value?.values.first as? String ?? ""
    }

    func click(_ element: String) throws { try call("POST", "/session/\(session)/element/\(element)/click", [:]) }

    func text(_ element: String) throws -> String {
        (try call("GET", "/session/\(session)/element/\(element)/text")["value"] as? String) ?? ""
    }
}

@Test(
    .enabled(if: chromedriver != nil && curlIsInstalled, "chromium-driver or curl is not installed; click test skipped")
)
func copyButtonCopiesTheSourceWhenClicked() throws {
    let driver = try WebDriver()
    try driver.open("file://" + builtCatalog.folder.path + "/Public/components/staggered-appear-list.html")
    let button = try driver.element(".copy-button")
    #expect(try driver.text(button) == "Copy")
    try driver.click(button)
    var label = ""
    for _ in 0..<20 {
        label = try driver.text(button)
        if label == "Copied" { break }
        usleep(100_000)
    }
    #expect(label == "Copied")
}
