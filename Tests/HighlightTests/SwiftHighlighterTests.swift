import Highlight
import Testing

/// Real-looking SwiftUI sources, covering what the catalog shows.
private let snippets: [String] = [
    #"""
    import SwiftUI

    /// A card that shows a title & a "badge".
    struct BadgeCard: View {
        @State private var isExpanded = false
        @Environment(\.colorScheme) var colorScheme
        let title: String
        var count: Int = 0x1F

        var body: some View {
            VStack(alignment: .leading, spacing: 8.5) {
                Text("Hello, \(title)! You have \(count > 1 ? "\(count) items" : "one item")")
                    .font(.headline)
                    .foregroundStyle(colorScheme == .dark ? .white : .black)
                if isExpanded && count < 10 {
                    Text(verbatim: "<b>not bold</b> & \"quoted\"")
                }
            }
            .padding()
            .onTapGesture { withAnimation(.spring(duration: 0.3)) { isExpanded.toggle() } }
        }
    }

    #Preview {
        BadgeCard(title: "Inbox", count: 3)
    }
    """#,
    #"""
    /* Block comment /* nested */ still comment */
    #if os(iOS)
    let message = """
        Multi-line "string" with \(1 + 2) and \\ backslash
        """
    #else
    let message = #"raw \(not interpolated) "quotes" \#(1 + 1)"#
    #endif
    let range = 0...1_000
    let exponent = 1.5e-3, hex = 0x1p-3, halfOpen = 0..<10
    func `default`(_ value: Int) async throws -> Int { try await Task.sleep(for: .seconds(1)); return value }
    let emoji = "🎉 café" // Unicode stays intact: ünïcödé
    let unterminated = "runs to the end of the line
    let next = 1
    """#,
    """
    @MainActor
    final class Model: ObservableObject {
        @Published var items: [String] = []
        nonisolated init() {}
        func load() async { items = await fetch().map { $0.uppercased() } }
    }
    extension Model { static let shared = Model() }
    """,
]

/// Removes the highlighter's spans and undoes its escaping.
private func plainText(_ html: String) -> String {
    var text = html
    for tokenClass in ["kw", "str", "num", "com", "type", "attr", "dir", "mem"] {
        text = text.replacing("<span class=\"\(tokenClass)\">", with: "")
    }
    return text.replacing("</span>", with: "")
        .replacing("&lt;", with: "<").replacing("&gt;", with: ">")
        .replacing("&quot;", with: "\"").replacing("&amp;", with: "&")
}

/// The unescaped text of every span of `tokenClass`, in order.
private func spans(_ tokenClass: String, in html: String) -> [String] {
    let opening = "<span class=\"\(tokenClass)\">"
    var result: [String] = []
    var rest = html[...]
    while let open = rest.firstRange(of: opening) {
        rest = rest[open.upperBound...]
        guard let close = rest.firstRange(of: "</span>") else { break }
        result.append(plainText(String(rest[..<close.lowerBound])))
        rest = rest[close.upperBound...]
    }
    return result
}

@Suite struct SwiftHighlighterTests {
    @Test(arguments: snippets.indices)
    func strippingTagsAndUnescapingGivesTheSourceBack(index: Int) {
        let source = snippets[index]
        #expect(plainText(SwiftHighlighter.html(source)) == source)
    }

    @Test(arguments: snippets.indices)
    func outputHasNoUnescapedMarkupOutsideItsSpans(index: Int) {
        var html = SwiftHighlighter.html(snippets[index])
        for tokenClass in ["kw", "str", "num", "com", "type", "attr", "dir", "mem"] {
            html = html.replacing("<span class=\"\(tokenClass)\">", with: "")
        }
        html = html.replacing("</span>", with: "")
        #expect(!html.contains("<"))
        #expect(!html.contains(">"))
        #expect(!html.contains("\""))
        let ampersands = html.split(separator: "&", omittingEmptySubsequences: false).dropFirst()
        #expect(
            ampersands.allSatisfy { entity in
                ["lt;", "gt;", "amp;", "quot;"].contains { entity.hasPrefix($0) }
            })
    }

    @Test func spansNeverNest() {
        for source in snippets {
            var depth = 0
            var rest = SwiftHighlighter.html(source)[...]
            while let tag = rest.firstRange(of: /<\/?span/) {
                depth += rest[tag].hasPrefix("</") ? -1 : 1
                #expect(depth == 0 || depth == 1)
                rest = rest[tag.upperBound...]
            }
            #expect(depth == 0)
        }
    }

    @Test func escapesHTMLSpecialCharacters() {
        #expect(
            SwiftHighlighter.html("a < b && c > d")
                == "a &lt; b &amp;&amp; c &gt; d")
        #expect(
            SwiftHighlighter.html(#""<i>""#) == #"<span class="str">&quot;&lt;i&gt;&quot;</span>"#)
    }

    @Test func marksKeywordsIncludingContextualOnes() {
        let html = SwiftHighlighter.html("private var body: some View { if let x { return x } }")
        #expect(spans("kw", in: html) == ["private", "var", "some", "if", "let", "return"])
    }

    @Test func marksTypesByTheirUppercaseLetter() {
        let html = SwiftHighlighter.html("let items: [String: Int] = Dictionary()")
        #expect(spans("type", in: html) == ["String", "Int", "Dictionary"])
    }

    @Test func marksMembersAfterADot() {
        let html = SwiftHighlighter.html("Text(\"x\").font(.headline).padding(.default)")
        #expect(spans("mem", in: html) == ["font", "headline", "padding", "default"])
        // A range operator is not member access, and `.self` and `.init` stay keywords.
        let other = SwiftHighlighter.html("0...limit; a..<b; T.self; .init()")
        #expect(spans("mem", in: other).isEmpty)
        #expect(spans("kw", in: other) == ["self", "init"])
    }

    @Test func marksAttributesAndDirectives() {
        let html = SwiftHighlighter.html("@State private var x = 0\n#if DEBUG\n#Preview { V() }\n#endif")
        #expect(spans("attr", in: html) == ["@State"])
        #expect(spans("dir", in: html) == ["#if", "#Preview", "#endif"])
    }

    @Test func marksNumbersButNotRangeDots() {
        let html = SwiftHighlighter.html("let a = 1_000 + 0x1F + 2.5e-3 + 0b1010; 0...9; 1.description")
        #expect(spans("num", in: html) == ["1_000", "0x1F", "2.5e-3", "0b1010", "0", "9", "1"])
        #expect(spans("mem", in: html) == ["description"])
    }

    @Test func commentsNestAndIncludeDocComments() {
        let html = SwiftHighlighter.html("/// Doc\n/* a /* b */ c */ let x = 1 // end")
        #expect(spans("com", in: html) == ["/// Doc", "/* a /* b */ c */", "// end"])
        #expect(spans("kw", in: html) == ["let"])
    }

    @Test func unterminatedBlockCommentRunsToTheEnd() {
        let source = "let a /* open /* nested */ still open\nlet b"
        let html = SwiftHighlighter.html(source)
        #expect(spans("com", in: html) == ["/* open /* nested */ still open\nlet b"])
        #expect(plainText(html) == source)
    }

    @Test func interpolationIsHighlightedAsCodeInsideTheString() {
        let html = SwiftHighlighter.html(#"Text("Hi \(user.name), \(count + 1) new")"#)
        #expect(spans("str", in: html) == [#""Hi \("#, #"), \("#, #") new""#])
        #expect(spans("mem", in: html) == ["name"])
        #expect(spans("num", in: html) == ["1"])
    }

    @Test func nestedStringsAndParenthesesInsideInterpolation() {
        let source = #"let s = "a \(f("b \(g(1))", (2)))c""#
        let html = SwiftHighlighter.html(source)
        #expect(spans("str", in: html) == [#""a \("#, #""b \("#, #")""#, #")c""#])
        #expect(spans("num", in: html) == ["1", "2"])
        #expect(plainText(html) == source)
    }

    @Test func multiLineStringsSpanLines() {
        let source = "let s = \"\"\"\n    one \"quoted\" line\n    two \\(x)\n    \"\"\"\nlet t = 1"
        let html = SwiftHighlighter.html(source)
        #expect(spans("str", in: html) == ["\"\"\"\n    one \"quoted\" line\n    two \\(", ")\n    \"\"\""])
        #expect(spans("kw", in: html) == ["let", "let"])
    }

    @Test func rawStringsIgnorePlainInterpolationAndEscapes() {
        let html = SwiftHighlighter.html(##"let r = #"a \(b) "c" \#(d)"#; let e = 1"##)
        #expect(spans("str", in: html) == [##"#"a \(b) "c" \#("##, ##")"#"##])
        #expect(spans("kw", in: html) == ["let", "let"])
    }

    @Test func escapedQuotesDoNotEndAString() {
        let html = SwiftHighlighter.html(#"let q = "say \"hi\"" + "\\""#)
        #expect(spans("str", in: html) == [#""say \"hi\"""#, #""\\""#])
    }

    @Test func unterminatedStringStopsAtTheEndOfItsLine() {
        let html = SwiftHighlighter.html("let a = \"open\nlet b = 2")
        #expect(spans("str", in: html) == ["\"open"])
        #expect(spans("kw", in: html) == ["let", "let"])
    }

    @Test func backtickIdentifiersAreNotKeywords() {
        let html = SwiftHighlighter.html("func `default`() {}")
        #expect(spans("kw", in: html) == ["func"])
    }

    @Test func keepsNonASCIICharactersWhole() {
        let source = "let café = \"🎉\" // ünïcödé ☕️\nlet π = 3.14"
        #expect(plainText(SwiftHighlighter.html(source)) == source)
    }

    @Test func emptySourceGivesEmptyHTML() {
        #expect(SwiftHighlighter.html("") == "")
    }
}
