@testable import Site

/// Reaches internal encoders of the Site module for tests.
enum JSONTextProbe {
    static func encode(_ text: String) -> String { JSONText.string(text) }
}
