/// Prints the expressions of the compiler's tree that are made only of names, members, calls
/// and number or Boolean literals, such as `Animation.smooth(duration: 0.45).delay(0.1)`;
/// anything else (a variable's value, a closure, arithmetic) has no fixed text and prints as nil.
enum ExpressionText {
    /// How deep a chain is followed: further is not a literal a page could repeat.
    static let depthLimit = 48

    static func render(_ node: DumpNode, depth: Int = 0) -> String? {
        guard depth < depthLimit else { return nil }
        switch node.kind {
        case "unresolved_member_expr":
            return node.value("name").map { "." + $0 }
        case "unresolved_decl_ref_expr":
            return node.value("name")
        case "unresolved_dot_expr":
            guard let base = node.children.first, let field = node.value("field"),
                let text = render(base, depth: depth + 1)
            else { return nil }
            return text + "." + field
        case "integer_literal_expr", "float_literal_expr":
            return node.value("value").map { (node.hasFlag("negative") ? "-" : "") + $0 }
        case "boolean_literal_expr":
            return node.value("value")
        case "paren_expr":
            return node.children.first.flatMap { render($0, depth: depth + 1) }.map { "(" + $0 + ")" }
        case "call_expr":
            guard let callee = node.children.first, let calleeText = render(callee, depth: depth + 1) else {
                return nil
            }
            var arguments: [String] = []
            for argument in node.child("argument_list")?.children ?? [] where argument.kind == "argument" {
                // An argument is a literal: a name there is a value the text cannot know.
                guard let value = argument.children.first, isLiteral(value), let text = render(value, depth: depth + 1)
                else { return nil }
                arguments.append(argument.value("label").map { "\($0): \(text)" } ?? text)
            }
            return calleeText + "(" + arguments.joined(separator: ", ") + ")"
        default:
            return nil
        }
    }

    static func isLiteral(_ node: DumpNode) -> Bool {
        switch node.kind {
        case "integer_literal_expr", "float_literal_expr", "boolean_literal_expr": true
        case "paren_expr": node.children.first.map(isLiteral) ?? false
        default: false
        }
    }

    /// The name a chain of calls and members starts with, read from the tree without printing
    /// it: `spring` for `.spring(…).delay(…)` and for `Animation.spring(…)`.
    static func chainName(_ node: DumpNode) -> String? {
        var current = node
        var below: DumpNode?
        for _ in 0..<depthLimit {
            switch current.kind {
            case "unresolved_member_expr":
                return current.value("name")
            case "unresolved_decl_ref_expr":
                return current.value("name") == "Animation" ? below?.value("field") : nil
            case "call_expr", "unresolved_dot_expr":
                guard let first = current.children.first else { return nil }
                below = current.kind == "unresolved_dot_expr" ? current : below
                current = first
            default:
                return nil
            }
        }
        return nil
    }

    /// The name a chain starts with: `spring` for `.spring(…).delay(…)` and for
    /// `Animation.spring(…)`.
    static func leadingName(_ text: String) -> String? {
        var rest = Substring(text)
        if rest.hasPrefix("Animation.") { rest = rest.dropFirst("Animation".count) }
        guard rest.first == "." else { return nil }
        return String(rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}
