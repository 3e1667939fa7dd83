import Foundation
import TestSupport
import Testing

/// The worst input at each documented limit (docs/reference/limits.md), just within it: the
/// build succeeds, takes at most a few seconds per MiB of input, and writes at most the
/// documented multiple of its input.
@Suite struct BudgetTests {
    /// Seconds for any build of the fixture, and per MiB of input, in a debug build on a
    /// shared machine; a release build is several times faster.
    static let baseSeconds = 10.0
    static let secondsPerMiB = 10.0
    /// `OutputFolder.outputMultiple` and `outputAllowance`, as limits.md documents them.
    static let outputMultiple = 256
    static let outputAllowance = 64 << 20

    struct Worst: Sendable, CustomTestStringConvertible {
        let name: String
        let setup: @Sendable (Workspace) -> Void
        var testDescription: String { name }
    }

    static let page = HostileCorpus.componentPage

    /// The English page followed by `unit` as many times as fit in the file size limit.
    static func filled(_ unit: String) -> Worst {
        Worst(name: "a page filled with \(unit.prefix(24).debugDescription)") { workspace in
            let start = SmallCatalog.englishPage() + "\n"
            let count = ((1 << 20) - 4096 - start.utf8.count) / unit.utf8.count
            workspace.write(page, start + String(repeating: unit, count: count))
        }
    }

    static let cases: [Worst] = [
        filled("## Same\n\n"),
        filled("# a\n"),
        Worst(name: "a page of headings a-2, a-3 … then as many a") { workspace in
            let start = SmallCatalog.englishPage() + "\n"
            var text = start
            var number = 2
            while text.utf8.count < (1 << 20) / 2 {
                text += "# a-\(number)\n"
                number += 1
            }
            text += String(repeating: "# a\n", count: ((1 << 20) - 4096 - text.utf8.count) / 4)
            workspace.write(page, text)
        },
        filled(String(repeating: "a* ", count: 5_000) + "\n\n"),
        filled(String(repeating: "![a ", count: 200) + "\n\n"),
        filled(String(repeating: "a@b ", count: 100) + "\n\n"),
        filled(String(repeating: "<?a ", count: 32) + "\n\n"),
        filled(String(repeating: ">", count: 64) + " deep\n\n"),
        filled(
            "|" + String(repeating: " a |", count: 64) + "\n|" + String(repeating: "---|", count: 64) + "\n"
                + String(repeating: "|" + String(repeating: " a |", count: 64) + "\n", count: 100) + "\n"),
        Worst(name: "front matter aliases repeating 100,000 nodes") { workspace in
            let aliases = """
                keywords: &a [\(Array(repeating: "k", count: 100).joined(separator: ", "))]
                x: [\(Array(repeating: "*a", count: 990).joined(separator: ", "))]

                """
            workspace.write(
                page,
                SmallCatalog.englishPage().replacingOccurrences(of: "keywords: [fade, list, rows]\n", with: aliases))
        },
        Worst(name: "site.yml nested 63 deep") {
            $0.write("Content/site.yml", SmallCatalog.site + "extra: " + deeplyNested(63) + "\n")
        },
        Worst(name: "100 categories") { $0.write("Content/site.yml", HostileCorpus.site(categories: 100)) },
        Worst(name: "32 languages") { workspace in
            let codes = (2..<32).map { "l\($0)" }
            var lines = SmallCatalog.site.components(separatedBy: "\n")
            for index in lines.indices {
                if lines[index].contains("{ code: es, name: Español }") {
                    lines[index] += codes.map { "\n  - { code: \($0), name: L }" }.joined()
                } else if let es = lines[index].range(of: " es: "),
                    let close = lines[index][es.upperBound...].firstIndex(of: "}")
                {
                    lines[index].insert(contentsOf: codes.map { ", \($0): x" }.joined() + " ", at: close)
                }
            }
            workspace.write("Content/site.yml", lines.joined(separator: "\n"))
            for code in codes {
                workspace.write("Templates/strings/\(code).yml", workspace.read("Templates/strings/en.yml"))
            }
        },
        Worst(name: "partials expanded 7,380 times a page") { workspace in
            for (name, text) in HostileCorpus.partialTree(depth: 5, copies: 9, leaf: "<p>a leaf of text</p>") {
                workspace.write("Templates/partials/\(name).mustache", text)
            }
            workspace.write("Templates/partials/footer.mustache", "{{>partials/p1}}")
        },
        // 2^12 passes that write nothing on every page, about half the steps a render may run
        // idle: 13 deep goes past.
        Worst(name: "sections over a list nested 12 deep that write nothing") {
            $0.write("Templates/partials/footer.mustache", HostileCorpus.nestedSections("categories", depth: 12))
        },
        Worst(name: "an asset of 16 MiB") {
            $0.write("Templates/assets/big.bin", bytes: [UInt8](repeating: 7, count: 16 << 20))
        },
        Worst(name: "a timeline at its largest grid with a long animation") { workspace in
            let animation = ".smooth(duration: 2)" + String(repeating: ".delay(1)", count: 9) + ".speed(1)"
            workspace.write(
                page,
                SmallCatalog.englishPage(
                    timeline: """
                        stage: grid
                        columns: 10
                        rows: 10
                        animation: \(animation)
                        ordering: { strategy: radial, from: [0, 0], base-delay: 0.5 }
                        changes: { opacity: [0, 1], scale: [0, 10] }
                        reduce-motion: fade
                        """))
        },
    ]

    @Test(arguments: cases)
    func aBuildAtALimitStaysWithinItsBudget(_ worst: Worst) throws {
        let workspace = Workspace()
        worst.setup(workspace)
        let start = Date()
        let run = try workspace.catalog(["build", "--no-swift-check", "--quiet"])
        let seconds = Date().timeIntervalSince(start)
        try #require(run.status == 0, "\(run.diagnostics.filter { $0.contains("error") }.prefix(3))")
        let input = Self.bytes(under: workspace.path + "/Content") + Self.bytes(under: workspace.path + "/Templates")
        let output = Self.bytes(under: workspace.path + "/Public")
        let mebibytes = Double(input) / Double(1 << 20)
        print("\(worst.name): \(input) bytes in, \(output) out, \(String(format: "%.2f", seconds)) s")
        #expect(seconds <= Self.baseSeconds + Self.secondsPerMiB * mebibytes)
        #expect(output <= Self.outputMultiple * input + Self.outputAllowance)
    }

    static func bytes(under folder: String) -> Int {
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return files.reduce(0) { total, file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + file)
            return total
                + ((attributes?[.type] as? FileAttributeType) == .typeRegular ? (attributes?[.size] as? Int ?? 0) : 0)
        }
    }
}
