import Foundation
import Markdown
import Testing

/// The GFM spec and cmark-gfm's extension examples, run through the wrapper.
///
/// The data is read from `$GFM_SPEC_DIR` when set (CI sets it, so it must exist), else from the
/// shared conformance folder next to the repository; without either the tests are skipped.
@Suite struct GFMConformanceTests {
    /// Examples whose expected HTML predates the installed cmark-gfm, compared with attributes
    /// left out: the same elements and text in the same order.
    ///
    /// extensions.txt 23 expects the footnote markup cmark-gfm printed before 0.29.0.gfm.1
    /// (`href="#fn1"`); since then it prints `href="#fn-1"`, `data-footnote-ref` and an
    /// `aria-label`, and Debian's `cmark-gfm -e footnotes` prints exactly what the wrapper does.
    static let comparedWithoutAttributes: [String: Set<Int>] = ["extensions.txt": [23]]

    @Test(.enabled(if: GFMSpecFolder.isAvailable, "GFM spec examples not found"))
    func specExamplesMatchWithTheirOwnExtension() throws {
        let result = try run("spec.txt") { example in
            var extensions: Set<MarkdownExtension> = []
            if let name = example.extensionName {
                extensions.insert(try #require(MarkdownExtension(rawValue: name)))
            }
            return MarkdownOptions(extensions: extensions, allowsRawHTML: true)
        }
        #expect(result.total > 600)
        #expect(result.failed.isEmpty, "spec.txt examples failing: \(result.failed)")
    }

    @Test(.enabled(if: GFMSpecFolder.isAvailable, "GFM spec examples not found"))
    func extensionExamplesMatchWithAllExtensionsAndFootnotes() throws {
        let result = try run("extensions.txt") { _ in
            MarkdownOptions(footnotes: true, allowsRawHTML: true)
        }
        #expect(result.total > 20)
        #expect(result.failed.isEmpty, "extensions.txt examples failing: \(result.failed)")
    }

    /// Runs every enabled example of `fileName`, prints the count and returns the failures.
    private func run(
        _ fileName: String, options: (GFMExample) throws -> MarkdownOptions
    ) throws -> (passed: Int, total: Int, failed: [Int]) {
        let examples = try GFMSpecFolder.examples(in: fileName)
        let looseExamples = Self.comparedWithoutAttributes[fileName] ?? []
        var passed = 0
        var total = 0
        var failed: [Int] = []
        var comparedLoosely: [Int] = []
        for example in examples where example.extensionName != "disabled" {
            total += 1
            let actual = MarkdownRenderer.html(example.markdown, options: try options(example))
            // Upstream marks examples that only have to not crash with `<IGNORE>`.
            if example.html.trimmingCharacters(in: .whitespacesAndNewlines) == "<IGNORE>"
                || HTMLNormalizer.normalize(actual) == HTMLNormalizer.normalize(example.html)
            {
                passed += 1
            } else if looseExamples.contains(example.number),
                HTMLNormalizer.normalize(actual, keepsAttributes: false)
                    == HTMLNormalizer.normalize(example.html, keepsAttributes: false)
            {
                passed += 1
                comparedLoosely.append(example.number)
            } else {
                failed.append(example.number)
                print(
                    "gfm conformance: \(fileName) example \(example.number) differs\n--- markdown\n"
                        + "\(example.markdown)--- expected\n\(example.html)--- actual\n\(actual)")
            }
        }
        let note =
            comparedLoosely.isEmpty
            ? "" : " (compared without attributes: \(comparedLoosely.map(String.init).joined(separator: ", ")))"
        print("gfm conformance: \(fileName) \(passed)/\(total)\(note)")
        return (passed, total, failed)
    }
}

/// One example of a spec file.
struct GFMExample {
    /// Its position among the file's examples, counting from 1 (disabled ones included).
    let number: Int
    /// The word after `example` on the opening fence: an extension name, `disabled`, or nil.
    let extensionName: String?
    let markdown: String
    let html: String
}

enum GFMSpecFolder {
    /// `$GFM_SPEC_DIR` when set, else `../shared/conformance/gfm` from the repository root.
    static let directory: URL = {
        if let path = ProcessInfo.processInfo.environment["GFM_SPEC_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let repositoryRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return repositoryRoot.appendingPathComponent("../shared/conformance/gfm").standardized
    }()

    /// Whether to run: always when `$GFM_SPEC_DIR` is set (a missing folder then fails the
    /// tests), otherwise only when the shared folder exists.
    static let isAvailable: Bool = {
        if ProcessInfo.processInfo.environment["GFM_SPEC_DIR"]?.isEmpty == false { return true }
        let exists = FileManager.default.fileExists(
            atPath: directory.appendingPathComponent("spec.txt").path)
        if !exists {
            print(
                "gfm conformance: skipped, no spec.txt in \(directory.path) "
                    + "(set GFM_SPEC_DIR to the folder holding spec.txt and extensions.txt)")
        }
        return exists
    }()

    struct MissingFile: Error, CustomStringConvertible {
        let path: String
        var description: String { "no GFM spec file at \(path) (check GFM_SPEC_DIR)" }
    }

    static func examples(in fileName: String) throws -> [GFMExample] {
        let url = directory.appendingPathComponent(fileName)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw MissingFile(path: url.path)
        }
        return parseExamples(text)
    }

