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
        let keys = inputs.componentKeys
        let root = options.contentFolder
        return CatalogLoader(store: contentStore, displayRoot: root) { slug, load in
            guard let key = keys[slug] else { return load() }
            var hash = StableDigest()
            hash.add(root)
            hash.add(key)
            hash.add((try? SPDXLicenseList.system.get())?.fingerprint ?? 0)
            return store.value(.component, inputs: hash.value, make: load)
        }.load()
    }

    /// The problem with the content folder itself (missing, not a folder), if any.
    static func rootProblem(_ options: SiteBuild.Options) -> Diagnostic? {
        DiskContentStore(root: options.contentFolder).checkRoot()
    }
}
