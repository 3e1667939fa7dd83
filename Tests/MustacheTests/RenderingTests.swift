import Mustache
import Testing

/// Renders `source` alone against `context`.
func render(_ source: String, _ context: MustacheValue = [:]) throws -> String {
    try MustacheTemplate(source, name: "test").render(context)
}

/// Renders the template `name` of a library made of `templates`.
func render(
    _ name: String, in templates: [String: String], _ context: MustacheValue = [:]
) throws -> String {
    try MustacheLibrary(templates: templates).render(name, context)
}

@Suite struct Interpolation {
    @Test func escapesQuotesAndApostrophes() throws {
        let html = try render("{{text}}", ["text": #"<a href="x">Tom & Jerry's</a>"#])
        #expect(html == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
    }

    @Test func tripleMustacheAndAmpersandInsertTextAsIs() throws {
        let context: MustacheValue = ["html": "<b>bold</b> & 'more'"]
        #expect(
            try render("{{{html}}}|{{&html}}", context)
                == "<b>bold</b> & 'more'|<b>bold</b> & 'more'")
    }

    @Test func escapingKeepsMultiByteCharactersIntact() throws {
        #expect(try render("{{text}}", ["text": "Grüße <ő> 🎉"]) == "Grüße &lt;ő&gt; 🎉")
    }

    @Test func textWithoutSpecialCharactersIsCopiedUnchanged() throws {
        let long = String(repeating: "plain text, no entities ", count: 100)
        #expect(try render("{{text}}", ["text": .string(long)]) == long)
    }

    @Test func numbersPrintInTheirShortestForm() throws {
        let context: MustacheValue = ["int": 85, "fraction": 1.5, "whole": 3.0, "negative": -2]
        #expect(try render("{{int}} {{fraction}} {{whole}} {{negative}}", context) == "85 1.5 3 -2")
    }

    @Test func booleansPrintAsWords() throws {
        #expect(try render("{{yes}}/{{no}}", ["yes": true, "no": false]) == "true/false")
    }

    @Test func missingAndNullValuesRenderNothing() throws {
        #expect(
            try render("[{{missing}}][{{null}}][{{a.b.c}}]", ["null": .null, "a": [:]]) == "[][][]")
    }

    @Test func dottedNamesResolveThroughObjects() throws {
        let context: MustacheValue = ["page": ["component": ["name": "Toggle"]]]
        #expect(try render("{{page.component.name}}", context) == "Toggle")
    }

    @Test func dottedNameStopsAtTheFirstFrameHoldingItsFirstKey() throws {
        // `a` is found in the inner frame, which has no `b`: the outer `a.b` is not used.
        let context: MustacheValue = ["a": ["b": "outer"], "section": ["a": ["c": 1]]]
        #expect(try render("{{#section}}[{{a.b}}]{{/section}}", context) == "[]")
    }

    @Test func dictionaryLiteralKeepsTheLastValueOfARepeatedKey() throws {
        let context: MustacheValue = ["key": "first", "key": "last"]
        #expect(try render("{{key}}", context) == "last")
    }
}

@Suite struct Sections {
    @Test func listRendersOncePerItemWithTheItemOnTop() throws {
        let context: MustacheValue = ["items": [["name": "a"], ["name": "b"]], "sep": ","]
        #expect(try render("{{#items}}{{name}}{{sep}}{{/items}}", context) == "a,b,")
    }

    @Test func implicitIteratorRendersTheCurrentItem() throws {
        #expect(try render("{{#list}}<{{.}}>{{/list}}", ["list": ["x", 2, 1.5]]) == "<x><2><1.5>")
    }

    @Test func emptyStringEmptyListFalseAndNullAreFalsey() throws {
        let context: MustacheValue = ["text": "", "list": [], "flag": false, "none": .null]
        let template =
            "{{#text}}1{{/text}}{{#list}}2{{/list}}{{#flag}}3{{/flag}}{{#none}}4{{/none}}"
        #expect(try render(template, context) == "")
        let inverted =
            "{{^text}}1{{/text}}{{^list}}2{{/list}}{{^flag}}3{{/flag}}{{^none}}4{{/none}}"
        #expect(try render(inverted, context) == "1234")
    }

    @Test func zeroAndEmptyObjectsAreTruthy() throws {
        #expect(
            try render(
                "{{#zero}}[{{.}}]{{/zero}}{{#object}}o{{/object}}", ["zero": 0, "object": [:]])
                == "[0]o")
    }

    @Test func objectSectionPushesItsKeysAndKeepsOuterOnes() throws {
        let context: MustacheValue = ["site": "Catalog", "page": ["title": "Buttons"]]
        #expect(
            try render("{{#page}}{{title}} – {{site}}{{/page}}", context) == "Buttons – Catalog")
    }

    @Test func standaloneSectionTagsLeaveNoBlankLines() throws {
        let template = "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n</ul>\n"
        #expect(
            try render(template, ["items": ["a", "b"]])
                == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
    }

    @Test func setDelimitersApplyUntilChangedAgain() throws {
        let template = "{{=<% %>=}}<%name%> {{name}} <%={{ }}=%>{{name}}"
        #expect(try render(template, ["name": "x"]) == "x {{name}} x")
    }

    @Test func commentsRenderNothing() throws {
        #expect(try render("a{{! a comment }}b\n{{!\nstandalone\n}}\nc") == "ab\nc")
    }
}

