import Mustache
import Testing

/// Renders the template `page` of a strict library made of `templates`, returning the output
/// or the error.
private func strict(_ templates: [String: String], _ context: MustacheValue) -> Result<String, MustacheError> {
    do {
        let library = try MustacheLibrary(templates: templates, missingNames: .fail)
        return .success(try library.render("page", context))
    } catch let error as MustacheError {
        return .failure(error)
    } catch {
        Issue.record("the library did not compile: \(error)")
        return .success("")
    }
}

private func strict(_ source: String, _ context: MustacheValue) -> Result<String, MustacheError> {
    strict(["page": source], context)
}

private func strictError(_ source: String, _ context: MustacheValue) -> MustacheError? {
    if case .failure(let error) = strict(source, context) { return error }
    return nil
}

private let component: MustacheValue = [
    "component": [
        "slug": "fade-in", "title": "Fade In", "summary": "Fades in.", "license": "MIT",
        "timelineSVG": .null, "isFallback": false,
    ],
    "t": ["api-reference": "API reference", "source-code": "Source"],
]

@Suite struct StrictLookup {
    @Test func knownNamesRenderAsInLenientLookup() throws {
        let source = "{{component.title}} {{t.api-reference}}{{#component}} {{slug}}{{/component}}"
        #expect(try strict(source, component).get() == "Fade In API reference fade-in")
    }

