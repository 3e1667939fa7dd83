import Mustache
import Testing

/// The error thrown when parsing `source` as a template named `test`.
private func parseError(_ source: String) -> MustacheError? {
    do {
        _ = try MustacheTemplate(source, name: "test")
        return nil
    } catch {
        return error
    }
}

/// The error thrown when rendering `name` from `templates` against `context`.
private func renderError(
    _ templates: [String: String], _ name: String, _ context: MustacheValue
) throws -> MustacheError? {
    let library = try MustacheLibrary(templates: templates)
    do {
        _ = try library.render(name, context)
        return nil
    } catch {
        return error
    }
}

/// `depth` objects nested under `key`, the innermost holding `key: false`.
private func chain(_ key: String, depth: Int) -> MustacheValue {
    var value: MustacheValue = [key: false]
    for _ in 0..<depth {
        value = .object([key: value])
    }
    return value
}

private let partialDepthMessage =
    "partials, parents and lambdas nest more than 100 deep; is a template including itself "
    + "without end?"

@Suite struct Limits {
    // MARK: Parsing

    @Test func templateOf200000TagsOnOneLineParses() throws {
        // The parser used to find each tag's column from the start of its line: quadratic.
        let source = String(repeating: "{{#a}}{{b}}{{/a}} ", count: 66_667)
        let template = try MustacheTemplate(source)
        let output = try template.render(["a": true, "b": "x"])
        #expect(output.utf8.count == 2 * 66_667)
    }

    @Test func columnsStayRightAfterManyTagsOnALine() {
        let source = String(repeating: "{{a}}", count: 10_000) + "é {{#b}}"
        #expect(parseError(source)?.column == 10_000 * 5 + 3)
    }

    @Test func sectionsNestedToTheLimitParse() throws {
        let source =
            String(repeating: "{{#a}}", count: 100) + "x" + String(repeating: "{{/a}}", count: 100)
        #expect(try MustacheTemplate(source).render(["a": true]) == "x")
    }

