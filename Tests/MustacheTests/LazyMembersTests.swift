import Foundation
import Mustache
import Testing

/// Counts how many times each member of a lazy object is computed.
private final class MemberCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func computed(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        counts[name, default: 0] += 1
    }

    var byName: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }
}

/// A lazy object with the members of `members`, in their order; each computation is counted
/// in `counts` when given.
private func lazy(_ members: KeyValuePairs<String, MustacheValue>, counts: MemberCounts? = nil) -> MustacheValue {
    let names = members.map(\.key)
    let values = members.map(\.value)
    return .members(
        MustacheMembers(MustacheMemberNames(names)) { index in
            counts?.computed(names[index])
            return values[index]
        })
}

private func strictRender(_ source: String, _ context: MustacheValue) -> Result<String, MustacheError> {
    do {
        return .success(try MustacheLibrary(templates: ["page": source], missingNames: .fail).render("page", context))
    } catch let error as MustacheError {
        return .failure(error)
    } catch {
        Issue.record("the library did not compile: \(error)")
        return .success("")
    }
}

private func strictError(_ source: String, _ context: MustacheValue) -> MustacheError? {
    if case .failure(let error) = strictRender(source, context) { return error }
    return nil
}

/// The member `name` of the lazy object `value`, looked up through the public subscript.
private func member(_ name: String, of value: MustacheValue) -> MustacheValue? {
    guard case .members(let members) = value else { return nil }
    return members[name]
}

@Suite struct LazyMembers {
    @Test func membersResolveByName() throws {
        let context = lazy(["title": "Fade In", "count": 3, "isNew": true])
        #expect(try render("{{title}}: {{count}} {{isNew}}", context) == "Fade In: 3 true")
    }

    @Test func dottedNamesGoThroughLazyAndEagerObjectsMixed() throws {
        let context: MustacheValue = [
            "page": lazy(["component": ["api": lazy(["url": "api/fade.json"])]])
        ]
        #expect(try render("{{page.component.api.url}}", context) == "api/fade.json")
        let lazyRoot = lazy(["site": ["lang": lazy(["code": "es"])]])
        #expect(try render("{{site.lang.code}}|{{#site.lang}}{{code}}{{/site.lang}}", lazyRoot) == "es|es")
    }

    @Test func namesNotInTheTableFallThroughToLowerFrames() throws {
        let context: MustacheValue = [
            "heading": "Lists", "name": "outer", "card": lazy(["name": "Fade In"]),
        ]
        #expect(try render("{{#card}}{{name}} in {{heading}}{{/card}}", context) == "Fade In in Lists")
        let lazyBelow = lazy(["heading": "Lists", "cards": [["name": "Row"], lazy(["name": "Tile"])]])
        #expect(try render("{{#cards}}{{name}}/{{heading}} {{/cards}}", lazyBelow) == "Row/Lists Tile/Lists ")
    }

