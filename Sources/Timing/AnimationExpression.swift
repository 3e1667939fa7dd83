import Diagnostics
import Foundation
import TextUtilities

/// Reads an animation written as in Swift source, such as `.smooth(duration: 0.45)`,
/// `Animation.easeOut.delay(0.1)` or `.easeInOut(duration: 0.8).repeatForever(autoreverses: true)`.
///
/// Known: `linear`, `easeIn`, `easeOut`, `easeInOut` (bare or with `duration:`), `timingCurve`,
/// `spring` (with `duration:bounce:` or `response:dampingFraction:`), `smooth`, `snappy`,
/// `bouncy` (bare or with `duration:extraBounce:`), `interpolatingSpring` (with
/// `mass:stiffness:damping:` or `duration:bounce:`), `interactiveSpring` and `default`; then
/// the modifiers `delay`, `speed`, `repeatCount` and `repeatForever`. `blendDuration:` is read
/// and ignored, since it only matters when a spring is interrupted.
package enum AnimationExpression {
    /// Parses `text` into an animation, or throws the first problem with its column.
    ///
    /// Every number must lie in its range of ``AnimationLimits``, and the whole animation must
    /// settle (or end its first play, when it repeats forever) within
    /// ``AnimationLimits/settling`` seconds.
    package static func parse(_ text: String) throws(AnimationExpressionError) -> Animation {
        // A catalog writes the same few expressions again and again (`.snappy`, its design
        // system's spring): each is read once per process.
        // A text too long to be an expression is refused without being kept.
        guard text.utf8.count <= 4 * AnimationLimits.expressionLength else { return try parseAfresh(text) }
        return try parsedExpressions.value(for: text) {
            Result { () throws(AnimationExpressionError) in try parseAfresh(text) }
        }.get()
    }

    /// ``parse(_:)`` without the memory of earlier expressions.
    static func parseAfresh(_ text: String) throws(AnimationExpressionError) -> Animation {
        let limit = AnimationLimits.expressionLength
        // Counting stops past the limit, so a huge text costs no more than a long one.
        if text.prefix(limit + 1).count > limit {
            throw AnimationExpressionError(
                message: "the expression is longer than \(limit) characters", column: limit + 1)
        }
        var parser = ExpressionParser(tokens: try tokenize(text), end: text.count + 1)
        return try parser.expression()
    }

    /// Every animation name the parser knows, for suggestions and documentation.
    package static var animationNames: [String] { bases.map(\.name) }

    /// Every modifier name the parser knows.
    package static var modifierNames: [String] { modifiers.map(\.name) }
}

// MARK: - Signatures

/// A parameter of an animation or modifier, as Swift declares it.
struct ExpressionParameter {
    enum Kind { case number, boolean, wholeNumber }
    /// The argument label; nil for an unlabeled (`_`) parameter.
    let label: String?
    /// A name for messages about an unlabeled parameter.
    let name: String
    let kind: Kind
    /// The default value; nil when the argument is required.
    let defaultValue: Double?
    /// Checks a value, returning a message when it is out of range.
    let check: @Sendable (Double) -> String?

    init(
        _ label: String?, name: String? = nil, kind: Kind = .number, default defaultValue: Double?,
        check: @escaping @Sendable (Double) -> String? = { _ in nil }
    ) {
        self.label = label
        self.name = name ?? label ?? "value"
        self.kind = kind
        self.defaultValue = defaultValue
        self.check = check
    }
}

/// One way of calling a named animation: its parameters and how they become an animation.
struct ExpressionForm {
    let parameters: [ExpressionParameter]
    let build: @Sendable ([Double]) -> Animation
    /// Checks the values together, returning a message and the index of the parameter it is
    /// about (nil: the animation's name) when they do not make an animation in range.
    let check: @Sendable ([Double]) -> (message: String, parameter: Int?)?

    init(
        parameters: [ExpressionParameter], build: @escaping @Sendable ([Double]) -> Animation,
        check: @escaping @Sendable ([Double]) -> (message: String, parameter: Int?)? = { _ in nil }
    ) {
        self.parameters = parameters
        self.build = build
        self.check = check
    }
}

/// A named animation with the forms it can be called in.
struct ExpressionBase {
    let name: String
    /// Whether the name may stand without parentheses (`.easeIn`, `.default`).
    let allowsBareName: Bool
    /// Whether the name may be called with parentheses.
    let allowsCall: Bool
    let forms: [ExpressionForm]
}

