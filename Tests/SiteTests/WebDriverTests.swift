import TestSupport
import Foundation
import Site
import Testing

let chromedriver = ["/usr/bin/chromedriver"].first { FileManager.default.isExecutableFile(atPath: $0) }
let curlIsInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/curl")

/// A minimal W3C WebDriver client over chromedriver on the loopback interface.
final class WebDriver {
    /// Each driver of the test process gets its own port, so suites can run side by side.
    private static let ports = NSLock()
    nonisolated(unsafe) private static var nextPort = 9515 + Int(getpid() % 200) * 10

    static var isAvailable: Bool { chromedriver != nil && curlIsInstalled }

    let process = Process()
    let base: String
    var session = ""

    init() throws {
        Self.ports.lock()
        let port = Self.nextPort
        Self.nextPort += 1
        Self.ports.unlock()
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

    /// Runs a script that calls its last argument with a result, and returns that result.
    func executeAsync(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try call("POST", "/session/\(session)/execute/async", ["script": script, "args": arguments])["value"]
    }

    /// Types keys into an element (WebDriver key codes such as "\u{E015}" for arrow down).
    func type(_ element: String, _ keys: String) throws {
        try call("POST", "/session/\(session)/element/\(element)/value", ["text": keys])
    }

    /// Presses keys on the keyboard, as a person would, in the element that has the focus.
    /// Modifier keys (such as "\u{E009}", Control) stay down until the end.
    func press(_ keys: [String]) throws {
        var actions: [[String: Any]] = []
        for key in keys { actions.append(["type": "keyDown", "value": key]) }
        for key in keys.reversed() { actions.append(["type": "keyUp", "value": key]) }
        try call(
            "POST", "/session/\(session)/actions",
            ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
    }

    /// The element that has the focus.
    func activeElement() throws -> String {
        let value = try call("GET", "/session/\(session)/element/active")["value"] as? [String: Any]
        return value?.values.first as? String ?? ""
    }

    func attribute(_ element: String, _ name: String) throws -> String? {
        try call("GET", "/session/\(session)/element/\(element)/attribute/\(name)")["value"] as? String
    }

    /// The page's address now.
    func currentURL() throws -> String { (try call("GET", "/session/\(session)/url")["value"] as? String) ?? "" }

    func text(_ element: String) throws -> String {
        (try call("GET", "/session/\(session)/element/\(element)/text")["value"] as? String) ?? ""
    }

    /// Runs a script in the page and returns its value.
    func execute(_ script: String) throws -> Any? {
        try call("POST", "/session/\(session)/execute/sync", ["script": script, "args": []])["value"]
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

@Test(
    .enabled(
        if: chromedriver != nil && curlIsInstalled, "chromium-driver or curl is not installed; reload test skipped")
)
func aWatchBuildReloadsAnOpenPageFromDiskWhenTheNextBuildLands() throws {
    let folder = TemporaryFolder()
    for (relative, text) in SmallCatalog.files { folder.write("Content/" + relative, text) }
    var options = SiteBuild.Options(
        contentFolder: folder.path + "/Content", templatesFolder: Repository.templates,
        outputFolder: folder.path + "/Public")
    options.liveReload = true
    options.checkSwiftSyntax = false
    #expect(SiteBuild(options: options).run().succeeded)
    let driver = try WebDriver()
    try driver.open("file://" + folder.path + "/Public/components/fade-list.html")
    // A mark that only this load of the page carries.
    _ = try driver.execute("window.loadedBeforeRebuild = true; return 1;")
    usleep(1_500_000)
    #expect(try driver.execute("return window.loadedBeforeRebuild === true;") as? Bool == true)
    let page = folder.path + "/Content/components/fade-list/index.en.md"
    let original = try String(contentsOfFile: page, encoding: .utf8)
    folder.write("Content/components/fade-list/index.en.md", original + "\nReloaded by itself.\n")
    #expect(SiteBuild(options: options).run().succeeded)
    var reloaded = false
    for _ in 0..<50 {
        let marked = try driver.execute("return window.loadedBeforeRebuild === true;") as? Bool
        let text = try driver.execute("return document.body.textContent.indexOf('Reloaded by itself.') >= 0;") as? Bool
        if marked == false && text == true {
            reloaded = true
            break
        }
        usleep(100_000)
    }
    #expect(reloaded)
}
