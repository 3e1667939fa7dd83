import TimelineFormat
import Timing

/// The words of the drawings in one language: the title, the description, the chart's labels,
/// the stage's caption and the control labels, read from the language's UI strings
/// (`Templates/strings/<language>.yml`), where each has a key starting with `timeline-`.
///
/// A language is data: a strings file that lacks one of ``keys`` gets the strings loader's
/// warning, and the drawing leaves that word empty.
package struct TimelineWords: Sendable, Hashable {
    private let table: [String: String]

    /// Every key the drawings read: the sentences, each kind of element's names and each
    /// direction of an ordering.
    package static let keys: [String] =
        TimelineWord.allCases.map(\.rawValue)
        + ElementKind.allCases.flatMap { kind in ElementNouns.forms.map { ElementNouns.key(kind, $0) } }
        + OrderingDirection.allCases.map(directionKey)

    /// The words among a language's UI strings, by key; other keys are ignored.
    package init(strings: [String: String]) {
        table = strings.filter { $0.key.hasPrefix("timeline-") }
    }

    /// A sentence or word; empty when the language lacks it.
    subscript(_ word: TimelineWord) -> String { table[word.rawValue] ?? "" }

    /// The language's code, for the words of a block's `appearance`; empty when unknown.
    var language: String { self[.language] }

    /// How the language names a kind of element.
    func nouns(_ kind: ElementKind) -> ElementNouns {
        let forms = ElementNouns.forms.map { table[ElementNouns.key(kind, $0)] ?? "" }
        return ElementNouns(one: forms[0], many: forms[1], all: forms[2], label: forms[3])
    }

    /// The words for a direction of an ordering: `left to right`.
    func direction(_ direction: OrderingDirection) -> String { table[Self.directionKey(direction)] ?? "" }

    /// Seconds as whole milliseconds with the language's unit: `70 ms`.
    func milliseconds(_ seconds: Double) -> String {
        "\(Int((seconds * 1000).rounded())) \(self[.milliseconds])"
    }

    /// `timeline-direction-left-to-right`.
    static func directionKey(_ direction: OrderingDirection) -> String {
        "timeline-direction-" + TimelineFormat.directionName(direction)
    }
}
