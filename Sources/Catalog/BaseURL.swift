import Foundation

/// The rules of `base-url`: an `http` or `https` address with a host, and nothing a link
/// cannot be built on (credentials, a query, a fragment, spaces, a bad escape, a `.` or `..`
/// segment), since every absolute link of the site starts with it.
///
/// An accepted address is written as a browser writes it back: scheme and host in lower case,
/// the port without leading zeros and left out when it is the scheme's own (80, 443); the path
/// stays as written, since servers tell its cases apart.
enum BaseURL {
    /// Why an address is refused, and the address meant when one can be told (a non-ASCII host
    /// written in its ASCII form).
    struct Problem: Error, Equatable {
        let message: String
        var suggestion: String? = nil
    }

    /// The address as the site's links start with it, or why it cannot be one.
    static func normalized(_ text: String) -> Result<String, Problem> {
        guard let scheme = ["https://", "http://"].first(where: text.lowercased().hasPrefix) else {
            return .failure(Problem(message: "'base-url' must start with https:// or http://"))
        }
        if let bad = text.unicodeScalars.first(where: {
            $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F
        }) {
            return .failure(
                Problem(
                    message:
                        "'base-url' must not contain \(bad == " " ? "a space" : "white space or control characters")"))
        }
        if text.contains("#") { return .failure(Problem(message: "'base-url' must not have a fragment (#…)")) }
        if text.contains("?") { return .failure(Problem(message: "'base-url' must not have a query (?…)")) }
        let rest = text.dropFirst(scheme.count)
        let authority = rest.prefix { $0 != "/" }
        let path = rest.dropFirst(authority.count)
        if let problem = pathProblem(path) { return .failure(Problem(message: problem)) }
        switch self.authority(authority, scheme: scheme) {
        case .failure(var problem):
            problem.suggestion = problem.suggestion.map { scheme + $0 + path }
            return .failure(problem)
        case .success(let authority):
            return .success(scheme + authority + path)
        }
    }

    /// The host and port in lower case, the port without leading zeros and without the
    /// scheme's own.
    private static func authority(_ authority: Substring, scheme: String) -> Result<String, Problem> {
        if authority.contains("@") {
            return .failure(Problem(message: "'base-url' must not hold a user name or password (user:password@)"))
        }
        var host = authority
        var port: Substring? = nil
        // A port follows the last colon, after the closing bracket of an IPv6 host.
        if let colon = host.lastIndex(of: ":"), !host[colon...].contains("]") {
            port = host[host.index(after: colon)...]
            host = host[..<colon]
        }
        if host.isEmpty {
            return .failure(Problem(message: "'base-url' has no host: write it as https://host/ or https://host/path/"))
        }
        let checked = host.hasPrefix("[") ? ipv6Host(host) : namedHost(host)
        guard case .success(let lowered) = checked else {
            let portText = port.map { ":" + $0 } ?? ""
            return checked.mapError { problem in
                Problem(message: problem.message, suggestion: problem.suggestion.map { host in host + portText })
            }
        }
        guard let port else { return .success(lowered) }
        guard !port.isEmpty, port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(port),
            (1...65535).contains(number)
        else {
            return .failure(Problem(message: "'base-url' has an invalid port '\(port)': a number from 1 to 65535"))
        }
        let schemePort = scheme == "https://" ? 443 : 80
        return .success(number == schemePort ? lowered : lowered + ":\(number)")
    }

    /// `[…]`: an IPv6 address, as `inet_pton` reads one (no zone).
    private static func ipv6Host(_ host: Substring) -> Result<String, Problem> {
        let inside = host.dropFirst().prefix { $0 != "]" }
        var address = in6_addr()
        guard host.hasSuffix("]"), inside.count == host.count - 2, inet_pton(AF_INET6, String(inside), &address) == 1
        else { return .failure(Problem(message: "'base-url' has an invalid IPv6 host '\(host)'")) }
        return .success(host.lowercased())
    }

    /// A domain name (labels of letters, digits and inner hyphens, 63 characters at most each,
    /// no empty one, no dot at the end), or an IPv4 address in dotted decimal.
    private static func namedHost(_ host: Substring) -> Result<String, Problem> {
        let lowered = host.lowercased()
        let invalid = Problem(message: "'base-url' has an invalid host '\(host)'")
        if !host.allSatisfy(\.isASCII) {
            // The ASCII form is suggested only when it is a valid host itself.
            let ascii = Punycode.hostName(lowered).flatMap { try? namedHost(Substring($0)).get() }
            return .failure(
                Problem(
                    message: "'base-url' has a host not written in ASCII, '\(host)': write it in its ASCII (xn--) form",
                    suggestion: ascii))
        }
        if host.hasSuffix(".") && !host.hasSuffix("..") && host.count > 1 {
            return .failure(Problem(message: "'base-url' has a host ending in a dot '\(host)'; leave the dot out"))
        }
        let labels = lowered.split(separator: ".", omittingEmptySubsequences: false)
        if let last = labels.last, endsInANumber(last) {
            return isIPv4(labels) ? .success(lowered) : .failure(invalid)
        }
        let letters = "abcdefghijklmnopqrstuvwxyz0123456789-"
        for label in labels {
            guard !label.isEmpty, label.count <= 63, label.allSatisfy(letters.contains), label.first != "-",
                label.last != "-"
            else { return .failure(invalid) }
        }
        return lowered.count <= 253 ? .success(lowered) : .failure(invalid)
    }

    /// Whether a browser reads a host whose last label is `label` as an IPv4 address: a
    /// number, decimal or `0x` hexadecimal.
    private static func endsInANumber(_ label: Substring) -> Bool {
        if !label.isEmpty, label.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        return label.hasPrefix("0x") && label.dropFirst(2).allSatisfy(\.isHexDigit)
    }

    /// Four decimal numbers from 0 to 255, without leading zeros, which a browser would read as
    /// octal.
    private static func isIPv4(_ labels: [Substring]) -> Bool {
        labels.count == 4
            && labels.allSatisfy { label in
                !label.isEmpty && label.count <= 3 && label.allSatisfy { $0.isASCII && $0.isNumber }
                    && (label == "0" || label.first != "0") && Int(label)! <= 255
            }
    }

    /// What is wrong with the path, from its first `/`: a character to escape, a `%` not
    /// followed by two hexadecimal digits, or a segment that is empty, `.` or `..`, which a
    /// browser would remove or resolve.
    private static func pathProblem(_ path: Substring) -> String? {
        let pathCharacters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~%!$&()*+,;=:@/"
        if let bad = path.first(where: { !pathCharacters.contains($0) }) {
            return "'base-url' has '\(bad)' in its path; percent-encode it"
        }
        var index = path.startIndex
        while let percent = path[index...].firstIndex(of: "%") {
            let escape = path[percent...].dropFirst().prefix(2)
            guard escape.count == 2, escape.allSatisfy(\.isHexDigit) else {
                return "'base-url' has '%' not followed by two hexadecimal digits in its path; write '%' as %25"
            }
            index = escape.endIndex
        }
        var segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        if segments.last?.isEmpty == true { segments = segments.dropLast() }
        for segment in segments {
            let plain = segment.lowercased().replacingOccurrences(of: "%2e", with: ".")
            if plain == "." || plain == ".." {
                return "'base-url' has a '\(segment)' segment in its path; write the path it leads to"
            }
            if segment.isEmpty { return "'base-url' has an empty segment (//) in its path" }
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
