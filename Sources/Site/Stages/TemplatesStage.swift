import Catalog
import Diagnostics
import TextUtilities

/// Reads `Templates/`: the Mustache templates, the strings of every language and the assets.
enum TemplatesStage {
    static func load(_ options: SiteBuild.Options, languages: [String]) -> (TemplateSet?, [Diagnostic]) {
        let store = DiskContentStore(root: options.templatesFolder)
        if let problem = store.checkRoot() { return (nil, [problem]) }
        return TemplateLoader(store: store, displayRoot: options.templatesFolder).load(languages: languages)
    }

    /// A hash of what every page is rendered with: the templates' sources and the strings.
    static func key(_ templates: TemplateSet) -> UInt64 {
        var hash = StableDigest()
        for (name, source) in templates.sources.sorted(by: { $0.key < $1.key }) {
            hash.add(name)
            hash.add(source)
        }
        for (language, strings) in templates.strings.sorted(by: { $0.key < $1.key }) {
            hash.add(language)
            for (key, value) in strings.sorted(by: { $0.key < $1.key }) {
                hash.add(key)
                hash.add(value)
            }
        }
        return hash.value
    }
}
