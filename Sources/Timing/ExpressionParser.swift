import Diagnostics
import Foundation
import TextUtilities

struct ExpressionParser {
    let tokens: [ExpressionToken]
    /// The column just past the text, for messages about what is missing at the end.
    let end: Int
    var position = 0

    init(tokens: [ExpressionToken], end: Int) {
        self.tokens = tokens
        self.end = end
    }

    var current: ExpressionToken? { position < tokens.count ? tokens[position] : nil }
    var currentColumn: Int { current?.column ?? end }

    mutating func expression() throws(AnimationExpressionError) -> Animation {
        guard !tokens.isEmpty else {
            throw AnimationExpressionError(
                message: "expected an animation such as '.smooth' or '.easeOut(duration: 0.3)'",
                column: 1)
        }
        if case .identifier(let name) = current?.kind {
            guard name == "Animation" else {
                throw AnimationExpressionError(
                    message: "expected '.' or 'Animation.' before '\(name)'", column: currentColumn)
            }
            position += 1
        }
        try expect(.dot, "expected '.' before the animation's name")
        let baseColumn = currentColumn
        var animation = try base()
        try checkTiming(of: animation, at: baseColumn, after: nil)
        var modifierCount = 0
        while let token = current {
            guard token.kind == .dot else {
                throw AnimationExpressionError(
                    message: "unexpected '\(token.text)' after the animation", column: token.column)
            }
            position += 1
            let column = currentColumn
            guard modifierCount < AnimationLimits.modifiers else {
                throw AnimationExpressionError(
                    message: "an expression chains at most \(AnimationLimits.modifiers) modifiers", column: column)
            }
            let (modified, name) = try modifier(on: animation)
            animation = modified
            modifierCount += 1
            try checkTiming(of: animation, at: column, after: name)
        }
        return animation
    }

    /// Checks that `animation` settles, or ends its first play, within
    /// ``AnimationLimits/settling`` seconds; `modifier` is the one just applied, if any.
    func checkTiming(of animation: Animation, at column: Int, after modifier: String?)
        throws(AnimationExpressionError)
    {
        let end = animation.firstPlayEnd
        let limit = AnimationLimits.settling
        guard !(end <= limit) else { return }
        let subject = modifier.map { "with '\($0)', the animation" } ?? "the animation"
        let when =
            !end.isFinite
            ? "never settles"
            : (animation.timing.repeatsForever ? "ends its first play" : "settles")
                + " \(seconds(end)) after the change"
        throw AnimationExpressionError(
            message: "\(subject) \(when); the limit is \(plainNumber(limit)) s", column: column)
    }

    /// `12.35 s`, for a message.
    func seconds(_ value: Double) -> String {
        plainNumber((value * 100).rounded() / 100) + " s"
    }

    mutating func expect(_ kind: ExpressionToken.Kind, _ message: String)
        throws(AnimationExpressionError)
    {
        guard current?.kind == kind else {
            throw AnimationExpressionError(message: message, column: currentColumn)
        }
        position += 1
    }

    mutating func name(_ what: String) throws(AnimationExpressionError) -> (String, Int) {
        guard let token = current, case .identifier(let name) = token.kind else {
            throw AnimationExpressionError(message: "expected \(what)", column: currentColumn)
        }
        position += 1
        return (name, token.column)
    }

    mutating func base() throws(AnimationExpressionError) -> Animation {
        let (name, column) = try name("an animation's name")
        guard let base = bases.first(where: { $0.name == name }) else {
            if modifiers.contains(where: { $0.name == name }) {
                throw AnimationExpressionError(
                    message: "'\(name)' modifies an animation; write one first, as in '.easeOut.\(name)(…)'",
                    column: column)
            }
            throw AnimationExpressionError(
                message: "unknown animation '\(name)'"
                    + suggestion(for: name, among: bases.map(\.name)),
                column: column)
        }
        guard current?.kind == .openParenthesis else {
            guard base.allowsBareName else {
                throw AnimationExpressionError(
                    message: "'\(name)' needs its arguments in parentheses", column: currentColumn)
            }
            return base.forms[0].build(base.forms[0].parameters.map { $0.defaultValue ?? 0 })
        }
        guard base.allowsCall else {
            throw AnimationExpressionError(
                message: "'\(name)' takes no arguments: write '.\(name)'", column: currentColumn)
        }
        let arguments = try argumentList()
        let form = try chooseForm(of: base, for: arguments, at: column)
        let (values, columns) = try match(arguments, to: form.parameters, of: name, at: column)
        if let (message, parameter) = form.check(values) {
            throw AnimationExpressionError(message: message, column: parameter.flatMap { columns[$0] } ?? column)
        }
        return form.build(values)
    }