    @Test func sectionNestedPastTheLimitIsAnErrorAtItsTag() {
        let source = String(repeating: "  {{#a}}\n", count: 101) + String(repeating: "{{/a}}\n", count: 101)
        #expect(
            parseError(source)
                == MustacheError(
                    templateName: "test", line: 101, column: 3,
                    message:
                        "section 'a' is nested more than 100 deep "
                        + "(sections, inverted sections, blocks and parents count)"))
    }

    @Test func everyKindOfNestingCountsTowardsTheLimit() {
        // 25 of each kind, then one inverted section too many.
        let opening = String(repeating: "{{#s}}{{^i}}{{$b}}{{<p}}", count: 25)
        let source = opening + "{{^deep}}"
        let error = parseError(source)
        #expect(error?.line == 1)
        #expect(error?.column == opening.count + 1)
        #expect(error?.message.hasPrefix("inverted section 'deep' is nested more than 100") == true)
    }

    @Test func twentyThousandNestedSectionsAreAnErrorNotACrash() {
        let source =
            String(repeating: "{{#a}}", count: 20_000) + String(repeating: "{{/a}}", count: 20_000)
        let error = parseError(source)
        #expect(error?.line == 1)
        #expect(error?.column == 100 * 6 + 1)
    }

    @Test func libraryReportsTheNestingErrorOnce() {
        do {
            _ = try MustacheLibrary(templates: [
                "deep": String(repeating: "{{#a}}", count: 5_000)
            ])
            Issue.record("expected an error")
        } catch {
            #expect(error.errors.count == 1)
            #expect(error.errors.first?.column == 601)
        }
    }

    @Test func lambdaReturningTooDeepATemplateIsAnError() throws {
        let lambda = MustacheLambda { String(repeating: "{{#a}}", count: 101) }
        let template = try MustacheTemplate("\n {{l}}", name: "page")
        do {
            _ = try template.render(["l": .lambda(lambda)])
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 2 && error.column == 2)
            #expect(error.message.contains("section 'a' is nested more than 100 deep"))
        }
    }

    // MARK: Rendering

    @Test func recursivePartialRendersToTheDepthLimit() throws {
        let templates = ["tree": "{{#child}}<{{>tree}}>{{/child}}"]
        let library = try MustacheLibrary(templates: templates)
        let output = try library.render("tree", chain("child", depth: 100))
        #expect(output == String(repeating: "<", count: 100) + String(repeating: ">", count: 100))
    }

    @Test func recursivePartialPastTheDepthLimitIsAnErrorAtThePartialTag() throws {
        let templates = ["tree": "{{#child}}\n  {{>tree}}\n{{/child}}"]
        #expect(
            try renderError(templates, "tree", chain("child", depth: 101))
                == MustacheError(
                    templateName: "tree", line: 2, column: 3, message: partialDepthMessage))
    }

    @Test func partialsIncludingEachOtherWithoutEndAreAnError() throws {
        let templates = [
            "a": "{{#x}}{{>b}}{{/x}}",
            "b": "text {{>a}}",
        ]
        // Odd inclusions are a's partial tag, so the 101st is.
        #expect(
            try renderError(templates, "a", ["x": true])
                == MustacheError(
                    templateName: "a", line: 1, column: 7, message: partialDepthMessage))
    }

    @Test func lambdaRenderingItselfWithoutEndIsAnError() throws {
        let lambda = MustacheLambda { "{{again}}" }
        let template = try MustacheTemplate("{{again}}", name: "page")
        do {
            _ = try template.render(["again": .lambda(lambda)])
            Issue.record("expected an error")
        } catch {
            #expect(error.message == partialDepthMessage)
        }
    }

    @Test func renderNestingStopsAtItsLimit() throws {
        // Each inclusion nests 32 deep: `next`, 30 sections `x` and the partial. 8 inclusions
        // reach 256 exactly; a 9th would go past.
        let partial =
            "{{#next}}" + String(repeating: "{{#x}}", count: 30) + "{{>p}}"
            + String(repeating: "{{/x}}", count: 30) + "{{/next}}"
        let templates = ["p": partial]
        func context(_ depth: Int) -> MustacheValue {
            var value: MustacheValue = ["next": false, "x": true]
            for _ in 0..<depth {
                value = .object(["next": value, "x": true])
            }
            return value
        }
        let library = try MustacheLibrary(templates: templates)
        #expect(try library.render("p", context(8)) == "")
        #expect(
            try renderError(templates, "p", context(9))
                == MustacheError(
                    templateName: "p", line: 1, column: 1,
                    message:
                        "sections, blocks, partials, parents and lambdas nest more than 256 deep "
                        + "while rendering; is a template including itself without end?"))
    }

    @Test func deepRecursionFailsInsteadOfCrashingOnAnyThread() async throws {
        // Deep nesting in each template and endless inclusion: the render nesting limit stops
        // it on a task's thread too, whose stack may be smaller than the main thread's.
        let partial =
            String(repeating: "{{#x}}", count: 99) + "{{>p}}" + String(repeating: "{{/x}}", count: 99)
        let library = try MustacheLibrary(templates: ["p": partial])
        let message = await Task.detached {
            do {
                _ = try library.render("p", ["x": true])
                return ""
            } catch let error as MustacheError {
                return error.message
            } catch {
                return "\(error)"
            }
        }.value
        #expect(message.hasPrefix("sections, blocks, partials, parents and lambdas nest more than 256"))
    }

    /// Partials `p1`…`p<depth>`, each including the next `copies` times; the last writes `leaf`.
    static func tree(depth: Int, copies: Int, leaf: String) -> [String: String] {
        var templates = ["p\(depth)": leaf]
        for level in 1..<depth {
            templates["p\(level)"] = String(repeating: "{{>p\(level + 1)}}\n", count: copies)
        }
        return templates
    }

    @Test func partialsIncludingEachOtherManyTimesStopAtTheMostExpandedTag() throws {
        // Depth first, the tags of p6 expand most: each about 10,000 × 7/8 ÷ 8 times.
        let error = try #require(try renderError(Self.tree(depth: 7, copies: 8, leaf: ""), "p1", [:]))
        #expect([error.templateName, "\(error.line):\(error.column)"] == ["p6", "1:1"])
        #expect(
            error.message.hasPrefix(
                "partials and parents are expanded more than 10000 times in one render; this tag expanded 109"))
        #expect(
            error.message.hasSuffix("times, more than any other: do templates include one another several times over?"))
        let justUnder = Self.tree(depth: 5, copies: 9, leaf: "x")
        #expect(
            try MustacheLibrary(templates: justUnder).render("p1", [:]) == String(repeating: "x", count: 9 * 9 * 9 * 9))
    }

    @Test func aRenderPastItsSizeStopsAtTheMostExpandedTag() throws {
        let error = try renderError(
            Self.tree(depth: 4, copies: 20, leaf: String(repeating: "x", count: 16_384)), "p1", [:])
        #expect(error?.templateName == "p3")
        #expect(error?.message.hasPrefix("the rendered page passes 64 MiB; this tag expanded") == true)
    }

    // MARK: Steps

    @Test func sectionsOverAListNestedInOneAnotherStopAtTheOutermost() throws {
        // 4^12 passes that write nothing: no partial, and never near the size limit.
        let source = "<ul>\n  " + String(repeating: "{{#l}}", count: 12) + String(repeating: "{{/l}}", count: 12)
        let error = try renderError(["page": source], "page", ["l": [1, 2, 3, 4]])
        #expect(
            error
                == MustacheError(
                    templateName: "page", line: 2, column: 3,
                    message:
                        "the render ran 100000 steps more than its output and its templates' length account for, in the sections over lists that start here: "
                        + "each section over a list inside another multiplies the work", isOverBudget: true))
    }

    @Test func partialsFullOfTagsThatWriteNothingStopAtTheTemplate() throws {
        // 729 inclusions of 1,000 empty sections: few expansions, a million steps.
        var templates = Self.tree(depth: 4, copies: 9, leaf: String(repeating: "{{#no}}{{/no}}", count: 1_000))
        templates["p1"] = "x\n" + templates["p1"]!
        let error = try #require(try renderError(templates, "p1", ["no": false]))
        #expect([error.templateName, "\(error.line):\(error.column)"] == ["p4", "1:1"])
        #expect(
            error.message.hasPrefix(
                "the render ran 100000 steps more than its output and its templates' length account for, in this template"
            ))
        #expect(error.isOverBudget)
    }

    @Test func namesLookedUpUnderDeepSectionsCountEveryFrameSearched() throws {
        // 91 frames searched for each of 2,000 lookups: 182,000 steps for 2,000 bytes, in one
        // pass over a list.
        func page(lookups: Int) -> String {
            "{{#l}}" + String(repeating: "{{#o}}", count: 90) + String(repeating: "{{x}}", count: lookups)
                + String(repeating: "{{/o}}", count: 90) + "{{/l}}"
        }
        let context: MustacheValue = ["l": [1], "o": ["p": 1], "x": "y"]
        let error = try renderError(["page": page(lookups: 2_000)], "page", context)
        #expect(error?.message.hasPrefix("the render ran 100000 steps more than its output") == true)
        #expect(try MustacheLibrary(templates: ["page": page(lookups: 500)]).render("page", context).count == 500)
    }

    @Test func aLongListThatWritesLittleRendersWithinItsSteps() throws {
        // 30,000 passes writing nothing: a pass, a tag and a frame searched each, 90,000 steps.
        let items = MustacheValue.list(Array(repeating: ["v": ""], count: 30_000))
        #expect(try MustacheLibrary(templates: ["page": "{{#l}}{{v}}{{/l}}"]).render("page", ["l": items]).isEmpty)
        // A byte written pays for a step: 4 steps and 1 byte a pass.
        let writing = try MustacheLibrary(templates: ["page": "{{#l}}{{#v}}{{/v}},{{/l}}"]).render(
            "page", ["l": .list(Array(repeating: ["v": false], count: 30_000))])
        #expect(writing.count == 30_000)
    }

    @Test func sectionsOverListsThatWriteMuchStopAtTheRenderedSize() throws {
        let source =
            "a\n" + String(repeating: "{{#l}}", count: 14) + "0123456789abcdef" + String(repeating: "{{/l}}", count: 14)
        let error = try renderError(["page": source], "page", ["l": [1, 2, 3, 4]])
        #expect(
            error?.message
                == "the rendered page passes 64 MiB, in the sections over lists that start here: each section over a list inside another multiplies the work"
        )
        #expect([error?.line, error?.column] == [2, 1])
    }
}
