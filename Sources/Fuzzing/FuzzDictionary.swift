import TimelineFormat
import Timing

/// Words of each input format, handed to libFuzzer as a dictionary (`-dict`) so that mutations
/// insert a whole key or tag instead of finding it byte by byte.
enum FuzzDictionary {
    static let yaml = [
        "---\n", "...\n", "- ", ": ", "? ", "&a ", "*a", "!!str ", "!!map ", "!tag ", "%YAML 1.1\n",
        "%TAG ! tag:x,2000:\n",
        "|-\n  ", ">+\n  ", "{", "}", "[", "]", ", ", "\"\\u00e9\"", "'it''s'", "~", "null", "true", ".inf", "-.nan",
        "0x1F", "1e400", "# c\n", "\t", "\r\n", "\u{FEFF}",
        "title: ", "summary: ", "category: ", "level: ", "platforms: [iOS 18.0+]", "origin: original",
        "origin: { inspired-by: x }", "keywords: [a, b]", "components: [fuzzed]", "transitions", "beginner",
        "languages:\n  - { code: en, name: English }\n", "categories:\n", "levels:\n", "base-url: ", "slug: ", "name: ",
        "code: ", "{ en: A, es: B }",
    ]

    static let timeline: [String] = {
        var words =
            TimelineFormat.topLevelKeys.map { "\($0): " } + TimelineFormat.propertyNames + TimelineFormat.strategyNames
        words += Timeline.Stage.allCases.map(\.rawValue) + Timeline.Shape.allCases.map(\.rawValue)
        words += Timeline.ReduceMotion.allCases.map(\.rawValue) + Timeline.Completion.allCases.map(\.rawValue)
        words += [
            "after", "at-least", "from", "element", "name", "starts", "completion", "step", "cap", "base-delay",
            "strategy",
            "direction", "priorities", "respect-priority", "row-threshold", "from-tile", "larger-first", "size", "gap",
            "card-height", "spacing", "peek", "shrink", "closing", "together", "staggered", "top-left-to-bottom-right",
            "  - name: ", "{ step: 0.07, cap: 0.6 }", "[0, 1]", "\n  - ",
        ]
        return words + animation
    }()

    static let animation =
        AnimationExpression.animationNames.map { "." + $0 } + AnimationExpression.modifierNames.map { "." + $0 + "(" }
        + [
            "Animation.", "(", ")", ", ", "duration: ", "bounce: ", "extraBounce: ", "response: ", "dampingFraction: ",
            "blendDuration: ", "mass: ", "stiffness: ", "damping: ", "initialVelocity: ", "autoreverses: ", "true",
            "false", "0.45", "-0", "1e308", "5e-324", "0x1p-1074", "nan", "inf", "_",
        ]

    static let mustache = [
        "{{", "}}", "{{{", "}}}", "{{#", "{{^", "{{/", "{{>", "{{<", "{{$", "{{&", "{{!", "{{=<% %>=}}", "<%", "%>",
        "{{>*", "{{.}}", "\0p\n", "\0q\n", "a", "b", "c", "t", "f", "e", "n", "x", "x.y", "list", "empty", "partial",
        "lambda", "wrap", "page.title", "component.api.parameters", "{{#list}}", "{{/list}}", "{{<p}}", "{{/p}}",
        "{{$b}}", "{{/b}}", "\n  ", "\r\n",
    ]

    static let swiftDump = [
        "(source_file \"", "(struct_decl ", "(pattern_binding_decl ", "(pattern_entry", "(pattern_typed",
        "(pattern_named \"", "(var_decl ", "(constructor_decl ", "(parameter_list ", "(parameter \"", "(call_expr ",
        "(unresolved_member_expr ", "(unresolved_dot_expr ", "(argument_list ", "(argument label=\"",
        "(original_init=", "(float_literal_expr ", "range=[F.swift:1:1 - line:1:9]", " name=\"spring\"",
        " value=\"0.5\"",
        " apiName=\"", " let", " static", " negative", "(custom_attr ", "(access_control_attr ", "access_level=private",
        "(accessor_decl ", " get for=", "\u{0}", "struct A: View {", "var x: Int = 1", "@Binding ", "init(", ")",
    ]

    static let licence = [
        "AND", "OR", "WITH", "(", ")", "+", "LicenseRef-", "DocumentRef-", "MIT", "Apache-2.0", "GPL-2.0-or-later",
        "Classpath-exception-2.0", "LLVM-exception", "BSD-3-Clause",
    ]

    static let apiIndex = [
        "{\"$schema\": \"schema.json\", \"schemaVersion\": 1, \"components\": [", "]}", "\"slug\": ",
        "\"parameters\": [", "\"name\": ", "\"type\": ", "\"default\": null", "\"required\": true",
        "\"description\": {}", "\"title\": {}", "\"pages\": {}", "\"platforms\": []", "\"sources\": []",
        "\"category\": \"\"", "\"level\": \"\"", "\"license\": \"\"", "\\u0000", "\\ud800", "1e999",
    ]

    static let markdown = [
        "---\n", "## API\n", "```timeline\n", "```\n", "~~~", "| Parameter | Type | Default | Description |\n",
        "| Parameter | Type | Default |\n", "|---|---|---|---|\n", "|:-:|", " | ", "\\|", "`", "``", "**", "_", "~~",
        "[a](b)", "![a](b)", "<a href=x>", "<script>", "&amp;", "&#0;", "[^1]", "- [ ] ", "> ", "1. ", "    ", "\t",
        "# ", "### ", "\r\n", "\u{FEFF}", "\u{0}", "\u{FFFD}", "required", "stage: list\n", "animation: .smooth\n",
    ]
}
