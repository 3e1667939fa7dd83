import Foundation

/// A search page open in headless Chromium from file://, queried through the page's own
/// script (`window.catalogSearch`), so a test runs many queries in one browser.
final class SearchSession {
    struct Result: Equatable {
        let title: String
        let url: String
        let fuzzy: Bool
    }

    let driver: WebDriver

    init() throws { driver = try WebDriver() }

    func open(_ path: String) throws { try driver.open("file://" + path) }

    /// The first ten results of a query, as the page ranks them.
    func results(_ query: String, filters: [String: String] = [:]) throws -> [Result] {
        let script = """
            var query = arguments[0], filters = arguments[1], done = arguments[arguments.length - 1];
            (function wait() {
              if (!window.catalogSearch) { setTimeout(wait, 20); return; }
              window.catalogSearch.titles(query, done, filters);
            })();
            """
        let value = try driver.executeAsync(script, [query, filters]) as? [[String: Any]] ?? []
        return value.map {
            Result(
                title: $0["title"] as? String ?? "", url: $0["url"] as? String ?? "",
                fuzzy: $0["fuzzy"] as? Bool ?? false)
        }
    }

    /// The value of a JavaScript expression once it is truthy, or nil after two seconds.
    func wait(for expression: String) throws -> Any? {
        let script = """
            var done = arguments[arguments.length - 1], started = Date.now();
            (function check() {
              var value = null;
              try { value = (function () { return \(expression); })(); } catch (e) { value = null; }
              if (value || Date.now() - started > 2000) { done(value || null); return; }
              setTimeout(check, 20);
            })();
            """
        return try driver.executeAsync(script)
    }

    /// Runs a script in the page and returns what it passes to its callback.
    func run(_ script: String, _ arguments: [Any] = []) throws -> Any? { try driver.executeAsync(script, arguments) }
}