@Suite struct Partials {
    @Test func partialRendersInTheCurrentContext() throws {
        let templates = ["page": "{{#user}}{{>badge}}{{/user}}", "badge": "[{{name}}]"]
        #expect(try render("page", in: templates, ["user": ["name": "Ada"]]) == "[Ada]")
    }

    @Test func standalonePartialIsIndentedLineByLine() throws {
        let templates = [
            "page": "<body>\n  {{>nav}}\n</body>\n",
            "nav": "<nav>\n  <a>{{title}}</a>\n</nav>\n",
        ]
        let html = try render("page", in: templates, ["title": "Home"])
        #expect(html == "<body>\n  <nav>\n    <a>Home</a>\n  </nav>\n</body>\n")
    }

    @Test func indentationOfNestedStandalonePartialsAddsUp() throws {
        let templates = ["a": "<a>\n  {{>b}}\n</a>", "b": "<b>\n  {{>c}}\n</b>\n", "c": "<c/>\n"]
        #expect(try render("a", in: templates) == "<a>\n  <b>\n    <c/>\n  </b>\n</a>")
    }

    @Test func blankLinesOfAnIndentedPartialStayEmpty() throws {
        let templates = ["page": "  {{>text}}\n", "text": "one\n\ntwo\n"]
        #expect(try render("page", in: templates) == "  one\n\n  two\n")
    }

    @Test func interpolatedTextIsNotIndented() throws {
        let templates = ["page": "  {{>code}}\n", "code": "<pre>{{{code}}}</pre>\n"]
        #expect(try render("page", in: templates, ["code": "a\nb"]) == "  <pre>a\nb</pre>\n")
    }

    @Test func partialRecursesThroughData() throws {
        let templates = ["tree": "{{name}}({{#children}}{{>tree}}{{/children}})"]
        let context: MustacheValue = [
            "name": "root",
            "children": [["name": "a", "children": []], ["name": "b", "children": []]],
        ]
        #expect(try render("tree", in: templates, context) == "root(a()b())")
    }

    @Test func dynamicPartialTakesItsNameFromTheContext() throws {
        let templates = [
            "list": "{{#items}}{{>*kind}}{{/items}}", "text": "t:{{value}};",
            "image": "i:{{value}};",
        ]
        let context: MustacheValue = [
            "items": [["kind": "text", "value": "a"], ["kind": "image", "value": "b"]]
        ]
        #expect(try render("list", in: templates, context) == "t:a;i:b;")
    }

    @Test func missingPartialRendersNothingWhenAskedTo() throws {
        let library = try MustacheLibrary(
            templates: ["page": "[{{>missing}}][{{>*name}}]"], missingPartials: .renderEmpty)
        #expect(try library.render("page", ["name": "nothing"]) == "[][]")
    }

    @Test func utf8RenderingMatchesStringRendering() throws {
        let library = try MustacheLibrary(templates: [
            "page": "<p>{{text}}</p> {{>part}}", "part": "ü",
        ])
        let context: MustacheValue = ["text": "Grüße & <tschüs>"]
        let bytes = try library.renderUTF8("page", context)
        #expect(String(decoding: bytes, as: UTF8.self) == (try library.render("page", context)))
        #expect(try library.render("page", context) == "<p>Grüße &amp; &lt;tschüs&gt;</p> ü")
    }

    @Test func libraryListsItsTemplateNamesSorted() throws {
        let library = try MustacheLibrary(templates: ["b": "", "a": "", "c": ""])
        #expect(library.templateNames == ["a", "b", "c"])
    }
}

@Suite struct Lambdas {
    @Test func sectionLambdaReceivesTheRawSectionText() throws {
        let bold = MustacheLambda { (text: String) in "<b>\(text)</b>" }
        let html = try render(
            "{{#bold}}Hi {{name}}{{/bold}}", ["bold": .lambda(bold), "name": "Ada"])
        #expect(html == "<b>Hi Ada</b>")
    }

    @Test func variableLambdaResultIsRenderedThenEscaped() throws {
        let lambda = MustacheLambda { "{{name}} & co" }
        let context: MustacheValue = ["lambda": .lambda(lambda), "name": "<Ada>"]
        #expect(
            try render("{{lambda}}|{{{lambda}}}", context)
                == "&amp;lt;Ada&amp;gt; &amp; co|&lt;Ada&gt; & co")
    }

    @Test func lambdaIsTruthyForInvertedSections() throws {
        let lambda = MustacheLambda { (_: String) in "" }
        #expect(try render("[{{^lambda}}hidden{{/lambda}}]", ["lambda": .lambda(lambda)]) == "[]")
    }
}
