import CCmarkGFM
import Foundation
import Synchronization
import Testing

@testable import Markdown

@Suite struct MarkdownBlockTests {
    @Test func topLevelBlocksComeInOrderWithTheirSourceRange() {
        let document = MarkdownDocument(
            parsing: """
                # Title

                Some *text*
                on two lines.

                - one
                - two

                > quoted

                ---
                """)
        #expect(
            document.blocks.map(\.kind) == [
                .heading(level: 1, text: "Title"), .paragraph, .list, .blockQuote, .thematicBreak,
            ])
        #expect(document.blocks[0].start == SourcePosition(line: 1, column: 1))
        #expect(document.blocks[1].start == SourcePosition(line: 3, column: 1))
        #expect(document.blocks[1].end == SourcePosition(line: 4, column: 13))
        #expect(document.blocks[2].start.line == 6)
        #expect(document.blocks[4].start.line == 11)
        #expect(document.blocks[1].html == "<p>Some <em>text</em>\non two lines.</p>\n")
    }

    @Test func blocksHTMLJoinedEqualsTheWholeDocument() {
        let text = """
            ## Intro

            A [link](https://example.com "title") and `code`.

            | a | b |
            |---|:-:|
            | 1 | 2 |

            1. first
            2. second

            - [x] done
            - [ ] open

            ```swift
            let x = 1
            ```

            ~~gone~~ www.example.com
            """
        let document = MarkdownDocument(parsing: text)
        #expect(document.html == MarkdownRenderer.html(text, options: .init()))
        #expect(document.html.contains("<del>gone</del>"))
        #expect(document.html.contains("<a href=\"http://www.example.com\">"))
        #expect(document.html.contains("type=\"checkbox\""))
    }

    @Test func blocksHTMLJoinedEqualsTheWholeDocumentWithEveryFeature() {
        let text = """
            # Title[^1]

            | a | `b` |
            |---|:--|
            | <b>1</b> | 2 |

            <div>raw</div>

            > ```swift
            > let x = "<y>"
            > ```

            [^1]: A note with `code`.
            """
        let highlighter: @Sendable (String, String) -> String? = { _, code in
            "<pre class=\"x\">\(code.count)</pre>"
        }
        for options in [MarkdownOptions(footnotes: true), MarkdownOptions(footnotes: true, allowsRawHTML: true)] {
            for codeBlockHTML in [nil, highlighter] {
                let document = MarkdownDocument(parsing: text, options: options, codeBlockHTML: codeBlockHTML)
                #expect(document.html == MarkdownRenderer.html(text, options: options, codeBlockHTML: codeBlockHTML))
                #expect(document.blocks.count == 5)
            }
        }
    }

    @Test func headingTextIsPlainTextIncludingCodeSpans() {
        let document = MarkdownDocument(
            parsing: "### The `onAppear` *modifier* &amp; [friends](x)\n\nSetext `Title`\n===\n")
        #expect(
            document.blocks.map(\.kind) == [
                .heading(level: 3, text: "The onAppear modifier & friends"),
                .heading(level: 1, text: "Setext Title"),
            ])
        #expect(
            document.blocks[0].html
                == "<h3>The <code>onAppear</code> <em>modifier</em> &amp; <a href=\"x\">friends</a></h3>\n"
        )
    }

    @Test func codeBlockKeepsInfoStringAndCode() {
        let document = MarkdownDocument(
            parsing: "```swift title=\"A.swift\"\nText(\"<hi>\")\n```\n\n    indented\n")
        #expect(
            document.blocks.map(\.kind) == [
                .codeBlock(info: "swift title=\"A.swift\"", code: "Text(\"<hi>\")\n"),
                .codeBlock(info: "", code: "indented\n"),
            ])
        #expect(
            document.blocks[0].html
                == "<pre><code class=\"language-swift\">Text(&quot;&lt;hi&gt;&quot;)\n</code></pre>\n")
    }

    @Test func positionsCountLinesAfterWindowsAndOldMacLineEndings() {
        let document = MarkdownDocument(parsing: "one\r\n\r\n# two\r\rthree\n")
        #expect(document.blocks.map(\.start.line) == [1, 3, 5])
    }

    @Test func emptyTextHasNoBlocks() {
        #expect(MarkdownDocument(parsing: "").blocks.isEmpty)
        #expect(MarkdownRenderer.html("", options: .init()) == "")
    }
}

