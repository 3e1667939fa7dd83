import Foundation

/// Reads a ``SwiftSurface`` from one `source_file` tree of `swiftc -frontend -dump-parse`
/// and the source's text.
///
/// The compiler's tree says what each declaration is and where it stands; the text of a type
/// or a default value is cut from the source at those places, because the tree prints
/// expressions without their spelling and parameters without their types.
package enum SurfaceReader {
    /// Property wrappers whose properties a caller never passes.
    static let hiddenWrappers: Set<String> = [
        "State", "StateObject", "Environment", "EnvironmentObject", "FocusState", "GestureState", "Namespace",
        "AppStorage", "SceneStorage", "Query", "FetchRequest", "SectionedFetchRequest", "AccessibilityFocusState",
        "ScaledMetric", "FocusedValue", "FocusedBinding",
    ]

    /// - Parameter animationNames: the names an animation chain may start with, such as `spring`.
    package static func read(_ file: DumpNode, source: String, animationNames: Set<String>) -> SwiftSurface {
        let text = SourceText(source)
        var surface = SwiftSurface()
        for node in file.children where node.kind == "struct_decl" {
            if let type = declaredType(node, text: text) { surface.types.append(type) }
        }
        collect(file, text: text, animationNames: animationNames, into: &surface)
        return surface
    }

    // MARK: - Types

    static func declaredType(_ node: DumpNode, text: SourceText) -> DeclaredType? {
        guard let name = node.quoted.first, let start = node.start else { return nil }
        let conformances = self.conformances(node, text: text)
        let initializer = node.children.first { $0.kind == "constructor_decl" && !isPrivate($0) }
        let parameters =
            initializer.map { initParameters($0, text: text) } ?? memberwiseParameters(node, text: text)
        return DeclaredType(
            name: name, line: start.line, column: start.column, conformances: conformances, parameters: parameters,
            hasExplicitInit: initializer != nil)
    }

    /// The names after `:` in `struct Name<…>: A, B where … {`.
    static func conformances(_ node: DumpNode, text: SourceText) -> [String] {
        guard let start = node.start, let offset = text.offset(line: start.line, column: start.column),
            let end = node.end, let last = text.offset(line: end.line, column: end.column),
            last >= offset, let brace = text.firstTopLevel(UInt8(ascii: "{"), in: offset..<last + 1)
        else { return [] }
        let header = text.text(offset..<brace)
        var rest = Substring(header)
        guard let keyword = rest.range(of: "struct") else { return [] }
        rest = rest[keyword.upperBound...].drop { $0 == " " || $0 == "\n" }
        rest = rest.drop { $0.isLetter || $0.isNumber || $0 == "_" }
        if rest.first == "<" {
            var depth = 0
            while let character = rest.first {
                rest.removeFirst()
                if character == "<" { depth += 1 }
                if character == ">" {
                    depth -= 1
                    if depth == 0 { break }
                }
            }
        }
        rest = rest.drop { $0 == " " || $0 == "\n" }
        guard rest.first == ":" else { return [] }
        rest.removeFirst()
        if let whereClause = rest.range(of: " where ") { rest = rest[..<whereClause.lowerBound] }
        return rest.split(separator: ",").map { String($0).filter { !$0.isWhitespace } }.filter { !$0.isEmpty }
    }

    static func isPrivate(_ node: DumpNode) -> Bool {
        node.children.contains {
            $0.kind == "access_control_attr"
                && ($0.value("access_level") == "private" || $0.value("access_level") == "fileprivate")
        }
    }

    /// The wrapper or attribute names of a declaration, such as `Binding` or `ViewBuilder`.
    static func customAttributes(_ node: DumpNode) -> [String] {
        node.children.filter { $0.kind == "custom_attr" }.compactMap { attribute in
            attribute.children.first { $0.kind.hasPrefix("type_") }?.value("id")
        }
    }

    static func memberwiseParameters(_ node: DumpNode, text: SourceText) -> [DeclaredParameter] {
        var parameters: [DeclaredParameter] = []
        var binding: DumpNode?
        for member in node.children {
            if member.kind == "pattern_binding_decl" {
                binding = member
                continue
            }
            guard member.kind == "var_decl", let binding, let parameter = memberwise(member, binding, text: text)
            else { continue }
            parameters.append(parameter)
        }
        return parameters
    }

    private static func memberwise(_ variable: DumpNode, _ binding: DumpNode, text: SourceText) -> DeclaredParameter? {
        guard let name = variable.quoted.first, !variable.hasFlag("static"), !isPrivate(variable),
            let start = variable.start, let nameOffset = text.offset(line: start.line, column: start.column)
        else { return nil }
        let attributes = customAttributes(variable)
        if attributes.contains(where: hiddenWrappers.contains) { return nil }
        let accessors = variable.children.filter { $0.kind == "accessor_decl" }
        if accessors.contains(where: { $0.attributesContain(" get for=") || $0.attributesContain(" _read for=") }) {
            return nil
        }
        let entry = binding.children.first { $0.kind == "pattern_entry" && names(in: $0).contains(name) }
        let initial = entry?.children.first { $0.label == "original_init" }
        let isLet = variable.hasFlag("let")
        if isLet && initial != nil { return nil }

        var end = binding.end.flatMap { text.offset(line: $0.line, column: $0.column) }.map(text.tokenEnd) ?? nameOffset
        if let accessor = accessors.compactMap(\.start).first,
            let offset = text.offset(line: accessor.line, column: accessor.column)
        {
            end = min(end, offset)
        }
        let afterName = text.tokenEnd(from: nameOffset)
        // A tree that does not fit its source (not the compiler's, or another file's) may end
        // a declaration before its name.
        end = max(end, afterName)
        var type: String?
        var defaultValue: String?
        let colon = text.firstTopLevel(UInt8(ascii: ":"), in: afterName..<end, stopAt: [UInt8(ascii: "=")])
        let equals = initial == nil ? nil : text.firstTopLevel(UInt8(ascii: "="), in: afterName..<end)
        if let colon {
            let typeEnd = equals ?? text.firstTopLevel(UInt8(ascii: "{"), in: colon + 1..<end) ?? end
            type = text.text(colon + 1..<max(typeEnd, colon + 1)).trimmed
        } else if let initial {
            type = literalType(initial)
        }
        if let equals {
            var value = text.text(equals + 1..<end).trimmed
            if !accessors.isEmpty, value.hasSuffix("{") { value = String(value.dropLast()).trimmed }
            defaultValue = value
        } else if !isLet, let written = type, written.hasSuffix("?") {
            defaultValue = "nil"
        }
        if attributes.contains("Binding"), let wrapped = type { type = "Binding<\(wrapped)>" }
        return DeclaredParameter(
            name: name, type: type, defaultValue: defaultValue, line: start.line, column: start.column)
    }

    /// The names a pattern entry binds.
    static func names(in entry: DumpNode) -> [String] {
        var result: [String] = []
        var stack = [entry]
        while let node = stack.popLast() {
            if node.kind == "pattern_named", let name = node.quoted.first { result.append(name) }
            stack += node.children.filter { $0.label == nil && $0.kind.hasPrefix("pattern") }
        }
        return result
    }

    static func literalType(_ node: DumpNode) -> String? {
        switch node.kind {
        case "integer_literal_expr": "Int"
        case "float_literal_expr": "Double"
        case "string_literal_expr": "String"
        case "boolean_literal_expr": "Bool"
        default: nil
        }
    }

    static func initParameters(_ initializer: DumpNode, text: SourceText) -> [DeclaredParameter] {
        guard let list = initializer.child("parameter_list"), let start = list.start, let end = list.end,
            let open = text.offset(line: start.line, column: start.column),
            let close = text.offset(line: end.line, column: end.column)
        else { return [] }
        let nodes = list.children.filter { $0.kind == "parameter" }
        let pieces = open + 1 < close ? text.splitTopLevel(open + 1..<close) : []
        return nodes.enumerated().map { index, node in
            let name = node.value("apiName") ?? node.quoted.first ?? "_"
            guard pieces.count == nodes.count else {
                let position = text.position(of: open)
                return DeclaredParameter(
                    name: name, type: nil, defaultValue: nil, line: position.line, column: position.column)
            }
            let piece = pieces[index]
            var first = piece.lowerBound
            while first < piece.upperBound, text.bytes[first] == 32 || text.bytes[first] == 10 || text.bytes[first] == 9
            {
                first += 1
            }
            let position = text.position(of: first)
            let colon = text.firstTopLevel(UInt8(ascii: ":"), in: piece)
            let equals = colon.flatMap { text.firstTopLevel(UInt8(ascii: "="), in: $0 + 1..<piece.upperBound) }
            let type = colon.map { text.text($0 + 1..<(equals ?? piece.upperBound)).trimmed }
            let defaultValue = equals.map { text.text($0 + 1..<piece.upperBound).trimmed }
            return DeclaredParameter(
                name: name, type: type, defaultValue: defaultValue, line: position.line, column: position.column)
        }
    }

    // MARK: - Animations and constants

    /// Walks the whole tree for animations with literal arguments and number constants.
    static func collect(
        _ root: DumpNode, text: SourceText, animationNames: Set<String>, into surface: inout SwiftSurface
    ) {
        var seen: Set<String> = []
        // Each node with the nearest place the compiler gave, its own or an ancestor's.
        // A call's callee (`.spring` of `.spring(duration: 0.5)`) is not an animation of its own.
        var stack: [(node: DumpNode, line: Int, lastLine: Int, isCallee: Bool)] = [(root, 1, Int.max, false)]
        while let (node, inheritedLine, inheritedLast, isCallee) = stack.popLast() {
            let line = node.start?.line ?? inheritedLine
            let lastLine = node.end?.line ?? inheritedLast
            if node.kind == "pattern_binding_decl" { constant(node, text: text).map { surface.constants.append($0) } }
            if !isCallee,
                node.kind == "call_expr" || node.kind == "unresolved_member_expr" || node.kind == "unresolved_dot_expr",
                let leading = ExpressionText.chainName(node), animationNames.contains(leading),
                let expression = ExpressionText.render(node), let name = ExpressionText.leadingName(expression),
                animationNames.contains(name)
            {
                let place = locate("." + name, from: line, through: lastLine, text: text)
                if seen.insert("\(expression)@\(place.line)").inserted {
                    surface.animations.append(
                        DeclaredAnimation(expression: expression, line: place.line, column: place.column))
                }
            }
            let isCall = node.kind == "call_expr"
            var index = node.children.count
            while index > 0 {
                index -= 1
                stack.append((node.children[index], line, lastLine, isCall && index == 0))
            }
        }
    }

    /// The first place of `needle` on the lines given, or the first line's start.
    static func locate(_ needle: String, from line: Int, through lastLine: Int, text: SourceText) -> (
        line: Int, column: Int
    ) {
        guard let start = text.offset(line: line, column: 1) else { return (line, 1) }
        let end = text.offset(line: min(lastLine, Int.max - 1) + 1, column: 1) ?? text.bytes.count
        let pattern = Array(needle.utf8)
        var index = start
        while index + pattern.count <= end {
            if text.bytes[index..<index + pattern.count].elementsEqual(pattern) { return text.position(of: index) }
            index += 1
        }
        return (line, 1)
    }

    static func constant(_ binding: DumpNode, text: SourceText) -> DeclaredConstant? {
        guard let entry = binding.child("pattern_entry"),
            let initial = entry.children.first(where: { $0.label == "original_init" }),
            initial.kind == "integer_literal_expr" || initial.kind == "float_literal_expr",
            let name = names(in: entry).first, let raw = initial.value("value"),
            let value = Double(String(raw.filter { $0 != "_" })), let start = binding.start
        else { return nil }
        let position = locate(name, from: start.line, through: start.line, text: text)
        return DeclaredConstant(
            name: name, value: initial.hasFlag("negative") ? -value : value, line: position.line,
            column: position.line == start.line ? position.column : start.column)
    }
}

extension String {
    var trimmed: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