    /// The modifier after a `.`, applied to `animation`, and its name.
    mutating func modifier(on animation: Animation) throws(AnimationExpressionError) -> (Animation, String) {
        let (name, column) = try name("a modifier's name after '.'")
        guard let modifier = modifiers.first(where: { $0.name == name }) else {
            if bases.contains(where: { $0.name == name }) {
                throw AnimationExpressionError(
                    message: "'\(name)' is an animation, not a modifier: an expression has one animation",
                    column: column)
            }
            throw AnimationExpressionError(
                message: "unknown modifier '\(name)'"
                    + suggestion(for: name, among: modifiers.map(\.name)),
                column: column)
        }
        guard current?.kind == .openParenthesis else {
            throw AnimationExpressionError(
                message: "'\(name)' needs its arguments in parentheses", column: currentColumn)
        }
        if name == "repeatCount" || name == "repeatForever", animation.timing.repeatsForever {
            throw AnimationExpressionError(
                message: "'\(name)' cannot repeat an animation that already repeats forever; keep one of the repeats",
                column: column)
        }
        let arguments = try argumentList()
        let values = try match(arguments, to: modifier.parameters, of: name, at: column).values
        return (modifier.apply(animation, values), name)
    }

    mutating func argumentList() throws(AnimationExpressionError) -> [ExpressionArgument] {
        try expect(.openParenthesis, "expected '('")
        var arguments: [ExpressionArgument] = []
        if current?.kind == .closeParenthesis {
            position += 1
            return arguments
        }
        while true {
            var label: String?
            var labelColumn = currentColumn
            if case .identifier(let name) = current?.kind, position + 1 < tokens.count,
                tokens[position + 1].kind == .colon
            {
                label = name
                labelColumn = currentColumn
                position += 2
            }
            guard let token = current else {
                throw AnimationExpressionError(message: "expected a value", column: end)
            }
            switch token.kind {
            case .number(let value, let text):
                arguments.append(
                    ExpressionArgument(
                        label: label, labelColumn: labelColumn, value: value, valueText: text,
                        isBoolean: false, valueColumn: token.column))
            case .identifier(let word) where word == "true" || word == "false":
                arguments.append(
                    ExpressionArgument(
                        label: label, labelColumn: labelColumn, value: word == "true" ? 1 : 0,
                        valueText: word, isBoolean: true, valueColumn: token.column))
            default:
                throw AnimationExpressionError(
                    message: "expected a number or true/false, found '\(token.text)'",
                    column: token.column)
            }
            position += 1
            if current?.kind == .comma {
                position += 1
                continue
            }
            try expect(.closeParenthesis, "expected ',' or ')'")
            return arguments
        }
    }

    func chooseForm(of base: ExpressionBase, for arguments: [ExpressionArgument], at column: Int)
        throws(AnimationExpressionError) -> ExpressionForm
    {
        guard base.forms.count > 1 else { return base.forms[0] }
        let labels = arguments.compactMap(\.label)
        // The first label that only one form has decides, as overload resolution would.
        for label in labels {
            let owners = base.forms.filter { form in form.parameters.contains { $0.label == label } }
            if owners.count == 1 { return owners[0] }
            if owners.isEmpty { break }
        }
        if let unknown = arguments.first(where: { argument in
            guard let label = argument.label else { return false }
            return !base.forms.contains { form in form.parameters.contains { $0.label == label } }
        }) {
            let all = Array(Set(base.forms.flatMap { $0.parameters.compactMap(\.label) })).sorted()
            throw AnimationExpressionError(
                message: "'\(base.name)' has no argument '\(unknown.label!)'"
                    + suggestion(for: unknown.label!, among: all),
                column: unknown.labelColumn)
        }
        return base.forms[0]
    }