/// A modifier with its parameters.
struct ExpressionModifier {
    let name: String
    let parameters: [ExpressionParameter]
    let apply: @Sendable (Animation, [Double]) -> Animation
}

/// A check that a value lies in `range`, in `unit` when it has one.
private func within(_ range: ClosedRange<Double>, _ unit: String = "") -> @Sendable (Double) -> String? {
    { range.contains($0) ? nil : "must be \(range.between)\(unit)" }
}
private let duration = within(AnimationLimits.duration, " seconds")
private let bounce = within(AnimationLimits.bounce)
private let dampingFraction = within(AnimationLimits.dampingFraction)
private let blendDuration = within(AnimationLimits.blendDuration, " seconds")
private let controlPointTime = within(AnimationLimits.controlPointTime)
private let controlPointProgress = within(AnimationLimits.controlPointProgress)
private let zeroOnly: @Sendable (Double) -> String? = {
    $0 == 0 ? nil : "must be 0: only springs that start at rest are drawn"
}

/// The range of a preset's `extraBounce` that keeps its own bounce plus the extra within
/// ``AnimationLimits/bounce``, rounded as people write it, so that every preset's edges pass.
private func extraBounceRange(_ own: Double) -> ClosedRange<Double> {
    func rounded(_ value: Double) -> Double { (value * 10000).rounded() / 10000 }
    return rounded(AnimationLimits.bounce.lowerBound - own)...rounded(AnimationLimits.bounce.upperBound - own)
}

/// The check of a preset spring's `extraBounce` (the parameter at 1).
private func presetBounce(_ own: Double, name: String) -> @Sendable ([Double]) -> (message: String, parameter: Int?)? {
    let range = extraBounceRange(own)
    return { values in
        guard !range.contains(values[1]) else { return nil }
        return (
            "'extraBounce' of '\(name)' must be \(range.between), not \(plainNumber(values[1])): with its own bounce "
                + "of \(plainNumber(own)), the bounce must be \(AnimationLimits.bounce.between)",
            1
        )
    }
}

private func curveForms(_ curve: TimingCurve) -> [ExpressionForm] {
    [
        ExpressionForm(
            parameters: [
                ExpressionParameter(
                    "duration", default: Animation.defaultCurveDuration, check: duration)
            ],
            build: { Animation(.curve(curve, duration: $0[0])) })
    ]
}

private func presetForms(_ name: String, bounce: Double) -> [ExpressionForm] {
    [
        ExpressionForm(
            parameters: [
                ExpressionParameter(
                    "duration", default: Animation.presetSpringDuration, check: duration),
                ExpressionParameter("extraBounce", default: 0),
            ],
            build: { values in
                let limit = AnimationLimits.bounce
                return Animation.spring(
                    duration: values[0], bounce: min(max(bounce + values[1], limit.lowerBound), limit.upperBound))
            },
            check: presetBounce(bounce, name: name))
    ]
}

private let durationBounceForm = ExpressionForm(
    parameters: [
        ExpressionParameter("duration", default: 0.5, check: duration),
        ExpressionParameter("bounce", default: 0, check: bounce),
        ExpressionParameter("blendDuration", default: 0, check: blendDuration),
    ],
    build: { Animation.spring(duration: $0[0], bounce: $0[1]) })

