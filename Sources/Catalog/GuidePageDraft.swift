import Diagnostics

/// What one guide page file holds.
struct GuidePageDraft {
    let page: GuidePage
    let components: (slugs: [String], locations: [SourceLocation])
}
