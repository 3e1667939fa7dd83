/// Limits that keep one bad file from stalling a build.
package enum ContentLimits {
    /// The largest content or source file the loader reads: 1 MiB.
    package static let maximumFileSize = 1 << 20
    /// The largest static asset of the templates copied into the site: 16 MiB.
    package static let maximumAssetSize = 16 << 20
    /// The most categories `site.yml` may list: every page links every category, so the site
    /// grows with their square.
    package static let maximumCategories = 100
    /// The most languages `site.yml` may list: each is a whole site, and every page links
    /// every language.
    package static let maximumLanguages = 32
    /// The longest name of a component's Swift source, in bytes: its download is named
    /// `<slug>.<name>`, which a file system takes up to 255 bytes.
    package static let maximumSourceNameLength = 128
}