let bases: [ExpressionBase] = [
    ExpressionBase(name: "linear", allowsBareName: true, allowsCall: true, forms: curveForms(.linear)),
    ExpressionBase(name: "easeIn", allowsBareName: true, allowsCall: true, forms: curveForms(.easeIn)),
    ExpressionBase(name: "easeOut", allowsBareName: true, allowsCall: true, forms: curveForms(.easeOut)),
    ExpressionBase(
        name: "easeInOut", allowsBareName: true, allowsCall: true, forms: curveForms(.easeInOut)),
    ExpressionBase(
        name: "timingCurve", allowsBareName: false, allowsCall: true,
        forms: [
            ExpressionForm(
                parameters: [
                    ExpressionParameter(nil, name: "c0x", default: nil, check: controlPointTime),
                    ExpressionParameter(nil, name: "c0y", default: nil, check: controlPointProgress),
                    ExpressionParameter(nil, name: "c1x", default: nil, check: controlPointTime),
                    ExpressionParameter(nil, name: "c1y", default: nil, check: controlPointProgress),
                    ExpressionParameter(
                        "duration", default: Animation.defaultCurveDuration, check: duration),
                ],
                build: { Animation.timingCurve($0[0], $0[1], $0[2], $0[3], duration: $0[4]) })
        ]),
    ExpressionBase(
        // `.spring` and `.spring()` are SwiftUI's response/dampingFraction spring.
        name: "spring", allowsBareName: true, allowsCall: true,
        forms: [
            ExpressionForm(
                parameters: [
                    ExpressionParameter("response", default: 0.5, check: duration),
                    ExpressionParameter("dampingFraction", default: 0.825, check: dampingFraction),
                    ExpressionParameter("blendDuration", default: 0, check: blendDuration),
                ],
                build: { Animation.spring(response: $0[0], dampingFraction: $0[1]) }),
            durationBounceForm,
        ]),
    ExpressionBase(name: "smooth", allowsBareName: true, allowsCall: true, forms: presetForms("smooth", bounce: 0)),
    ExpressionBase(name: "snappy", allowsBareName: true, allowsCall: true, forms: presetForms("snappy", bounce: 0.15)),
    ExpressionBase(name: "bouncy", allowsBareName: true, allowsCall: true, forms: presetForms("bouncy", bounce: 0.3)),
    ExpressionBase(
        name: "interpolatingSpring", allowsBareName: true, allowsCall: true,
        forms: [
            ExpressionForm(
                parameters: [
                    ExpressionParameter("duration", default: 0.5, check: duration),
                    ExpressionParameter("bounce", default: 0, check: bounce),
                    ExpressionParameter("initialVelocity", default: 0, check: zeroOnly),
                ],
                build: { Animation.interpolatingSpring(duration: $0[0], bounce: $0[1]) }),
            ExpressionForm(
                parameters: [
                    ExpressionParameter("mass", default: 1, check: within(AnimationLimits.mass)),
                    ExpressionParameter("stiffness", default: nil, check: within(AnimationLimits.stiffness)),
                    ExpressionParameter("damping", default: nil, check: within(AnimationLimits.damping)),
                    ExpressionParameter("initialVelocity", default: 0, check: zeroOnly),
                ],
                build: {
                    Animation.interpolatingSpring(mass: $0[0], stiffness: $0[1], damping: $0[2])
                },
                check: { values in
                    // The constants must make a spring the designer's forms could write.
                    let spring = Spring(mass: values[0], stiffness: values[1], damping: values[2])
                    if !AnimationLimits.duration.contains(spring.response) {
                        return (
                            "'interpolatingSpring' has a response of \(roundedNumber(spring.response)) seconds (2π·√(mass / stiffness)), "
                                + "which must be \(AnimationLimits.duration.between) seconds", nil
                        )
                    }
                    if !AnimationLimits.dampingFraction.contains(spring.dampingRatio) {
                        return (
                            "'interpolatingSpring' has a damping fraction of \(roundedNumber(spring.dampingRatio)) (damping / (2·√(stiffness × mass))), "
                                + "which must be \(AnimationLimits.dampingFraction.between)", 2
                        )
                    }
                    return nil
                }),
        ]),
    ExpressionBase(
        name: "interactiveSpring", allowsBareName: true, allowsCall: true,
        forms: [
            ExpressionForm(
                parameters: [
                    ExpressionParameter("response", default: 0.15, check: duration),
                    ExpressionParameter("dampingFraction", default: 0.86, check: dampingFraction),
                    ExpressionParameter("blendDuration", default: 0.25, check: blendDuration),
                ],
                build: { Animation.interactiveSpring(response: $0[0], dampingFraction: $0[1]) })
        ]),
    ExpressionBase(
        name: "default", allowsBareName: true, allowsCall: false,
        forms: [ExpressionForm(parameters: [], build: { _ in .default })]),
]