    @Test func firstPartOfADottedNamePicksTheLazyFrameAsForADictionary() throws {
        // `api` is in the card, so `api.url` resolves there or not at all.
        let context: MustacheValue = ["api": ["url": "outer"], "card": lazy(["api": lazy(["json": "j"])])]
        #expect(try render("{{#card}}[{{api.url}}]{{/card}}", context) == "[]")
        #expect(
            try render("{{#card}}[{{api.url}}]{{/card}}", ["api": ["url": "outer"], "card": ["api": ["json": "j"]]])
                == "[]")
    }

    @Test func memberWhoseValueIsNullResolvesAndHidesLowerFrames() throws {
        let context: MustacheValue = ["summary": "outer", "card": lazy(["summary": .null])]
        #expect(try render("{{#card}}[{{summary}}]{{/card}}", context) == "[]")
        #expect(try strictRender("{{#card}}[{{summary}}{{summary.text}}]{{/card}}", context).get() == "[]")
        #expect(try render("{{#card}}{{^summary}}none{{/summary}}{{/card}}", context) == "none")
    }

    @Test func lazyObjectsAreTruthyAndRenderAsNothingLikeDictionaries() throws {
        let empty = MustacheValue.members(MustacheMembers(MustacheMemberNames([])) { _ in .null })
        let context: MustacheValue = ["empty": empty, "card": lazy(["name": "Row"])]
        let source = "{{#empty}}yes{{/empty}}{{^empty}}no{{/empty}}|{{^card}}no{{/card}}|[{{card}}{{{card}}}]"
        #expect(try render(source, context) == "yes||[]")
        #expect(try render(source, ["empty": [:], "card": ["name": "Row"]]) == "yes||[]")
    }

    @Test func strictLookupNamesTheLazyObjectsMembers() {
        let eager: MustacheValue = [
            "component": ["slug": "fade-in", "title": "Fade In", "summary": "Fades in.", "timelineSVG": .null],
            "root": "../",
        ]
        let lazyContext = lazy([
            "component": lazy(["slug": "fade-in", "title": "Fade In", "summary": "Fades in.", "timelineSVG": .null]),
            "root": "../",
        ])
        let error = strictError("{{component.titel}}", lazyContext)
        #expect(error?.unknownName?.resolvedPart == "component")
        #expect(error?.unknownName?.suggestion == "component.title")
        #expect(
            error?.message
                == "unknown name 'component.titel'; did you mean 'component.title'? "
                + "(component has: title, slug, summary, timelineSVG)")
        for source in ["{{component.titel}}", "{{rot}}", "{{#component}}{{titel}}{{/component}}", "{{root.x}}"] {
            let lazyError = strictError(source, lazyContext)
            #expect(lazyError != nil)
            #expect(lazyError == strictError(source, eager), "\(source)")
        }
    }

    @Test func membersNoTagNamesAreNeverComputed() throws {
        let counts = MemberCounts()
        let card = lazy(["name": "Row", "summary": "Rows.", "url": "row.html"], counts: counts)
        let context = lazy(
            ["title": "Fade In", "summary": "Fades in.", "card": card, "api": ["url": "x"]], counts: counts)
        #expect(try render("{{title}}{{#card}} {{name}}{{/card}}", context) == "Fade In Row")
        #expect(counts.byName == ["title": 1, "card": 1, "name": 1])
    }

    @Test func theContextsMembersAreComputedOncePerRender() throws {
        let counts = MemberCounts()
        let context = lazy(["title": "Fade In", "items": [1, 2]], counts: counts)
        let library = try MustacheLibrary(templates: [
            "page": "{{title}}{{#items}} {{title}}{{/items}}{{^items}}none{{/items}}{{> footer}}",
            "footer": "|{{title}}",
        ])
        #expect(try library.render("page", context) == "Fade In Fade In Fade In|Fade In")
        #expect(counts.byName == ["title": 1, "items": 1])
        _ = try library.render("page", context)
        #expect(counts.byName == ["title": 2, "items": 2])
    }

    @Test func membersOfOtherLazyObjectsAreComputedAtEveryTag() throws {
        let counts = MemberCounts()
        let context: MustacheValue = ["card": lazy(["name": "Row"], counts: counts)]
        #expect(try render("{{card.name}}{{#card}}{{name}}{{name}}{{/card}}", context) == "RowRowRow")
        #expect(counts.byName == ["name": 3])
    }

    @Test func namesThatAreNotASCIIResolveAsInADictionary() throws {
        // Equal as Swift strings, different in their bytes: é composed and decomposed, and the
        // Kelvin sign, whose canonical form is K.
        let members: KeyValuePairs<String, MustacheValue> = ["caf\u{E9}": "coffee", "K": "kelvin", "plain": "p"]
        let eager = MustacheValue.object(Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) }))
        let source = "{{cafe\u{301}}} {{\u{212A}}} {{plain}} {{caf\u{E9}}} {{K}}"
        #expect(try render(source, lazy(members)) == "coffee kelvin p coffee kelvin")
        #expect(try render(source, lazy(members)) == render(source, eager))
        let onlyASCII = lazy(["K": "kelvin", "cafe": "no"])
        #expect(try render("{{\u{212A}}} [{{caf\u{E9}}}]", onlyASCII) == "kelvin []")
    }

    @Test func everyNameOfALargeTableResolves() throws {
        let names = (0..<300).map { "member\($0)" } + ["a", "b", "ab", "ba", "", "x.y"]
        let table = MustacheMemberNames(names)
        let object = MustacheValue.members(MustacheMembers(table) { .string(names[$0] + "!") })
        for name in names where !name.isEmpty && !name.contains(".") {
            #expect(try render("{{\(name)}}", object) == name + "!")
            #expect(member(name, of: object) != nil)
        }
        #expect(member("", of: object) != nil)
        #expect(member("x.y", of: object) != nil)
        for missing in ["member300", "member-1", "c", "aa", "Member1"] {
            #expect(member(missing, of: object) == nil)
            #expect(try render("[{{\(missing)}}]", object) == "[]")
        }
        // A tag trims the spaces around its name; the subscript does not.
        #expect(member("member1 ", of: object) == nil)
    }

    @Test func lambdasRenderAgainstLazyObjects() throws {
        let context = lazy([
            "name": "Row",
            "bold": .lambda(MustacheLambda { text in "<b>" + text + "</b>" }),
            "label": .lambda(MustacheLambda { "{{name}}!" }),
        ])
        #expect(try render("{{#bold}}{{name}}{{/bold}} {{label}}", context) == "<b>Row</b> Row!")
    }

    @Test func aRepeatedNameResolvesToItsLastMember() throws {
        let table = MustacheMemberNames(["name", "name"])
        let context = MustacheValue.members(MustacheMembers(table) { .int($0) })
        #expect(try render("{{name}}", context) == "1")
        #expect(table.names == ["name", "name"])
    }
}