    @Test func unknownTopLevelNameFailsAtItsTag() {
        let error = strictError("<h1>\n  {{titel}}</h1>", ["title": "A", "slug": "a"])
        #expect(error?.templateName == "page")
        #expect(error?.line == 2)
        #expect(error?.column == 3)
        #expect(
            error?.unknownName
                == MustacheError.UnknownName(
                    name: "titel", resolvedPart: "", suggestion: "title", available: ["title", "slug"]))
    }

    @Test func unknownTopLevelNameListsTheNamesOfEveryFrame() {
        let context: MustacheValue = ["items": [["label": "x"]], "heading": "H"]
        let error = strictError("{{#items}}{{lable}}{{/items}}", context)
        #expect(error?.unknownName?.suggestion == "label")
        #expect(Set(error?.unknownName?.available ?? []) == ["label", "items", "heading"])
    }

    @Test func unknownDottedMemberNamesTheObjectAndItsClosestMembers() {
        let error = strictError("{{component.titel}}", component)
        #expect(error?.unknownName?.resolvedPart == "component")
        #expect(error?.unknownName?.suggestion == "component.title")
        #expect(error?.unknownName?.available.first == "title")
        #expect(
            error?.message
                == "unknown name 'component.titel'; did you mean 'component.title'? "
                + "(component has: title, license, slug, summary, timelineSVG, isFallback)")
    }

    @Test func messageEndsWithAnEllipsisWhenMoreNamesExist() {
        let object = MustacheValue.object(
            Dictionary(uniqueKeysWithValues: (1...9).map { ("key\($0)", MustacheValue.int($0)) }))
        let error = strictError("{{o.key0}}", ["o": object])
        #expect(error?.message.hasSuffix(", …)") == true)
        #expect(error?.unknownName?.available.count == 9)
    }

    @Test func unknownUIStringKeyIsAnError() {
        let error = strictError("{{t.api-referense}}", component)
        #expect(error?.unknownName?.suggestion == "t.api-reference")
        #expect(error?.message.hasPrefix("unknown name 't.api-referense'; did you mean 't.api-reference'?") == true)
    }

    @Test func memberOfTextIsAnError() {
        let error = strictError("{{component.title.length}}", component)
        #expect(error?.message == "unknown name 'component.title.length': 'component.title' is text and has no members")
        #expect(error?.unknownName?.resolvedPart == "component.title")
    }

    @Test func noSuggestionWhenNothingIsClose() {
        let error = strictError("{{component.zzzzzzzz}}", component)
        #expect(error?.unknownName?.suggestion == nil)
        #expect(error?.message.hasPrefix("unknown name 'component.zzzzzzzz' (component has: ") == true)
    }

    @Test func nullValueIsNotAnError() throws {
        #expect(try strict("[{{component.timelineSVG}}]", component).get() == "[]")
        #expect(try strict("[{{#component.timelineSVG}}x{{/component.timelineSVG}}]", component).get() == "[]")
        #expect(try strict("[{{^component.timelineSVG}}none{{/component.timelineSVG}}]", component).get() == "[none]")
    }

    @Test func membersOfNullAreNull() throws {
        #expect(try strict("[{{category.name}}]", ["category": .null]).get() == "[]")
    }

    @Test func falseValueIsNotAnError() throws {
        #expect(try strict("[{{#component.isFallback}}x{{/component.isFallback}}]", component).get() == "[]")
        #expect(try strict("[{{component.isFallback}}]", component).get() == "[false]")
    }

    @Test func sectionOnAnAbsentKeyIsAnError() {
        let error = strictError("{{#component.hasGuides}}\n{{/component.hasGuides}}", component)
        #expect(error?.line == 1)
        #expect(error?.column == 1)
        #expect(error?.unknownName?.name == "component.hasGuides")
    }

    @Test func invertedSectionOnAnAbsentKeyIsAnError() {
        let error = strictError("x {{^isDraft}}{{/isDraft}}", ["title": "A"])
        #expect(error?.column == 3)
        #expect(error?.unknownName?.name == "isDraft")
    }

    @Test func implicitIteratorAlwaysResolves() throws {
        #expect(try strict("{{#items}}{{.}}{{/items}}", ["items": ["a", "b"]]).get() == "ab")
        #expect(try strict("{{.}}", "top").get() == "top")
    }

    @Test func namesResolveThroughEveryFrameOfTheStack() throws {
        let context: MustacheValue = ["items": [["label": "x"]], "heading": "H"]
        #expect(try strict("{{#items}}{{heading}}{{label}}{{/items}}", context).get() == "Hx")
    }

    @Test func errorInAPartialNamesThePartial() {
        let templates = ["page": "<ul>{{#items}}{{> item}}{{/items}}</ul>", "item": "<li>\n{{lable}}</li>"]
        guard case .failure(let error) = strict(templates, ["items": [["label": "x"]]]) else {
            Issue.record("expected an error")
            return
        }
        #expect(error.description.hasPrefix("item:2:1: error: unknown name 'lable'; did you mean 'label'?"))
    }

    @Test func lambdasWorkAsInLenientLookup() throws {
        let context: MustacheValue = [
            "upper": .lambda(MustacheLambda { (text: String) in text.uppercased() }),
            "name": "x",
        ]
        #expect(try strict("{{#upper}}a{{/upper}}{{name}}", context).get() == "Ax")
    }

    @Test func errorsRenderingListsEveryUnknownNameInOrder() throws {
        let library = try MustacheLibrary(
            templates: ["page": "{{titel}}\n{{#items}}{{lable}}{{/items}}\n{{#upper}}{{nmae}}{{/upper}}"],
            missingNames: .fail)
        let context: MustacheValue = [
            "title": "A", "items": [["label": "x"], ["label": "y"]], "name": "n",
            "upper": .lambda(MustacheLambda { (text: String) in text }),
        ]
        let errors = library.errors(rendering: "page", context)
        // `lable` fails for each item, and is reported once.
        #expect(errors.map(\.unknownName?.name) == ["titel", "lable", "nmae"])
        // A lambda's template is its own, named after the tag.
        #expect(
            errors.map { "\($0.templateName):\($0.line)" } == [
                "page:1", "page:2", "page (lambda at line 3):1",
            ])
        #expect(
            library.errors(rendering: "page", ["title": "A", "name": "n", "items": [], "upper": false]) == [errors[0]])
    }

    @Test func errorsRenderingStopsReportingPastTheLimit() throws {
        let limit = MustacheLimits.reportedUnknownNames
        let source = String(repeating: "{{a}}", count: 10_000)
        let errors = try MustacheLibrary(templates: ["page": source], missingNames: .fail).errors(
            rendering: "page", [:])
        #expect(errors.count == limit + 1)
        #expect(errors.dropLast().allSatisfy { $0.unknownName?.name == "a" })
        #expect(errors.last?.column == limit * 5 + 1)
        #expect(errors.last?.message == "more than \(limit) unknown names in one render; the others are not reported")
    }

    @Test func errorsRenderingEndsWithTheErrorThatStopsRendering() throws {
        let library = try MustacheLibrary(templates: ["page": "{{titel}}{{>*partial}}"], missingNames: .fail)
        let errors = library.errors(rendering: "page", ["title": "A", "partial": "none"])
        #expect(errors.map(\.message) == [errors[0].message, "unknown partial 'none'"])
        #expect(library.errors(rendering: "nothing", [:]).map(\.message) == ["no template named 'nothing'"])
    }

    @Test func lenientLookupStaysTheDefault() throws {
        #expect(try MustacheTemplate("[{{titel}}{{#a.b}}x{{/a.b}}]").render(["title": "A"]) == "[]")
    }

    @Test func standaloneTemplateHasStrictLookupToo() {
        #expect(throws: MustacheError.self) {
            try MustacheTemplate("{{titel}}", name: "t", missingNames: .fail).render(["title": "A"])
        }
    }
}
