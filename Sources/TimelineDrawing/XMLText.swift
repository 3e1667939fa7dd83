import TextUtilities

/// Text safe inside XML content and attribute values: the site's one escaper.
func escaped(_ text: String) -> String { HTMLText.escape(text) }

/// Text cut to `limit` characters with an ellipsis.
func truncated(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
}
