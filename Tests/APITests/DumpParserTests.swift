import TestSupport
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

    /// The attribute readers work on the bytes of the whole printed text; here they are held
    /// to the plain reading of one attribute string, character by character, on random
    /// attributes made of the characters that matter (quotes, backslashes, `=`, brackets,
    /// spaces) and a few others.
    @Test func attributeReadersAgreeWithThePlainReadingOnRandomAttributes() {
        let alphabet: [String] = ["\"", "\\", "=", " ", "[", "]", ":", "-", "a", "b", "let", "key", "é", "0", "7"]
        var generator = SplitMix(state: 0x5eed_d0e5)
        for _ in 0..<3_000 {
            let length = Int.random(in: 0..<24, using: &generator)
            let attributes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            let node = DumpNode(kind: "k", label: nil, attributes: attributes)
            // Read from a larger printed text too, where the attributes are a range of it.
            let printed = DumpParser.parse("(outer x=\"1\"\n  (k " + attributes + "\n))")
            #expect(node.quoted == PlainAttributes.quoted(attributes), "\(attributes)")
            for key in ["key", "a", "b"] {
                #expect(node.value(key) == PlainAttributes.value(key, in: attributes), "\(key) in \(attributes)")
            }
            for word in ["let", "a", "b", "key"] {
                #expect(node.hasFlag(word) == PlainAttributes.hasFlag(word, in: attributes), "\(word) in \(attributes)")
            }
            if !attributes.contains("(") && !attributes.contains(")") && !attributes.contains("\""),
                let inner = printed.first?.children.first
            {
                #expect(inner.quoted == node.quoted)
                #expect(inner.hasFlag("let") == node.hasFlag("let"))
            }
        }
    }

    @Test func rangesAreReadFromTheEndOfTheMarker() {
        let node = DumpNode(kind: "k", label: nil, attributes: "x=\"a\" range=[odd: - line:path.swift:12:5 - line:14:1] y")
        #expect(node.start?.line == 12 && node.start?.column == 5)
        #expect(node.end?.line == 14 && node.end?.column == 1)
        #expect(DumpNode(kind: "k", label: nil, attributes: "range=[f.swift:1:2 - line:3]").start == nil)
        #expect(DumpNode(kind: "k", label: nil, attributes: "range=[f.swift:1:2 - line:3:4").start == nil)
    }
}

/// The attribute readers as first written: on a string, one character at a time.
private enum PlainAttributes {
    static func quoted(_ attributes: String) -> [String] {
        var result: [String] = []
        var current: String?
        var escaped = false
        for character in attributes {
            guard var text = current else {
                if character == "\"" { current = "" }
                continue
            }
            if escaped {
                text.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                result.append(text)
                current = nil
                continue
            } else {
                text.append(character)
            }
            current = text
        }
        return result
    }

    static func value(_ key: String, in attributes: String) -> String? {
        let bytes = Array(attributes.utf8)
        let pattern = Array(key.utf8) + [UInt8(ascii: "=")]
        guard bytes.count > pattern.count else { return nil }
        var index = 0
        var inQuote = false
        while index + pattern.count <= bytes.count {
            let byte = bytes[index]
            if inQuote {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inQuote = false }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inQuote = true
                index += 1
                continue
            }
            if (index == 0 || bytes[index - 1] == UInt8(ascii: " "))
                && bytes[index..<index + pattern.count].elementsEqual(pattern)
            {
                let rest = bytes[(index + pattern.count)...]
                if rest.first == UInt8(ascii: "\"") { return quoted(String(decoding: rest, as: UTF8.self)).first }
                if rest.first == UInt8(ascii: "["), let close = rest.firstIndex(of: UInt8(ascii: "]")) {
                    return String(decoding: rest[(rest.startIndex + 1)..<close], as: UTF8.self)
                }
                return String(decoding: rest.prefix { $0 != UInt8(ascii: " ") }, as: UTF8.self)
            }
            index += 1
        }
        return nil
    }

    static func hasFlag(_ word: String, in attributes: String) -> Bool {
        var inQuote = false
        var escaped = false
        var current = ""
        for character in attributes + " " {
            if inQuote {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuote = false
                }
                continue
            }
            if character == "\"" {
                inQuote = true
                current = ""
            } else if character == " " {
                if current == word { return true }
                current = ""
            } else {
                current.append(character)
            }
        }
        return false
    }
}
