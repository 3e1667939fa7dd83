/// Limits that keep one bad file from stalling a build.
package enum ContentLimits {
    /// The largest content or source file the loader reads: 1 MiB.
    package static let maximumFileSize = 1 << 20
    /// The largest static asset of the templates copied into the site: 16 MiB.
    package static let maximumAssetSize = 16 << 20
}