@Suite struct MarkdownTableTests {
    @Test func tableRowsCarryCellsAndPositions() throws {
        let document = MarkdownDocument(
            parsing: """
                Intro

                | Name | Type |
                |------|------|
                | `frame` | **CGRect** |
                | id | `a\\|b` |
                """)
        #expect(document.blocks.count == 2)
        guard case .table(let table) = document.blocks[1].kind else {
            Issue.record("expected a table, got \(document.blocks[1].kind)")
            return
        }
        #expect(document.blocks[1].start == SourcePosition(line: 3, column: 1))
        #expect(table.header.cells.map(\.text) == ["Name", "Type"])
        #expect(table.header.start == SourcePosition(line: 3, column: 1))
        #expect(table.rows.map(\.start) == [SourcePosition(line: 5, column: 1), SourcePosition(line: 6, column: 1)])
        #expect(table.rows[0].cells.map(\.text) == ["frame", "CGRect"])
        #expect(table.rows[0].cells.map(\.html) == ["<code>frame</code>", "<strong>CGRect</strong>"])
        #expect(table.rows[1].cells.map(\.text) == ["id", "a|b"])
        #expect(table.rows.map(\.sourceCellCount) == [2, 2])
        #expect(table.header.sourceCellCount == 2)
    }

    @Test func shortRowReportsTheCellsWrittenInTheSource() throws {
        let document = MarkdownDocument(
            parsing: """
                | a | b | c |
                |---|---|---|
                | 1 | 2 |
                | 1 |
                3 | 4 | 5
                |   |   |   |
                """)
        guard case .table(let table) = document.blocks.first?.kind else {
            Issue.record("expected a table")
            return
        }
        // cmark pads every row to the header's three cells…
        #expect(table.rows.allSatisfy { $0.cells.count == 3 })
        #expect(table.rows[0].cells.map(\.text) == ["1", "2", ""])
        // …but the loader can still tell what was written, and where.
        #expect(table.rows.map(\.sourceCellCount) == [2, 1, 3, 3])
        #expect(table.rows.map(\.start.line) == [3, 4, 5, 6])
    }

    @Test func rowCountsWorkWithWindowsLineEndingsAndIndentation() {
        let document = MarkdownDocument(
            parsing: "Intro\r\n\r\n  | a | b | c |\r\n  |---|---|---|\r\n  | 1 | 2 |\r\n| 1 | 2 | 3 | 4 |\r\n")
        guard case .table(let table) = document.blocks.last?.kind else {
            Issue.record("expected a table")
            return
        }
        #expect(table.header.start == SourcePosition(line: 3, column: 3))
        #expect(table.rows.map(\.start.line) == [5, 6])
        #expect(table.rows.map(\.sourceCellCount) == [2, 4])
    }

