import Diagnostics
import Highlight
import Markdown
import Timelines
import YAML

/// What one guide page file holds.
struct GuidePageDraft {
    let page: GuidePage
    let components: (slugs: [String], locations: [SourceLocation])
}
