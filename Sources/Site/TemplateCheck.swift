import Catalog
import Diagnostics
import Mustache

extension SiteRenderer {
    /// Renders pages in memory, writing nothing, so that `catalog check` reports the template
    /// errors a build would, such as a misspelt variable name.
    ///
    /// Strict lookup reveals a name only where a template renders it, so one page per kind is
    /// not enough: the pages are chosen so that, together, they take every branch of the
    /// templates the catalog's content can take (a component with and without a timeline,
    /// parameters, guides, a translation…), in every language. On a catalog of thousands of
    /// components that is still a handful of pages.
    func checkTemplates() -> [Diagnostic] {
        var errors: [MustacheError] = []
        func render(_ page: any PageContext) {
            // A render past its budget would cost as much on every other page.
            if errors.contains(where: \.isOverBudget) { return }
            errors += templates.library.errors(rendering: type(of: page).kind.templateName, page.templateValue)
        }
        for language in languages {
            render(contexts.home(language: language))
            render(contexts.searchPage(language: language))
            render(contexts.notFoundPage(language: language))
            render(contexts.guidesIndex(language: language))
            render(contexts.tagsIndex(language: language))
            if let tag = contexts.tags[language]?.tags.first { render(contexts.tagPage(tag, language: language)) }
        }
        for category in Self.covering(catalog.settings.categories, branches: categoryBranches) {
            for language in languages { render(contexts.categoryPage(category, language: language)) }
        }
        for guide in Self.covering(catalog.guides, branches: guideBranches) {
            for page in guidePages(guide) { render(page) }
        }
        for component in Self.covering(catalog.components, branches: componentBranches) {
            for page in componentPages(component) { render(page) }
        }
        return diagnostics(for: errors).sorted()
    }

    /// A way a page's data can make a template take one side of a section or the other.
    enum TemplateBranch: Hashable {
        case timeline(Bool)
        case parameters(Bool)
        case parameterDescriptions(Bool)
        case requiredParameter(Bool)
        case parameterWithDefault(Bool)
        case original(Bool)
        case related(Bool)
        case fallback(Bool)
    }

    private func componentBranches(_ component: Component) -> Set<TemplateBranch> {
        var branches: Set<TemplateBranch> = [
            .related(catalog.guides.contains { $0.relatedComponents.contains(component.slug) })
        ]
        for language in languages {
            guard let page = component.pages[language] else { continue }
            let parameters = page.api.parameters
            branches.formUnion([
                .timeline(page.timeline != nil), .parameters(!parameters.isEmpty),
                .parameterDescriptions(parameters.contains { !$0.descriptionHTML.isEmpty }),
                .requiredParameter(parameters.contains { $0.defaultValue == nil }),
                .parameterWithDefault(parameters.contains { $0.defaultValue != nil }),
                .original(page.origin == .original), .fallback(page.isFallback),
            ])
        }
        return branches
    }

    private func guideBranches(_ guide: Guide) -> Set<TemplateBranch> {
        var branches: Set<TemplateBranch> = [.related(!guide.relatedComponents.isEmpty)]
        for language in languages {
            guard let page = guide.pages[language] else { continue }
            let hasTimeline = page.body.contains { if case .timeline = $0 { true } else { false } }
            branches.formUnion([.fallback(page.isFallback), .timeline(hasTimeline)])
        }
        return branches
    }

    private func categoryBranches(_ category: Category) -> Set<TemplateBranch> {
        [.related(catalog.components.contains { $0.category == category.slug })]
    }

    /// A few of `items` whose branches, together, are all the branches of `items`: the first
    /// item, then greedily the one that adds the most branches not yet taken.
    static func covering<Item>(_ items: [Item], branches: (Item) -> Set<TemplateBranch>) -> [Item] {
        let sets = items.map(branches)
        var left = sets.reduce(into: Set<TemplateBranch>()) { $0.formUnion($1) }
        var chosen: [Item] = []
        while let best = sets.indices.max(by: { sets[$0].intersection(left).count < sets[$1].intersection(left).count }
        ),
            chosen.isEmpty || !sets[best].isDisjoint(with: left)
        {
            chosen.append(items[best])
            left.subtract(sets[best])
            if left.isEmpty { break }
        }
        return chosen
    }
}
