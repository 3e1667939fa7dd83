import Catalog
import Diagnostics

/// Loads `Content/` (its settings, every component and guide) into a checked catalog. Each
/// component's load is kept in the store by the digest of its files and `site.yml`
/// (``InputStage/Inputs/componentKeys``): a component none of whose files changed is not read
/// again.
enum ComponentStage {
    static func load(_ options: SiteBuild.Options, inputs: InputStage.Inputs, store: ArtifactStore)
        -> CatalogLoader.LoadResult?
    {
        let contentStore = DiskContentStore(root: options.contentFolder)
        if contentStore.checkRoot() != nil { return nil }
        let keys = Self.keys(options, inputs: inputs)
        return CatalogLoader(store: contentStore, displayRoot: options.contentFolder) { slug, load in
            guard let key = keys[slug] else { return load() }
            return store.value(.component, inputs: key, make: load)
        }.load()
    }

    /// What each component's load is made from, hashed, by slug: its files, `site.yml`, the
    /// content folder's path and the SPDX lists.
    static func keys(_ options: SiteBuild.Options, inputs: InputStage.Inputs) -> [String: UInt64] {
        let licences = (try? SPDXLicenseList.system.get())?.fingerprint ?? 0
        return inputs.componentKeys.mapValues { key in
            var hash = StableDigest()
            hash.add(options.contentFolder)
            hash.add(key)
            hash.add(licences)
            return hash.value
        }
    }

    /// The problem with the content folder itself (missing, not a folder), if any.
    static func rootProblem(_ options: SiteBuild.Options) -> Diagnostic? {
        DiskContentStore(root: options.contentFolder).checkRoot()
    }
}
