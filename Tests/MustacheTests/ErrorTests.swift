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

/// The errors thrown when creating a library of `templates`.
private func libraryErrors(_ templates: [String: String]) -> [MustacheError] {
    do {
        _ = try MustacheLibrary(templates: templates)
        return []
    } catch {
        return error.errors
    }
}

@Suite struct Errors {
    @Test func unclosedSectionReportsItsLineAndColumn() {
        let error = parseError("<ul>\n  {{#items}}\n  <li>{{.}}</li>\n</ul>\n")
        #expect(
            error
                == MustacheError(
                    templateName: "test", line: 2, column: 3,
                    message: "section 'items' is not closed"))
    }

    @Test func mismatchedClosingTagNamesBothTags() {
        let errors = libraryErrors(["test": "{{#a}}\n{{/b}}"])
        #expect(
            errors.map(\.description) == [
                "test:1:1: error: section 'a' is not closed",
                "test:2:1: error: closing tag 'b' does not match section 'a', opened at line 1, column 1",
            ])
    }

    @Test func templateAloneThrowsItsFirstErrorInSourceOrder() {
        #expect(parseError("{{#a}}\n{{/b}}")?.message == "section 'a' is not closed")
    }

    @Test func closingTagWithoutOpeningTagIsReported() {
        let error = parseError("text {{/a}}")
        #expect(error?.message == "closing tag 'a' has no opening tag")
        #expect(error?.column == 6)
    }

    @Test func unclosedTagReportsWhereItOpens() {
        let error = parseError("line one\nline {{two\nthree")
        #expect(
            error
                == MustacheError(
                    templateName: "test", line: 2, column: 6,
                    message: "tag is not closed: expected '}}'"))
    }

    @Test func unclosedTripleMustacheExpectsThreeBraces() {
        #expect(parseError("{{{html}}")?.message == "tag is not closed: expected '}}}'")
    }

    @Test func badDelimiterTagIsReported() {
        let error = parseError("a\n{{=<% %> x=}}")
        #expect(error?.line == 2)
        #expect(error?.message.hasPrefix("set-delimiters tag must hold two delimiters") == true)
        #expect(parseError("{{== ==}}") != nil)
    }

    @Test func delimiterContainingAnEqualsSignIsReported() {
        #expect(parseError("{{=<=% %>=}}")?.message == "a delimiter cannot contain '='")
    }

    @Test func tagWithoutNameIsReported() {
        #expect(parseError("{{ }}")?.message == "tag has no name")
        #expect(parseError("{{#}}{{/}}")?.message == "tag has no name")
    }

    @Test func nameWithWhitespaceOrEmptyDottedPartIsReported() {
        #expect(
            parseError("{{first name}}")?.message
                == "'first name' is not a valid name: a name contains no whitespace")
        #expect(
            parseError("{{a..b}}")?.message
                == "'a..b' is not a valid name: a dotted name has no empty part")
    }

    @Test func columnCountsCharactersNotBytes() {
        #expect(parseError("ÄÖÜ {{#a}}")?.column == 5)
    }

    @Test func unclosedParentAndBlockAreNamedAsSuch() {
        #expect(parseError("{{<layout}}{{$body}}x")?.message == "parent 'layout' is not closed")
        #expect(libraryErrors(["t": "{{$body}}x"]).map(\.message) == ["block 'body' is not closed"])
    }

    @Test func blockPassedTwiceToTheSameParentIsReported() {
        let errors = libraryErrors([
            "p": "{{$a}}{{/a}}", "c": "{{<p}}{{$a}}1{{/a}}{{$a}}2{{/a}}{{/p}}",
        ])
        #expect(errors.map(\.message) == ["block 'a' is passed twice"])
    }

    @Test func unknownPartialIsReportedWhenTheLibraryIsCreated() {
        let errors = libraryErrors(["page": "<main>\n  {{>missing}}\n</main>"])
        #expect(
            errors == [
                MustacheError(
                    templateName: "page", line: 2, column: 3, message: "unknown partial 'missing'")
            ])
    }

    @Test func unknownParentIsReportedWhenTheLibraryIsCreated() {
        let errors = libraryErrors(["page": "{{<missing}}{{/missing}}"])
        #expect(errors.map(\.message) == ["unknown parent 'missing'"])
    }

    @Test func libraryCollectsTheErrorsOfEveryTemplate() {
        let errors = libraryErrors([
            "b": "{{#x}}\n{{/y}}\n{{>nowhere}}",
            "a": "{{unclosed",
            "c": "fine {{>b}}",
        ])
        #expect(
            errors.map(\.description) == [
                "a:1:1: error: tag is not closed: expected '}}'",
                "b:1:1: error: section 'x' is not closed",
                "b:2:1: error: closing tag 'y' does not match section 'x', opened at line 1, column 1",
                "b:3:1: error: unknown partial 'nowhere'",
            ])
    }

    @Test func libraryReportsSeveralErrorsInOneTemplate() {
        let errors = libraryErrors(["t": "{{>a}} {{>b}}\n{{#c}}"])
        #expect(errors.map { "\($0.line):\($0.column)" } == ["1:1", "1:8", "2:1"])
    }

    @Test func templateAloneRejectsStaticPartials() {
        #expect(parseError("{{>header}}")?.message == "unknown partial 'header'")
    }

    @Test func unknownDynamicPartialFailsWhenRendering() throws {
        let library = try MustacheLibrary(templates: ["page": "x\n {{>*kind}}"])
        #expect(
            throws: MustacheError(
                templateName: "page", line: 2, column: 2, message: "unknown partial 'video'")
        ) {
            try library.render("page", ["kind": "video"])
        }
        #expect(throws: MustacheError.self) { try library.render("page", [:]) }
    }

    @Test func renderingAnUnknownTemplateNameFails() throws {
        let library = try MustacheLibrary(templates: ["page": ""])
        #expect(
            throws: MustacheError(
                templateName: "pgae", line: 0, column: 0, message: "no template named 'pgae'")
        ) {
            try library.render("pgae", [:])
        }
    }

    @Test func endlessRecursionIsReportedInsteadOfCrashing() throws {
        let library = try MustacheLibrary(templates: ["loop": "{{<loop}}{{/loop}}"])
        #expect(throws: MustacheError.self) { try library.render("loop", [:]) }
    }

    @Test func invalidTemplateFromALambdaIsReportedAtTheTag() throws {
        let lambda = MustacheLambda { "{{#open}}" }
        let template = try MustacheTemplate("\n  {{lambda}}", name: "page")
        #expect(throws: MustacheError.self) { try template.render(["lambda": .lambda(lambda)]) }
        do {
            _ = try template.render(["lambda": .lambda(lambda)])
        } catch {
            #expect(error.line == 2 && error.column == 3)
            #expect(error.message.contains("section 'open' is not closed"))
        }
    }

    @Test func descriptionUsesTheCompilerFormat() {
        let error = MustacheError(templateName: "layout", line: 3, column: 7, message: "oops")
        #expect(error.description == "layout:3:7: error: oops")
        let errors = MustacheErrors([
            error, MustacheError(templateName: "base", line: 1, column: 1, message: "first"),
        ])
        #expect(errors.description == "base:1:1: error: first\nlayout:3:7: error: oops")
    }
}
