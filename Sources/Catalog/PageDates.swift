/// When a component was first published and last changed, as `YYYY-MM-DD`: from its default
/// page's `date:` and `updated:` fields, else from the repository's history when there is one.
package struct PageDates: Sendable, Hashable, Codable {
    package var published: String?
    package var updated: String?

    package init(published: String? = nil, updated: String? = nil) {
        self.published = published
        self.updated = updated
    }

    /// These dates, each missing one taken from `other`; `updated` is never before `published`.
    package func filled(from other: PageDates?) -> PageDates {
        let published = published ?? other?.published
        let updated = [updated ?? other?.updated, published].compactMap { $0 }.max()
        return PageDates(published: published, updated: updated)
    }
}
