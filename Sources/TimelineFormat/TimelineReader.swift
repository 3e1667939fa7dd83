import TextUtilities
import Timing
import YAML

/// Walks the YAML tree of a block, collecting every problem instead of stopping at the first.
///
/// The block as a whole is read in `TimelineReader+Block.swift`, its parts in the other
/// `TimelineReader+…` files, and the checks of the whole block in `TimelineReader+Limits.swift`.
struct TimelineReader {
    var errors: [TimelineError] = []
    /// Where each animation of the block is written (the first place, when it is written
    /// twice), for the checks of the whole block.
    var animationNodes: [Animation: YAMLNode] = [:]
    /// The `starts` of each sequence step that has one, by the step's name.
    var startNodes: [String: YAMLNode] = [:]

    mutating func fail(_ message: String, at node: YAMLNode) {
        errors.append(TimelineError(message: message, line: node.line, column: node.column))
    }

    /// A node as a message names it: `'text'` for a single value, else its kind.
    func describe(_ node: YAMLNode) -> String {
        if let text = node.string, node.mapping == nil, node.sequence == nil { return "'\(text)'" }
        return node.kindDescription
    }

    /// Whether `text`, which a drawing shows, holds no control character (XML cannot hold
    /// one); fails at `node` naming `what` when it does.
    mutating func drawable(_ text: String, _ what: String, at node: YAMLNode) -> Bool {
        guard let scalar = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) else {
            return true
        }
        let code = String(scalar.value, radix: 16, uppercase: true)
        fail(
            "\(what) holds the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), which a drawing cannot show",
            at: node)
        return false
    }

    /// A number as an author would write it: `0.45`, `12`, `-3`.
    func plain(_ value: Double) -> String { plainNumber(value) }

    /// `; did you mean 'x'?` for the closest known name, or nothing when none is close.
    func suggestion(for name: String, among candidates: [String]) -> String {
        closestName(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