let modifiers: [ExpressionModifier] = [
    ExpressionModifier(
        name: "delay",
        parameters: [
            ExpressionParameter(nil, name: "delay", default: nil, check: within(AnimationLimits.delay, " seconds"))
        ],
        apply: { $0.delay($1[0]) }),
    ExpressionModifier(
        name: "speed",
        parameters: [ExpressionParameter(nil, name: "speed", default: nil, check: within(AnimationLimits.speed))],
        apply: { $0.speed($1[0]) }),
    ExpressionModifier(
        name: "repeatCount",
        parameters: [
            ExpressionParameter(
                nil, name: "count", kind: .wholeNumber, default: nil,
                check: within(
                    Double(AnimationLimits.repeatCount.lowerBound)...Double(AnimationLimits.repeatCount.upperBound))),
            ExpressionParameter("autoreverses", kind: .boolean, default: 1),
        ],
        // The check above keeps the count within Int; the fallback is never taken.
        apply: { $0.repeatCount(Int(exactly: $1[0]) ?? 1, autoreverses: $1[1] != 0) }),
    ExpressionModifier(
        name: "repeatForever",
        parameters: [ExpressionParameter("autoreverses", kind: .boolean, default: 1)],
        apply: { $0.repeatForever(autoreverses: $1[0] != 0) }),
]

// MARK: - Tokens

struct ExpressionToken {
    enum Kind: Equatable {
        case identifier(String)
        case number(Double, text: String)
        case dot, openParenthesis, closeParenthesis, comma, colon
    }
    let kind: Kind
    /// 1-based column of the token's first character.
    let column: Int

    var text: String {
        switch kind {
        case .identifier(let name): return name
        case .number(_, let text): return text
        case .dot: return "."
        case .openParenthesis: return "("
        case .closeParenthesis: return ")"
        case .comma: return ","
        case .colon: return ":"
        }
    }
}

private func tokenize(_ text: String) throws(AnimationExpressionError) -> [ExpressionToken] {
    let characters = Array(text)
    var tokens: [ExpressionToken] = []
    var index = 0
    while index < characters.count {
        let character = characters[index]
        let column = index + 1
        if character.isWhitespace {
            index += 1
            continue
        }
        let punctuation: ExpressionToken.Kind? =
            switch character {
            case ".": .dot
            case "(": .openParenthesis
            case ")": .closeParenthesis
            case ",": .comma
            case ":": .colon
            default: nil
            }
        if let kind = punctuation,
            !(character == "." && index + 1 < characters.count && characters[index + 1].isNumber
                && tokens.last.map({ $0.kind == .colon || $0.kind == .openParenthesis || $0.kind == .comma }) == true)
        {
            tokens.append(ExpressionToken(kind: kind, column: column))
            index += 1
            continue
        }
        if character.isLetter || character == "_" {
            var end = index
            while end < characters.count,
                characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
            {
                end += 1
            }
            tokens.append(
                ExpressionToken(kind: .identifier(String(characters[index..<end])), column: column))
            index = end
            continue
        }
        if character.isNumber || character == "-" || character == "+" || character == "." {
            var end = index + 1
            while end < characters.count,
                characters[end].isNumber || characters[end] == "." || characters[end] == "_"
                    || characters[end] == "e" || characters[end] == "E"
                    || ((characters[end] == "-" || characters[end] == "+")
                        && (characters[end - 1] == "e" || characters[end - 1] == "E"))
            {
                end += 1
            }
            let literal = String(characters[index..<end])
            let digits = literal.utf8.contains(UInt8(ascii: "_")) ? String(literal.filter { $0 != "_" }) : literal
            // Swift has no literal like `.5`; say so rather than guessing.
            guard !digits.hasPrefix("."), !digits.hasPrefix("-."), let parsed = Double(digits) else {
                throw AnimationExpressionError(
                    message: "'\(literal)' is not a number as Swift writes one", column: column)
            }
            guard parsed.isFinite else {
                throw AnimationExpressionError(message: "'\(literal)' is too large for a number", column: column)
            }
            // -0 is 0.
            let value = parsed + 0
            tokens.append(ExpressionToken(kind: .number(value, text: literal), column: column))
            index = end
            continue
        }
        throw AnimationExpressionError(
            message: "unexpected character '\(character)'", column: column)
    }
    return tokens
}

// MARK: - Parser

// MARK: - Suggestions

/// `; did you mean 'x'?` for the closest known name, or nothing when none is close.
func suggestion(for name: String, among candidates: [String]) -> String {
    closestName(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
}

/// The expressions read so far in this process with what they gave (an expression is at most
/// ``AnimationLimits/expressionLength`` characters).
private let parsedExpressions = SharedMemo<String, Result<Animation, AnimationExpressionError>>()