    @Test func cellHTMLIsEscapedAndFollowsTheSafetyMode() {
        let text = "| a | b |\n|---|---|\n| <i>x</i> & y | [l](javascript:x) |\n"
        guard case .table(let safe) = MarkdownDocument(parsing: text).blocks.first?.kind,
            case .table(let raw) = MarkdownDocument(parsing: text, options: .init(allowsRawHTML: true)).blocks.first?
                .kind
        else {
            Issue.record("expected tables")
            return
        }
        #expect(
            safe.rows[0].cells.map(\.html) == [
                "<!-- raw HTML omitted -->x<!-- raw HTML omitted --> &amp; y", "<a href=\"\">l</a>",
            ])
        #expect(raw.rows[0].cells.map(\.html) == ["<i>x</i> &amp; y", "<a href=\"javascript:x\">l</a>"])
        #expect(safe.rows[0].cells.map(\.text) == ["x & y", "l"])
    }

    @Test func longRowReportsTheCellsCmarkDropped() {
        let document = MarkdownDocument(
            parsing: "| a | b |\n|---|---|\n| 1 | 2 | 3 |\n| `x|y` | z |\n| p \\| q | r \\\\| s |\n")
        guard case .table(let table) = document.blocks.first?.kind else {
            Issue.record("expected a table")
            return
        }
        #expect(table.rows.map(\.cells.count) == [2, 2, 2])
        // A pipe inside a code span still splits the cell in GFM unless escaped.
        #expect(table.rows.map(\.sourceCellCount) == [3, 3, 2])
    }
}

@Suite struct MarkdownSafetyTests {
    @Test func rawHTMLIsOmittedByDefault() {
        let text = "<script>alert(1)</script>\n\nHello <b onclick=\"x()\">you</b> [a](javascript:alert(1))\n"
        let document = MarkdownDocument(parsing: text)
        #expect(document.blocks.map(\.kind) == [.htmlBlock, .paragraph])
        #expect(document.blocks[0].html == "<!-- raw HTML omitted -->\n")
        #expect(
            document.blocks[1].html
                == "<p>Hello <!-- raw HTML omitted -->you<!-- raw HTML omitted --> <a href=\"\">a</a></p>\n")
    }

    @Test func rawHTMLCanBeAllowed() {
        let html = MarkdownRenderer.html("<div>hi</div>\n\n<i>x</i>\n", options: .init(allowsRawHTML: true))
        #expect(html == "<div>hi</div>\n<p><i>x</i></p>\n")
    }

    @Test func tagfilterEscapesDangerousTagsWhenRawHTMLIsAllowed() {
        let html = MarkdownRenderer.html("<script>x</script> <em>y</em>\n", options: .init(allowsRawHTML: true))
        #expect(html.hasPrefix("&lt;script>"))
        #expect(html.contains("<em>y</em>"))
    }

    @Test func extensionsCanBeTurnedOff() {
        let html = MarkdownRenderer.html(
            "~~a~~ www.example.com\n\n| a |\n|---|\n", options: .init(extensions: []))
        #expect(!html.contains("<del>"))
        #expect(!html.contains("<a "))
        #expect(!html.contains("<table>"))
    }

    @Test func smartPunctuationIsOptional() {
        #expect(MarkdownRenderer.html("\"Hi\" -- there", options: .init()) == "<p>&quot;Hi&quot; -- there</p>\n")
        #expect(
            MarkdownRenderer.html("\"Hi\" -- there", options: .init(smartPunctuation: true))
                == "<p>\u{201C}Hi\u{201D} \u{2013} there</p>\n")
    }
}

@Suite struct CodeBlockHTMLTests {
    private static let fakeHighlighter: @Sendable (String, String) -> String? = { language, code in
        guard language == "swift" else { return nil }
        let escaped = code.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
        return "<pre class=\"hl\"><code>\(escaped)</code></pre>"
    }