    /// Reads examples fenced by 32 backticks and `example`, markdown and HTML separated by a
    /// line holding `.`, with `→` standing for a tab.
    static func parseExamples(_ text: String) -> [GFMExample] {
        let fence = String(repeating: "`", count: 32)
        let opening = fence + " example"
        var examples: [GFMExample] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            guard line.hasPrefix(opening) else { continue }
            let name = line.dropFirst(opening.count).trimmingCharacters(in: .whitespaces)
            var markdown = ""
            var html = ""
            var inHTML = false
            while let body = lines.popFirst(), !body.hasPrefix(fence) {
                if !inHTML && body == "." {
                    inHTML = true
                } else if inHTML {
                    html += body + "\n"
                } else {
                    markdown += body + "\n"
                }
            }
            examples.append(
                GFMExample(
                    number: examples.count + 1, extensionName: name.isEmpty ? nil : name,
                    markdown: markdown.replacingOccurrences(of: "→", with: "\t"),
                    html: html.replacingOccurrences(of: "→", with: "\t")))
        }
        return examples
    }
}

@Suite struct HTMLNormalizerTests {
    @Test func ignoresAttributeOrderAndWhitespaceBetweenBlocks() {
        #expect(
            HTMLNormalizer.normalize("<p>\n<a title='t' href=\"u\">x</a>  </p>\n<ul>\n<li>a</li>\n</ul>\n")
                == HTMLNormalizer.normalize("<p><a href=\"u\" title=\"t\">x</a></p><ul><li>a</li></ul>"))
    }

    @Test func decodesCharacterReferences() {
        #expect(HTMLNormalizer.normalize("<p>&#x41;&#66;&quot;&amp;</p>") == "<p>AB&quot;&amp;</p>")
    }

    @Test func keepsWhitespaceInsidePre() {
        #expect(HTMLNormalizer.normalize("<pre><code>a\n  b\n</code></pre>") == "<pre><code>a\n  b\n</code></pre>")
    }

    @Test func stillTellsDifferentHTMLApart() {
        #expect(HTMLNormalizer.normalize("<p>a b</p>") != HTMLNormalizer.normalize("<p>ab</p>"))
        #expect(HTMLNormalizer.normalize("<em>a</em>") != HTMLNormalizer.normalize("<strong>a</strong>"))
        #expect(HTMLNormalizer.normalize("<a href=\"x\">a</a>") != HTMLNormalizer.normalize("<a href=\"y\">a</a>"))
        #expect(
            HTMLNormalizer.normalize("<a href=\"x\">a</a>", keepsAttributes: false)
                == HTMLNormalizer.normalize("<a href=\"y\">a</a>", keepsAttributes: false))
    }
}
