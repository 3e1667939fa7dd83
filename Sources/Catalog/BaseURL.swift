/// The rules of `base-url`: an `http` or `https` address with a host, and nothing a link
/// cannot be built on (credentials, a query, a fragment, spaces), since every absolute link of
/// the site starts with it.
enum BaseURL {
    /// What is wrong with `text`, or nil when it can be the site's address.
    static func problem(_ text: String) -> String? {
        guard let scheme = ["https://", "http://"].first(where: text.lowercased().hasPrefix) else {
            return "'base-url' must start with https:// or http://"
        }
        if let bad = text.unicodeScalars.first(where: {
            $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F
        }) {
            return "'base-url' must not contain \(bad == " " ? "a space" : "white space or control characters")"
        }
        if text.contains("#") { return "'base-url' must not have a fragment (#…)" }
        if text.contains("?") { return "'base-url' must not have a query (?…)" }
        let rest = text.dropFirst(scheme.count)
        let authority = rest.prefix { $0 != "/" }
        if authority.contains("@") { return "'base-url' must not hold a user name or password (user:password@)" }
        var host = Substring(authority)
        // A port follows the last colon, after the closing bracket of an IPv6 host.
        if let colon = host.lastIndex(of: ":"), !host[colon...].contains("]") {
            let port = host[host.index(after: colon)...]
            guard !port.isEmpty, port.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                return "'base-url' has an invalid port '\(port)'"
            }
            host = host[..<colon]
        }
        if host.isEmpty { return "'base-url' has no host: write it as https://host/ or https://host/path/" }
        let hostCharacters =
            host.hasPrefix("[")
            ? "0123456789abcdefABCDEF:.[]" : "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-"
        if !host.allSatisfy(hostCharacters.contains) { return "'base-url' has an invalid host '\(host)'" }
        let path = rest.dropFirst(authority.count)
        let pathCharacters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~%!$&()*+,;=:@/"
        if let bad = path.first(where: { !pathCharacters.contains($0) }) {
            return "'base-url' has '\(bad)' in its path; percent-encode it"
        }
        return nil
    }

    /// The path of a valid address, from its first `/` after the host, ending in `/`:
    /// `/` for `https://example.org`, `/catalog/` for `https://example.org/catalog/`.
    static func path(_ text: String) -> String {
        guard let scheme = text.range(of: "://") else { return "/" }
        let path = text[scheme.upperBound...].drop { $0 != "/" }
        return path.isEmpty ? "/" : (path.hasSuffix("/") ? String(path) : path + "/")
    }
}