    @Test func codeBlockHTMLReplacesFencedBlocksAtAnyDepth() {
        let text = """
            ```swift
            let a = 1 < 2
            ```

            - item

              ```swift
              nested()
              ```

            > ```swift
            > quoted()
            > ```

            ```python
            print(1)
            ```
            """
        let document = MarkdownDocument(parsing: text, codeBlockHTML: Self.fakeHighlighter)
        #expect(document.blocks[0].kind == .codeBlock(info: "swift", code: "let a = 1 < 2\n"))
        #expect(document.blocks[0].start == SourcePosition(line: 1, column: 1))
        #expect(document.blocks[0].end.line == 3)
        #expect(document.blocks[0].html == "<pre class=\"hl\"><code>let a = 1 &lt; 2\n</code></pre>\n")
        #expect(document.blocks[1].html.contains("<pre class=\"hl\"><code>nested()\n</code></pre>"))
        #expect(document.blocks[2].html.contains("<pre class=\"hl\"><code>quoted()\n</code></pre>"))
        #expect(
            document.blocks[3].html == "<pre><code class=\"language-python\">print(1)\n</code></pre>\n")
        #expect(
            MarkdownRenderer.html(text, codeBlockHTML: Self.fakeHighlighter) == document.html)
    }

    @Test func codeBlockHTMLDoesNotLetUserHTMLThrough() {
        let text = """
            <iframe src="evil"></iframe>

            Text <img src=x onerror=alert(1)> [x](JavaScript:alert(1)) ![i](data:text/html,x)
            ![ok](data:image/png;base64,AAA) ![alt <b>t</b>](i.png)

            | <b>cell</b> |
            |---|

            ```swift
            <script>alert(1)</script>
            ```
            """
        let highlighted = MarkdownDocument(parsing: text, codeBlockHTML: Self.fakeHighlighter)
        let plain = MarkdownDocument(parsing: text)
        // Everything but the code block renders exactly as safe mode does.
        #expect(highlighted.blocks.dropLast().map(\.html) == plain.blocks.dropLast().map(\.html))
        #expect(highlighted.blocks.dropLast().map(\.kind) == plain.blocks.dropLast().map(\.kind))
        #expect(!highlighted.html.contains("<iframe"))
        #expect(!highlighted.html.contains("<img src=x"))
        #expect(!highlighted.html.contains("<b>"))
        #expect(!highlighted.html.lowercased().contains("javascript:"))
        #expect(highlighted.html.contains("src=\"data:image/png;base64,AAA\""))
        #expect(
            highlighted.blocks.last?.html == "<pre class=\"hl\"><code>&lt;script>alert(1)&lt;/script>\n</code></pre>\n")
    }

    @Test func codeBlockHTMLGetsTheFirstWordOfTheInfoString() {
        let languages = LanguageLog()
        _ = MarkdownDocument(
            parsing: "```swift {highlight=2}\na\n```\n\n```\nb\n```\n\n    indented\n",
            codeBlockHTML: { language, code in
                languages.append("\(language):\(code)")
                return nil
            })
        #expect(languages.values == ["swift:a\n", ":b\n"])
    }

    @Test func codeBlockHTMLReturningNilKeepsSafeRendering() {
        let text = "<b>x</b>\n\n```swift\nlet a\n```\n"
        let document = MarkdownDocument(parsing: text, codeBlockHTML: { _, _ in nil })
        #expect(document.html == MarkdownRenderer.html(text, options: .init()))
    }
}

@Suite struct FootnoteTests {
    @Test func footnotesAreOneTrailingBlock() {
        let text = """
            First[^a] and second[^b].

            [^a]: Note A.

            Middle.

            [^b]: Note B.
            """
        let document = MarkdownDocument(parsing: text, options: .init(footnotes: true))
        #expect(document.blocks.map(\.kind) == [.paragraph, .paragraph, .footnotes])
        // cmark places a definition where its text starts, after the label.
        #expect(document.blocks[2].start == SourcePosition(line: 3, column: 7))
        #expect(document.blocks[2].end == SourcePosition(line: 7, column: 13))
        #expect(document.blocks[2].html.hasPrefix("<section class=\"footnotes\""))
        #expect(document.blocks[2].html.hasSuffix("</section>\n"))
        #expect(document.html == MarkdownRenderer.html(text, options: .init(footnotes: true)))
    }

