import Catalog
import Diagnostics

extension SiteBuild {
    /// What the load step read: the catalog, the templates, and the Swift sources to parse.
    struct Input {
        let content: CatalogLoader.LoadResult
        let templates: TemplateSet?

        /// The catalog and templates, when neither had a problem that stops the build.
        func ready(policy: DiagnosticPolicy, diagnostics: [Diagnostic]) -> (Catalog, TemplateSet)? {
            guard let catalog = content.catalog, let templates, !policy.fails(diagnostics) else { return nil }
            return (catalog, templates)
        }
    }

    /// Step 2: reads `Content/` and `Templates/`. The templates are read and checked even when
    /// the content has errors, so that one run reports both. Nil when there is no content
    /// folder to read at all.
    /// `listing` is what the look for changes saw of the content folder, when it looked.
    func load(_ run: inout BuildRun, listing: FolderListing? = nil) -> Input? {
        let contentStore = DiskContentStore(root: options.contentFolder)
        if let problem = contentStore.checkRoot() {
            run.diagnostics.append(problem)
            return nil
        }
        let content = CatalogLoader(
            store: contentStore, displayRoot: options.contentFolder, cache: options.reuse?.components,
            listing: listing
        ).load()
        run.diagnostics += content.diagnostics
        let templateStore = DiskContentStore(root: options.templatesFolder)
        if let problem = templateStore.checkRoot() {
            run.diagnostics.append(problem)
            return Input(content: content, templates: nil)
        }
        let (templates, found) = TemplateLoader(store: templateStore, displayRoot: options.templatesFolder)
            .load(languages: content.languages)
        run.diagnostics += found
        return Input(content: content, templates: templates)
    }
}
