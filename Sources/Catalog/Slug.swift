/// The rule for slugs: the folder names that become URLs.
package enum Slug {
    /// The longest slug: its pages, API files and source downloads stay far below the 255-byte
    /// file-name limit of common file systems.
    package static let maximumLength = 64
    /// Slugs that would name a file the build generates (`api/index.json`, a future
    /// `api/schema.json`, an index page of a folder).
    package static let reserved: Set<String> = ["index", "schema"]
    /// Top-level folders of the site: a language code may not take one of their names.
    package static let siteFolders: Set<String> = [
        "api", "assets", "categories", "components", "guides", "sources", "tags",
    ]

    /// Why `slug` cannot name a component, guide or category, or nil when it can.
    package static func problem(_ slug: String) -> String? {
        guard isValid(slug) else {
            return
                "invalid slug '\(slug.prefix(maximumLength))': use lowercase letters, digits and hyphens ([a-z0-9-]), not at either end"
        }
        guard slug.utf8.count <= maximumLength else {
            return "slug is \(slug.utf8.count) characters long; the limit is \(maximumLength)"
        }
        guard !reserved.contains(slug) else {
            return "slug '\(slug)' is reserved: it would collide with a file the build generates"
        }
        return nil
    }

    /// Why `code` cannot be a language code, or nil when it can.
    package static func languageProblem(_ code: String) -> String? {
        guard isValid(code), code.utf8.count <= 16, code.utf8.first.map({ $0 >= UInt8(ascii: "a") }) == true else {
            return
                "invalid language code '\(code.prefix(maximumLength))': use lowercase letters such as 'en' or 'pt-br'"
        }
        guard !siteFolders.contains(code) else {
            return "language code '\(code)' is reserved: the site has a folder of that name"
        }
        return nil
    }

    /// Lowercase ASCII letters, digits and single hyphens, not at either end.
    package static func isValid(_ slug: String) -> Bool {
        guard let first = slug.utf8.first, let last = slug.utf8.last,
            first != UInt8(ascii: "-"), last != UInt8(ascii: "-")
        else { return false }
        return slug.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
        }
    }
}