    @Test func footnotesAreOffByDefault() {
        // Without footnotes, `[^a]: Note.` is a link reference definition like any other.
        let document = MarkdownDocument(parsing: "A[^a].\n\n[^a]: Note.\n")
        #expect(document.blocks.map(\.kind) == [.paragraph])
        #expect(document.html == "<p>A<a href=\"Note.\">^a</a>.</p>\n")
    }
}

@Suite struct ConcurrencyTests {
    @Test func parsingFromManyTasksAtOnceGivesTheSameBlocks() async {
        let pages = (0..<64).map { index in
            """
            # Page \(index)

            | a | b |
            |---|---|
            | \(index) |

            ```swift
            let value = \(index)
            ```

            Text with <b>html</b> and ~~strike~~ www.example.com/\(index)[^n].

            [^n]: Footnote \(index).
            """
        }
        let options = MarkdownOptions(footnotes: true)
        let highlighter: @Sendable (String, String) -> String? = { _, code in "<pre>\(code.count)</pre>" }
        let expected = pages.map {
            MarkdownDocument(parsing: $0, options: options, codeBlockHTML: highlighter).blocks
        }
        let results = await withTaskGroup(of: (Int, [MarkdownBlock]).self) { group in
            for round in 0..<8 {
                for (index, page) in pages.enumerated() {
                    group.addTask {
                        _ = round
                        return (
                            index, MarkdownDocument(parsing: page, options: options, codeBlockHTML: highlighter).blocks
                        )
                    }
                }
            }
            var results: [(Int, [MarkdownBlock])] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.count == pages.count * 8)
        #expect(results.allSatisfy { $0.1 == expected[$0.0] })
    }
}

/// Collects values from a `@Sendable` callback in a test.
private final class LanguageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ value: String) { lock.withLock { storage.append(value) } }
    var values: [String] { lock.withLock { storage } }
}

@Suite struct HeadingIDTests {
    let options = MarkdownOptions(headingIDs: true, reservedHeadingIDs: ["main"])

    @Test func headingsGetUniqueIDsFromTheirTextWithAnAnchor() {
        let document = MarkdownDocument(
            parsing: "## Why *this*?\n\ntext\n\n## Why this\n\n### Main\n\n## `x` & y\n", options: options)
        let ids = document.blocks.compactMap(\.headingID)
        #expect(ids == ["why-this", "why-this-2", "main-2", "x-y"])
        #expect(document.blocks[0].kind == .heading(level: 2, text: "Why this?"))
        #expect(
            document.blocks[0].html
                == "<h2 id=\"why-this\">\nWhy <em>this</em>?\n<a class=\"heading-anchor\" href=\"#why-this\" aria-hidden=\"true\" tabindex=\"-1\">#</a></h2>\n"
        )
        #expect(document.blocks[4].html.contains("<code>x</code> &amp; y"))
    }

    @Test func headingsInsideQuotesGetIDsToo() {
        let document = MarkdownDocument(parsing: "> # Quoted\n", options: options)
        #expect(document.html.contains("<h1 id=\"quoted\">"))
    }

    @Test func withoutTheOptionHeadingsAreAsCmarkPrintsThem() {
        let document = MarkdownDocument(parsing: "## Title\n")
        #expect(document.html == "<h2>Title</h2>\n")
        #expect(document.blocks[0].headingID == nil)
    }

    @Test func idsKeepLettersOfAnyScript() {
        #expect(HeadingID.make(from: "Cómo  funciona — 2") == "cómo-funciona-2")
        #expect(HeadingID.make(from: "لماذا") == "لماذا")
        #expect(HeadingID.make(from: "***") == "section")
    }

    @Test func codeSpansCarryTheLanguageOfCode() {
        let document = MarkdownDocument(
            parsing: "Usa `withAnimation` y `a < b`.\n", options: MarkdownOptions(codeLanguage: "en"))
        #expect(
            document.html == "<p>Usa <code lang=\"en\">withAnimation</code> y <code lang=\"en\">a &lt; b</code>.</p>\n")
        #expect(document.blocks[0].text == "Usa withAnimation y a < b.")
    }
}

