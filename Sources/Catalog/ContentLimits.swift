/// Limits that keep one bad file from stalling a build.
public enum ContentLimits {
    /// The largest content or source file the loader reads: 1 MiB.
    public static let maximumFileSize = 1 << 20
    /// The largest static asset of the templates copied into the site: 16 MiB.
    public static let maximumAssetSize = 16 << 20
}