    /// The value of every parameter, given or default, and the column of each given one.
    func match(
        _ arguments: [ExpressionArgument], to parameters: [ExpressionParameter], of name: String,
        at column: Int
    ) throws(AnimationExpressionError) -> (values: [Double], columns: [Int?]) {
        var values: [Double?] = parameters.map(\.defaultValue)
        var columns: [Int?] = parameters.map { _ in nil }
        var next = 0
        for argument in arguments {
            // Swift lets an argument skip parameters with defaults, never go back.
            var index = next
            while index < parameters.count, parameters[index].label != argument.label {
                guard parameters[index].defaultValue != nil else { break }
                index += 1
            }
            guard index < parameters.count, parameters[index].label == argument.label else {
                throw mismatch(argument, parameters: parameters, next: next, name: name)
            }
            let parameter = parameters[index]
            switch parameter.kind {
            case .boolean where !argument.isBoolean:
                throw AnimationExpressionError(
                    message: "'\(parameter.name)' of '\(name)' is true or false, not '\(argument.valueText)'",
                    column: argument.valueColumn)
            case .number where argument.isBoolean, .wholeNumber where argument.isBoolean:
                throw AnimationExpressionError(
                    message: "'\(parameter.name)' of '\(name)' is a number, not '\(argument.valueText)'",
                    column: argument.valueColumn)
            case .wholeNumber where argument.value.rounded() != argument.value:
                throw AnimationExpressionError(
                    message: "'\(parameter.name)' of '\(name)' is a whole number, not '\(argument.valueText)'",
                    column: argument.valueColumn)
            default:
                break
            }
            if let problem = parameter.check(argument.value) {
                throw AnimationExpressionError(
                    // `delay(_:)` and `speed(_:)` name their one value as themselves.
                    message: (parameter.name == name ? "'\(name)'" : "'\(parameter.name)' of '\(name)'")
                        + " \(problem), not \(argument.valueText)",
                    column: argument.valueColumn)
            }
            values[index] = argument.value
            columns[index] = argument.valueColumn
            next = index + 1
        }
        if let missing = parameters.indices.first(where: { values[$0] == nil }) {
            let parameter = parameters[missing]
            let what = parameter.label.map { "argument '\($0):'" } ?? "its \(parameter.name)"
            throw AnimationExpressionError(
                message: "'\(name)' is missing \(what)", column: column)
        }
        return (values.map { $0 ?? 0 }, columns)
    }

    func mismatch(
        _ argument: ExpressionArgument, parameters: [ExpressionParameter], next: Int, name: String
    ) -> AnimationExpressionError {
        let remaining = parameters[next...]
        guard let label = argument.label else {
            if let expected = remaining.first?.label {
                return AnimationExpressionError(
                    message: "missing label '\(expected):' in '\(name)'", column: argument.valueColumn)
            }
            return AnimationExpressionError(
                message: "'\(name)' takes no more values", column: argument.valueColumn)
        }
        if parameters[..<next].contains(where: { $0.label == label }) {
            let previous = parameters[next - 1]
            return AnimationExpressionError(
                message: previous.label == label
                    ? "'\(label)' is given twice in '\(name)'"
                    : "'\(label)' must come before '\(previous.label ?? previous.name)' in '\(name)'",
                column: argument.labelColumn)
        }
        if remaining.contains(where: { $0.label == label }),
            let required = remaining.first(where: { $0.defaultValue == nil })
        {
            let what = required.label.map { "argument '\($0):'" } ?? "its \(required.name)"
            return AnimationExpressionError(
                message: "'\(name)' is missing \(what) before '\(label)'",
                column: argument.labelColumn)
        }
        if let first = remaining.first, first.label == nil, first.defaultValue == nil {
            return AnimationExpressionError(
                message: "'\(name)' takes its \(first.name) without a label, not '\(label):'",
                column: argument.labelColumn)
        }
        let labels = parameters.compactMap(\.label)
        return AnimationExpressionError(
            message: "'\(name)' has no argument '\(label)'" + suggestion(for: label, among: labels),
            column: argument.labelColumn)
    }
}
