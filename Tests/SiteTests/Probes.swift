import TextUtilities

/// JSON strings as the site writes them, for tests.
enum JSONTextProbe {
    static func encode(_ text: String) -> String { JSONText.string(text) }
}
