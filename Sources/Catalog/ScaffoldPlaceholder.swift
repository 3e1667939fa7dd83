import Diagnostics
import TextUtilities

/// The sentences `catalog new component` writes for the author to replace. A page or source
/// that still holds one gets the warning `content.placeholder` (an error with `--strict`), so
/// a scaffold builds as it is but cannot be published by accident.
package enum ScaffoldPlaceholder {
    /// The summary of every page.
    package static let summary = "One sentence that says what the component does."
    /// The description of every page.
    package static let description = "What the component does, when to use it, and what it does with Reduce Motion on."
    /// The API table's one row's description.
    package static let parameter = "The text shown: replace this row with the component's parameters."
    /// The documentation comment of the Swift type.
    package static let source = "Say in one sentence what it shows."

    static let all = [summary, description, parameter, source]

    /// A warning at each line of `text` that holds a placeholder, at its column.
    static func diagnostics(in text: String, path: String) -> [Diagnostic] {
        guard all.contains(where: { ByteSearch.contains($0, in: text) }) else { return [] }
        var diagnostics: [Diagnostic] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for placeholder in all {
                guard let column = ByteSearch.firstOffset(of: placeholder, in: line) else { continue }
                diagnostics.append(
                    .warning(
                        "content.placeholder",
                        "placeholder text of 'catalog new component' is still here: replace it",
                        at: SourceLocation(path: path, line: index + 1, column: column + 1)))
            }
        }
        return diagnostics
    }
}
