import Mustache
import Testing

@Suite struct Inheritance {
    @Test func blockInParentIsReplacedByChild() throws {
        let templates = [
            "layout": "<title>{{$title}}Catalog{{/title}}</title>",
            "page": "{{<layout}}{{$title}}Buttons{{/title}}{{/layout}}",
        ]
        #expect(try render("page", in: templates) == "<title>Buttons</title>")
    }

    @Test func blockKeepsItsDefaultWhenTheChildPassesNothing() throws {
        let templates = [
            "layout": "<title>{{$title}}Catalog{{/title}}</title>",
            "page": "{{<layout}}{{/layout}}",
        ]
        #expect(try render("page", in: templates) == "<title>Catalog</title>")
    }

    @Test func overrideRendersInTheContextOfTheBlock() throws {
        let templates = [
            "layout": "{{#page}}{{$body}}{{/body}}{{/page}}",
            "child": "{{<layout}}{{$body}}{{title}}{{/body}}{{/layout}}",
        ]
        let context: MustacheValue = ["title": "outer", "page": ["title": "inner"]]
        #expect(try render("child", in: templates, context) == "inner")
    }

    @Test func outermostChildWinsInMultiLevelInheritance() throws {
        let templates = [
            "base": "[{{$a}}base{{/a}}|{{$b}}base{{/b}}]",
            "section": "{{<base}}{{$a}}section{{/a}}{{$b}}section{{/b}}{{/base}}",
            "page": "{{<section}}{{$a}}page{{/a}}{{/section}}",
        ]
        #expect(try render("page", in: templates) == "[page|section]")
    }

    @Test func overridesReachBlocksInPartialsOfTheParent() throws {
        let templates = [
            "layout": "<head>{{>head}}</head>",
            "head": "<title>{{$title}}Catalog{{/title}}</title>",
            "page": "{{<layout}}{{$title}}Toggle{{/title}}{{/layout}}",
        ]
        #expect(try render("page", in: templates) == "<head><title>Toggle</title></head>")
    }

    @Test func pageLayoutKeepsItsIndentationAroundMultiLineBlocks() throws {
        let templates = [
            "layout": """
            <html>
              <body>
                {{$body}}
                <p>No content.</p>
                {{/body}}
              </body>
            </html>

            """,
            "page": """
            {{<layout}}
            {{$body}}
            <h1>{{title}}</h1>
            {{#items}}
            <p>{{.}}</p>
            {{/items}}
            {{/body}}
            {{/layout}}

            """,
        ]
        let html = try render("page", in: templates, ["title": "Buttons", "items": ["a", "b"]])
        #expect(
            html == """
                <html>
                  <body>
                    <h1>Buttons</h1>
                    <p>a</p>
                    <p>b</p>
                  </body>
                </html>

                """)
        #expect(
            try render("layout", in: templates) == """
                <html>
                  <body>
                    <p>No content.</p>
                  </body>
                </html>

                """)
    }

    @Test func standalonePartialInsideAnOverrideIsIndentedAtTheBlock() throws {
        let templates = [
            "layout": "<main>\n  {{$body}}\n  {{/body}}\n</main>\n",
            "page":
                "{{<layout}}\n{{$body}}\n<section>\n  {{>card}}\n</section>\n{{/body}}\n{{/layout}}\n",
            "card": "<div>\n  x\n</div>\n",
        ]
        let html = try render("page", in: templates)
        #expect(
            html == "<main>\n  <section>\n    <div>\n      x\n    </div>\n  </section>\n</main>\n")
    }

    @Test func inlineOverrideAtAStandaloneBlockStartsIndented() throws {
        let templates = [
            "layout": "<main>\n  {{$body}}\n  {{/body}}\n</main>",
            "page": "{{<layout}}{{$body}}one\ntwo\n{{/body}}{{/layout}}",
        ]
        #expect(try render("page", in: templates) == "<main>\n  one\n  two\n</main>")
    }

    @Test func textInsideAParentPairIsIgnored() throws {
        let templates = [
            "layout": "<{{$a}}{{/a}}>",
            "page": "{{<layout}} ignored {{$a}}kept{{/a}} ignored {{/layout}}",
        ]
        #expect(try render("page", in: templates) == "<kept>")
    }

    @Test func dynamicParentTakesItsNameFromTheContext() throws {
        let templates = [
            "wide": "wide:{{$body}}{{/body}}", "narrow": "narrow:{{$body}}{{/body}}",
            "page": "{{<*layout}}{{$body}}x{{/body}}{{/*layout}}",
        ]
        #expect(try render("page", in: templates, ["layout": "narrow"]) == "narrow:x")
    }
}
