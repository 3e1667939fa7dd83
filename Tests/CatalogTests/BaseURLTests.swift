import Catalog
import Diagnostics
import Testing

/// `base-url` starts every absolute link of the site: an address a link cannot be built on is
/// refused in site.yml, at its line.
@Test(arguments: [
    "http:///", "https://x/#frag/", "https://user:pw@example.org/", "https://example.org/a b/",
    "https://example.org/?page=1", "ftp://example.org/", "https://:8080/", "https://example.org:80x/",
    "https://exa mple.org/", "https://example.org/\"quoted\"/",
])
func unusableBaseURLIsAnErrorAtItsLine(_ address: String) {
    var files = Fixtures.validFiles()
    files["site.yml"] = Fixtures.site.replacingOccurrences(
        of: "base-url: https://example.org/catalog/", with: "base-url: '\(address)'")
    let (catalog, diagnostics) = Fixtures.load(files)
    #expect(catalog == nil)
    #expect(diagnostics.map(Expected.init) == [Expected("site.invalid-base-url", .error, "Content/site.yml", 3, 11)])
}

@Test(arguments: [
    ("https://example.org/catalog/", "/catalog/"), ("http://localhost:8000", "/"),
    ("https://[::1]:8443/docs/v2/", "/docs/v2/"), ("https://example.org/%C3%A1/", "/%C3%A1/"),
])
func usableBaseURLLoadsWithItsPath(_ address: String, _ path: String) throws {
    var files = Fixtures.validFiles()
    files["site.yml"] = Fixtures.site.replacingOccurrences(
        of: "base-url: https://example.org/catalog/", with: "base-url: \(address)")
    let (catalog, diagnostics) = Fixtures.load(files)
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
    #expect(try #require(catalog).settings.basePath == path)
}
