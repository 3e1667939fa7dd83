import TimelineFormat
import YAML

/// What a `timeline` block says that its component's Swift source should say too: the
/// animations as written, the stagger, and the `not-in-source` reason that waives the check.
/// Lines are counted in the page file.
package struct TimelineSourceFacts: Sendable, Codable {
    /// An animation of the block as written, with its place in the page.
    package struct WrittenAnimation: Sendable, Hashable, Codable {
        package let text: String
        package let line: Int
        package let column: Int
    }

    package var animations: [WrittenAnimation] = []
    /// The stagger's step and cap, with the place of its value.
    package var stagger: WrittenStagger?
    /// Why the block draws what the source does not contain; nil when it should match.
    package var notInSource: String?

    /// The `stagger:` of a block.
    package struct WrittenStagger: Sendable, Hashable, Codable {
        package let step: Double
        package let cap: Double?
        package let line: Int
        package let column: Int
    }

    /// Reads the facts of a block that ``TimelineFormat`` accepted, from the YAML document it
    /// read; `firstLine` is the page line of the block's first line.
    static func read(_ root: YAMLNode, firstLine: Int) -> TimelineSourceFacts {
        var facts = TimelineSourceFacts()
        guard let pairs = root.mapping else { return facts }
        func line(_ node: YAMLNode) -> Int { firstLine + node.line - 1 }
        func animations(in pairs: [YAMLPair]) {
            for pair in pairs {
                guard let key = pair.key.string else { continue }
                if key == "animation" || key == "reduce-motion-animation", let text = pair.value.string {
                    facts.animations.append(
                        WrittenAnimation(text: text, line: line(pair.value), column: pair.value.column))
                }
            }
        }
        animations(in: pairs)
        for pair in pairs {
            switch pair.key.string {
            case "steps":
                for step in pair.value.sequence ?? [] { animations(in: step.mapping ?? []) }
            case "stagger":
                if let step = pair.value["step"]?.double {
                    facts.stagger = WrittenStagger(
                        step: step, cap: pair.value["cap"]?.double, line: line(pair.value), column: pair.value.column)
                }
            case "not-in-source":
                facts.notInSource = pair.value.string
            default:
                break
            }
        }
        return facts
    }
}
