import Catalog
import Diagnostics
import Testing

/// `base-url` starts every absolute link of the site: an address a link cannot be built on is
/// refused in site.yml, at its line.
@Test(arguments: [
    "http:///", "https://x/#frag/", "https://user:pw@example.org/", "https://example.org/a b/",
    "https://example.org/?page=1", "ftp://example.org/", "https://:8080/", "https://example.org:80x/",
    "https://exa mple.org/", "https://example.org/\"quoted\"/",
    // A % that starts no escape; a . or .. segment, which a browser resolves; an empty one.
    "https://example.org/%zz/", "https://example.org/a%2/", "https://example.org/a%/", "https://example.org/a/../b/",
    "https://example.org/./b/", "https://example.org/a/..", "https://example.org/a/%2E%2e/", "https://example.org//b/",
    // Host names: a label starting or ending with a hyphen, a dot at the end, an empty label,
    // a character no host name has, a label of 64 characters.
    "https://-/", "https://-x.org/", "https://x-.org/", "https://example.org./", "https://a..b/",
    "https://.example.org/", "https://exa_mple.org/", "https://\(String(repeating: "a", count: 64)).org/",
    // Numbers a browser reads as an IPv4 address, and other IPv4 and IPv6 hosts that are not.
    "https://1.2.3.256/", "https://1.2.3/", "https://01.2.3.4/", "https://example.0x1f/", "https://[::1/",
    "https://[::g]/", "https://[::1]x/", "https://[fe80::1%25eth0]/", "https://::1/",
    // Ports: none after the colon, 0, past 65535, not a number.
    "https://example.org:/", "https://example.org:0/", "https://example.org:99999/", "https://example.org:abc/",
    "http://[::1]:0/", "https://example.org:0000080000/",
])
func unusableBaseURLIsAnErrorAtItsLine(_ address: String) {
    let (catalog, diagnostics) = load(baseURL: "'\(address)'")
    #expect(catalog == nil)
    #expect(diagnostics.map(Expected.init) == [Expected("site.invalid-base-url", .error, "Content/site.yml", 3, 11)])
}

/// An address is kept as a browser writes it back: scheme and host in lower case, the port
/// without the scheme's own, the path as written.
@Test(arguments: [
    ("https://example.org/catalog/", "https://example.org/catalog/", "/catalog/"),
    ("http://localhost:8000", "http://localhost:8000/", "/"),
    ("https://[::1]:8443/docs/v2/", "https://[::1]:8443/docs/v2/", "/docs/v2/"),
    ("https://example.org/%C3%A1/", "https://example.org/%C3%A1/", "/%C3%A1/"),
    ("HTTPS://Example.ORG/Cat/", "https://example.org/Cat/", "/Cat/"),
    ("http://[::1]:8080/", "http://[::1]:8080/", "/"), ("https://[2001:DB8::A]/", "https://[2001:db8::a]/", "/"),
    ("https://example.org:443/c/", "https://example.org/c/", "/c/"),
    ("http://example.org:80", "http://example.org/", "/"),
    ("https://example.org:8080/", "https://example.org:8080/", "/"),
    ("http://192.168.0.10:08000/", "http://192.168.0.10:8000/", "/"),
    ("https://xn--espaa-rta.example/", "https://xn--espaa-rta.example/", "/"),
    ("https://a-b.c0.org/", "https://a-b.c0.org/", "/"),
])
func usableBaseURLLoadsWrittenAsABrowserWritesIt(_ address: String, _ written: String, _ path: String) throws {
    let (catalog, diagnostics) = load(baseURL: address)
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
    let settings = try #require(catalog).settings
    #expect(settings.baseURL == written)
    #expect(settings.basePath == path)
}

/// A host written in another script is refused, with its ASCII form suggested.
@Test(arguments: [
    ("https://ejemplo.españa/catalogo/", "https://ejemplo.xn--espaa-rta/catalogo/"),
    ("http://Bücher.example:8080/", "http://xn--bcher-kva.example:8080/"),
    ("https://münchen.de/", "https://xn--mnchen-3ya.de/"),
])
func hostNotInASCIIIsRefusedWithItsASCIIForm(_ address: String, _ suggested: String) {
    let (catalog, diagnostics) = load(baseURL: address)
    #expect(catalog == nil)
    #expect(diagnostics.map(Expected.init) == [Expected("site.invalid-base-url", .error, "Content/site.yml", 3, 11)])
    #expect(diagnostics.first?.suggestion == suggested)
}

private func load(baseURL: String) -> (Catalog?, [Diagnostic]) {
    var files = Fixtures.validFiles()
    files["site.yml"] = Fixtures.site.replacingOccurrences(
        of: "base-url: https://example.org/catalog/", with: "base-url: \(baseURL)")
    return Fixtures.load(files)
}
