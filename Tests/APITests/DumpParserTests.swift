import SwiftDump
import Testing

@Suite struct DumpParserTests {
    static let dump = """
        (source_file "A.swift"
          (struct_decl decl_context=0x1 range=[A.swift:2:1 - line:9:1] "Pile" "<Card : Identifiable>" inherits="<null>"
            (pattern_binding_decl decl_context=0x2 range=[A.swift:3:5 - line:3:25]
              (pattern_entry init_context=0x3
                (pattern_typed
                  (pattern_named "title")
                  (type_unqualified_ident id="String" unbound))
                (original_init=string_literal_expr type="<null>" encoding=utf8 value="a (\\"quoted\\") b" builtin_initializer="**NULL**")))
            (var_decl decl_context=0x2 range=[A.swift:3:9 - line:3:9] "title" let static)))
        """

    @Test func readsKindsLabelsNamesAndRanges() throws {
        let roots = DumpParser.parse(Self.dump)
        #expect(roots.count == 1)
        let file = try #require(roots.first)
        #expect(file.kind == "source_file")
        #expect(file.quoted == ["A.swift"])
        let type = try #require(file.child("struct_decl"))
        #expect(type.quoted == ["Pile", "<Card : Identifiable>", "<null>"])
        #expect(type.start?.line == 2)
        #expect(type.end?.line == 9)
        let entry = try #require(type.child("pattern_binding_decl")?.child("pattern_entry"))
        let initial = try #require(entry.children.first { $0.label == "original_init" })
        #expect(initial.kind == "string_literal_expr")
        #expect(initial.value("value") == "a (\"quoted\") b")
        let variable = try #require(type.child("var_decl"))
        #expect(variable.hasFlag("let"))
        #expect(variable.hasFlag("static"))
        #expect(!variable.hasFlag("var"))
    }

    @Test func aTextCutShortYieldsOnlyClosedTrees() {
        let cut = String(Self.dump.prefix(Self.dump.count / 2))
        #expect(DumpParser.parse(cut).isEmpty)
        #expect(DumpParser.parse(Self.dump + "\n" + cut).count == 1)
    }

    @Test func deepNestingIsCutAtTheDepthLimit() {
        let deep = String(repeating: "(a\n", count: 200_000) + String(repeating: ")", count: 200_000)
        let roots = DumpParser.parse(deep)
        #expect(roots.count == 1)
        var depth = 0
        var node = roots.first
        while let current = node {
            depth += 1
            node = current.children.first
        }
        #expect(depth == DumpParser.depthLimit)
    }
}
