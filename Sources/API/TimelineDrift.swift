import Diagnostics
import SwiftDump
import Timing

/// Compares a component's `timeline` block with the animations and stagger constants written
/// in its Swift sources. A difference is a warning (an error under `--strict`) at the
/// block's line, with a note at the source.
package struct TimelineDrift: Sendable {
    /// An animation of the block: its text and where it is written.
    package struct BlockAnimation: Sendable {
        package let text: String
        package let location: SourceLocation

        package init(text: String, location: SourceLocation) {
            self.text = text
            self.location = location
        }
    }

    /// The block's stagger: the step and cap, and where they are written.
    package struct BlockStagger: Sendable {
        package let step: Double
        package let cap: Double?
        package let location: SourceLocation

        package init(step: Double, cap: Double?, location: SourceLocation) {
            self.step = step
            self.cap = cap
            self.location = location
        }
    }

    package let animations: [BlockAnimation]
    package let stagger: BlockStagger?
    package let sources: [SourceSurface]

    package init(animations: [BlockAnimation], stagger: BlockStagger?, sources: [SourceSurface]) {
        self.animations = animations
        self.stagger = stagger
        self.sources = sources
    }

    /// The names a stagger step and cap constant may have in a source.
    static func isStepName(_ name: String) -> Bool { name == "step" || name.hasSuffix("Step") }
    static func isCapName(_ name: String) -> Bool { name == "cap" || name.hasSuffix("Cap") }

    package func check() -> [Diagnostic] {
        // A source the compiler did not read has its own diagnostic already.
        guard sources.allSatisfy({ $0.surface != nil }) else { return [] }
        let parsed = sources.flatMap { source in
            (source.surface?.animations ?? []).compactMap { declared -> (Animation, DeclaredAnimation, String)? in
                guard let animation = try? AnimationExpression.parse(declared.expression) else { return nil }
                return (animation, declared, source.displayPath)
            }
        }
        var diagnostics: [Diagnostic] = []
        for block in animations {
            guard let animation = try? AnimationExpression.parse(block.text) else { continue }
            if parsed.contains(where: { $0.0 == animation }) { continue }
            let name = block.text.drop { $0 != "." }.dropFirst().prefix { $0.isLetter }
            let similar = parsed.filter { $0.1.expression.contains("." + name) }
            let shown = (similar.isEmpty ? parsed : similar).prefix(3)
            var notes: [Diagnostic.Note] = shown.map {
                .init(
                    "the source animates with '\($0.1.expression)' here",
                    at: SourceLocation(path: $0.2, line: $0.1.line, column: $0.1.column))
            }
            if notes.isEmpty {
                notes = sources.map {
                    .init(
                        "no animation with literal arguments is written in this source",
                        at: SourceLocation(path: $0.displayPath))
                }
            }
            diagnostics.append(
                .warning(
                    "timeline.animation-not-in-source",
                    "the timeline animates with '\(block.text)', which no Swift source of the component writes; correct the block or the source, or say why in 'not-in-source'",
                    at: block.location, notes: notes))
        }
        if let stagger {
            for source in sources {
                for constant in source.surface?.constants ?? [] {
                    let expected: Double?
                    let what: String
                    if Self.isStepName(constant.name) {
                        (expected, what) = (stagger.step, "step")
                    } else if Self.isCapName(constant.name) {
                        (expected, what) = (stagger.cap, "cap")
                    } else {
                        continue
                    }
                    guard expected != constant.value else { continue }
                    diagnostics.append(
                        .warning(
                            "timeline.stagger-differs",
                            "the timeline's stagger \(what) is \(expected.map { SwiftText.canonical($0) } ?? "not given"); the source declares \(constant.name) = \(SwiftText.canonical(constant.value))",
                            at: stagger.location,
                            notes: [
                                .init(
                                    "'\(constant.name)' is declared here",
                                    at: SourceLocation(
                                        path: source.displayPath, line: constant.line, column: constant.column))
                            ]))
                }
            }
        }
        return diagnostics
    }
}