/// Every block cmark hands out for a document comes back, counted by ``CountedCmarkMemory``.
/// Serialized: the two tests share its counters, and no other test parses with it.
@Suite(.serialized) struct CmarkMemoryTests {
    @Test func codeSpansInTableCellsStayPlainAndLeaveNothingBehind() {
        // A table cell takes no custom inline: the span keeps its plain `<code>`, and the
        // replacement cmark refused is freed. cmark's allocations come from an allocator that
        // counts the blocks it hands out and gets back, so one forgotten node shows, whatever
        // the tests running beside this one allocate.
        let text = "| Name | Description |\n|---|---|\n" + String(repeating: "| `a` | Pass `b` or `c` |\n", count: 20)
        let options = MarkdownOptions(codeLanguage: "en")
        let (before, handedOutBefore) = (CountedCmarkMemory.blocksInUse, CountedCmarkMemory.blocksHandedOut)
        let document = MarkdownDocument(parsing: text, options: options, memory: CountedCmarkMemory.allocator)
        #expect(document.html.contains("<td><code>a</code></td>"))
        #expect(!document.html.contains("lang="))
        #expect(
            CountedCmarkMemory.blocksHandedOut - handedOutBefore > 60,
            "the document was not parsed with the counting allocator")
        #expect(CountedCmarkMemory.blocksInUse == before, "cmark blocks left over after one document")
    }

    @Test func everyFeatureOfADocumentGivesBackWhatItTook() {
        // Headings with IDs, code spans marked with their language, code blocks replaced by
        // the highlighter's HTML, footnotes and every extension: all of cmark's blocks come back.
        let text = """
            # Title

            Use `withAnimation` here[^1], ~~not there~~, and www.example.com.

            ```swift
            let x = 1
            ```

            | A | B |
            |---|---|
            | `c` | d |

            - [ ] task

            [^1]: A note.

            """
        let options = MarkdownOptions(
            extensions: Set(MarkdownExtension.allCases), footnotes: true, headingIDs: true, codeLanguage: "es")
        let before = CountedCmarkMemory.blocksInUse
        let document = MarkdownDocument(
            parsing: text, options: options, memory: CountedCmarkMemory.allocator,
            codeBlockHTML: { _, code in "<pre>\(code)</pre>" })
        #expect(document.html.contains("<code lang=\"es\">withAnimation</code>"))
        #expect(document.html.contains("<h1 id=\"title\">"))
        #expect(CountedCmarkMemory.blocksInUse == before, "cmark blocks left over after one document")
    }
}

/// A cmark allocator that counts the blocks it hands out and gets back, over the system's
/// `calloc`, `realloc` and `free`. Only the tests above parse with it.
enum CountedCmarkMemory {
    private static let inUse = Atomic<Int>(0)
    private static let handedOut = Atomic<Int>(0)

    static var blocksInUse: Int { inUse.load(ordering: .sequentiallyConsistent) }
    static var blocksHandedOut: Int { handedOut.load(ordering: .sequentiallyConsistent) }

    nonisolated(unsafe) static let allocator: UnsafeMutablePointer<cmark_mem> = {
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(
            to: cmark_mem(
                calloc: { count, size in
                    let block = calloc(count, size)
                    if block != nil { CountedCmarkMemory.tookOne() }
                    return block
                },
                realloc: { old, size in
                    let block = realloc(old, size)
                    if old == nil, block != nil { CountedCmarkMemory.tookOne() }
                    return block
                },
                free: { block in
                    if block != nil { CountedCmarkMemory.inUse.subtract(1, ordering: .sequentiallyConsistent) }
                    free(block)
                }))
        return memory
    }()

    private static func tookOne() {
        inUse.add(1, ordering: .sequentiallyConsistent)
        handedOut.add(1, ordering: .sequentiallyConsistent)
    }
}
