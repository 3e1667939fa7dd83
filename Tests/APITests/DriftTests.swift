import API
import Diagnostics
import SwiftDump
import Testing

@Suite struct DriftTests {
    static let page = "Content/components/pile/index.en.md"
    static let source = "Content/components/pile/Pile.swift"

    static func row(_ name: String, _ type: String, _ value: String?, line: Int) -> TableRow {
        TableRow(name: name, type: type, defaultValue: value, location: SourceLocation(path: page, line: line))
    }

    static let declared = DeclaredType(
        name: "Pile", line: 10, column: 1, conformances: ["View"],
        parameters: [
            DeclaredParameter(name: "cards", type: "[Card]", defaultValue: nil, line: 11, column: 9),
            DeclaredParameter(name: "spacing", type: "CGFloat", defaultValue: "8.0", line: 12, column: 9),
            DeclaredParameter(name: "content", type: "(Card) -> Content", defaultValue: nil, line: 13, column: 22),
        ], hasExplicitInit: false)

    static func drift(_ rows: [TableRow], types: [DeclaredType] = [declared], typeName: String? = nil) -> [Diagnostic] {
        TableDrift(
            pagePath: page, tableLocation: SourceLocation(path: page, line: 40), rows: rows,
            typeName: typeName.map { ($0, SourceLocation(path: page, line: 5, column: 7)) },
            sources: [SourceSurface(displayPath: source, fileName: "Pile.swift", surface: SwiftSurface(types: types))]
        ).check()
    }

    static let matching = [
        row("cards", "[Card]", nil, line: 42), row("spacing", "CGFloat", "8", line: 43),
        row("content", "(Card)->Content", nil, line: 44),
    ]

    @Test func aTableThatMatchesHasNoDiagnostics() {
        #expect(Self.drift(Self.matching).isEmpty)
    }

    @Test func eachDifferenceIsAnErrorAtTheRowWithANoteAtTheDeclaration() throws {
        var rows = Self.matching
        rows[1] = Self.row("spacing", "Double", "10", line: 43)
        let found = Self.drift(rows)
        #expect(found.map(\.id) == ["api.type-differs", "api.default-differs"])
        for diagnostic in found {
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.location == SourceLocation(path: Self.page, line: 43))
            #expect(diagnostic.notes.map(\.location) == [SourceLocation(path: Self.source, line: 12, column: 9)])
        }
    }

    @Test func requiredAndOptionalMustAgree() {
        var rows = Self.matching
        rows[0] = Self.row("cards", "[Card]", "[]", line: 42)
        rows[1] = Self.row("spacing", "CGFloat", nil, line: 43)
        #expect(Self.drift(rows).map(\.id) == ["api.required-differs", "api.required-differs"])
    }

    @Test func renamedMissingAndReorderedParametersAreFound() {
        let renamed = [Self.matching[0], Self.row("gap", "CGFloat", "8", line: 43), Self.matching[2]]
        let found = Self.drift(renamed)
        #expect(found.map(\.id) == ["api.parameter-not-in-source", "api.parameter-not-in-table"])
        #expect(found[1].location == SourceLocation(path: Self.page, line: 40))
        #expect(found[1].notes.first?.location == SourceLocation(path: Self.source, line: 12, column: 9))
        let reordered = [Self.matching[1], Self.matching[0], Self.matching[2]]
        #expect(Self.drift(reordered).map(\.id) == ["api.parameter-order"])
    }

    @Test func theMainTypeIsNamedByTheFileOrByTheTypeField() {
        let other = DeclaredType(
            name: "Other", line: 1, column: 1, conformances: ["View"], parameters: [], hasExplicitInit: false)
        #expect(Self.drift(Self.matching, types: [other]).map(\.id) == ["api.no-main-type"])
        #expect(Self.drift([], types: [other], typeName: "Other").isEmpty)
        let unknown = Self.drift([], types: [other], typeName: "Othr")
        #expect(unknown.map(\.id) == ["api.unknown-type"])
        #expect(unknown.first?.suggestion == "Other")
        #expect(unknown.first?.location == SourceLocation(path: Self.page, line: 5, column: 7))
    }

    @Test func anUnparsedSourceIsNotCompared() {
        let check = TableDrift(
            pagePath: Self.page, tableLocation: SourceLocation(path: Self.page), rows: [], typeName: nil,
            sources: [SourceSurface(displayPath: Self.source, fileName: "Pile.swift", surface: nil)])
        #expect(check.check().isEmpty)
    }

    static func timeline(_ written: [String], stagger: (Double, Double?)? = nil, constants: [DeclaredConstant] = [])
        -> [Diagnostic]
    {
        let surface = SwiftSurface(
            animations: [DeclaredAnimation(expression: "Animation.smooth(duration:0.45)", line: 7, column: 30)],
            constants: constants)
        return TimelineDrift(
            animations: written.enumerated().map {
                .init(text: $0.element, location: SourceLocation(path: page, line: 30 + $0.offset, column: 12))
            },
            stagger: stagger.map {
                .init(step: $0.0, cap: $0.1, location: SourceLocation(path: page, line: 35, column: 10))
            },
            sources: [SourceSurface(displayPath: source, fileName: "Pile.swift", surface: surface)]
        ).check()
    }

    @Test func timelineAnimationsAreComparedAsParsedAnimations() {
        #expect(Self.timeline([".smooth(duration: 0.45)"]).isEmpty)
        let found = Self.timeline([".smooth(duration: 0.5)"])
        #expect(found.map(\.id) == ["timeline.animation-not-in-source"])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.location == SourceLocation(path: Self.page, line: 30, column: 12))
        #expect(found.first?.notes.first?.location == SourceLocation(path: Self.source, line: 7, column: 30))
    }

    @Test func aStaggerDeclaredAsLiteralsMustMatch() {
        let constants = [
            DeclaredConstant(name: "step", value: 0.05, line: 3, column: 16),
            DeclaredConstant(name: "staggerCap", value: 0.4, line: 4, column: 16),
            DeclaredConstant(name: "duration", value: 9, line: 5, column: 16),
        ]
        #expect(Self.timeline([], stagger: (0.05, 0.4), constants: constants).isEmpty)
        let found = Self.timeline([], stagger: (0.05, 0.3), constants: constants)
        #expect(found.map(\.id) == ["timeline.stagger-differs"])
        #expect(found.first?.notes.first?.location == SourceLocation(path: Self.source, line: 4, column: 16))
    }

    @Test func typesAndValuesAreComparedNormalised() {
        #expect(SwiftText.normalizedType("@escaping (Card) -> Content") == SwiftText.normalizedType("(Card)->Content"))
        #expect(SwiftText.normalizedType("[String: Int]") == "[String:Int]")
        #expect(SwiftText.normalizedValue("72.0") == SwiftText.normalizedValue("72"))
        #expect(SwiftText.normalizedValue("1_000") == SwiftText.normalizedValue("1000"))
        #expect(
            SwiftText.normalizedValue(".spring(duration: 0.50)") == SwiftText.normalizedValue(".spring(duration:0.5)"))
        #expect(SwiftText.normalizedValue("\"a b\"") != SwiftText.normalizedValue("\"ab\""))
        #expect(SwiftText.normalizedValue("x2") != SwiftText.normalizedValue("x2.0"))
    }
}
