import Foundation
import Markdown
import Timing

/// Finds starting inputs for the targets in the repository's own files: real pages, front
/// matter, timeline blocks, API sections, animation expressions and templates, which put the
/// fuzzer past the first checks at once.
package enum SeedCorpus {
    /// The seeds in one file, chosen by its extension:
    /// - `.md`: the page (`page`), its front matter (`yaml`), each timeline block (`timeline`,
    ///   and `yaml`), the content of its `## API` section (`api-table`), and every animation
    ///   expression (`animation`);
    /// - `.yml`, `.yaml`: the file (`yaml`);
    /// - `.mustache`: the template alone (`mustache`);
    /// - `.swift`: every animation expression (`animation`).
    package static func seeds(inFile path: String, text: String) -> [Seed] {
        let fileExtension = path.split(separator: ".").last.map(String.init) ?? ""
        switch fileExtension {
        case "md": return pageSeeds(text)
        case "yml", "yaml": return [Seed(target: "yaml", text: text)]
        case "mustache": return [Seed(target: "mustache", text: text)]
        case "swift": return animationExpressions(in: text).map { Seed(target: "animation", text: $0) }
        default: return []
        }
    }

    /// One `mustache` seed per page template (a name starting with `pages/`) with every other
    /// template as a partial, so that layouts, partials and blocks are reached together.
    package static func templateBundles(_ templates: [String: String]) -> [Seed] {
        let names = templates.keys.sorted()
        return names.filter { $0.hasPrefix("pages/") }.map { page in
            let partials = names.filter { $0 != page }.map { (name: $0, source: templates[$0]!) }
            return Seed(target: "mustache", bytes: MustacheBundle.input(main: templates[page]!, partials: partials))
        }
    }

    static func pageSeeds(_ text: String) -> [Seed] {
        var seeds = [Seed(target: "page", text: text)]
        if let frontMatter = frontMatter(of: text) { seeds.append(Seed(target: "yaml", text: frontMatter)) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let blocks = MarkdownDocument(parsing: text).blocks
        for block in blocks {
            if case .codeBlock(let info, let code) = block.kind, info.split(separator: " ").first == "timeline" {
                seeds += [Seed(target: "timeline", text: code), Seed(target: "yaml", text: code)]
            }
        }
        if let section = apiSection(blocks) {
            let text = lines[(section.lowerBound - 1)..<min(section.upperBound, lines.count)].joined(separator: "\n")
            seeds.append(Seed(target: "api-table", text: text))
        }
        seeds += animationExpressions(in: text).map { Seed(target: "animation", text: $0) }
        return seeds
    }

    /// The text between the opening `---` line and the next `---` line.
    static func frontMatter(of text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") else { return nil }
        return lines[1..<end].joined(separator: "\n") + "\n"
    }

    /// The 1-based lines of what follows a `## API` heading, up to the next `##` heading.
    static func apiSection(_ blocks: [MarkdownBlock]) -> ClosedRange<Int>? {
        guard
            let heading = blocks.firstIndex(where: {
                if case .heading(2, let text) = $0.kind { return text.trimmingCharacters(in: .whitespaces) == "API" }
                return false
            })
        else { return nil }
        let section = blocks[(heading + 1)...].prefix {
            if case .heading(let level, _) = $0.kind { return level > 2 }
            return true
        }
        guard let first = section.first, let last = section.last else { return nil }
        return first.start.line...last.end.line
    }

    /// Every animation expression written in `text`, as in Swift source: a known animation
    /// (`.smooth`, `Animation.spring(…)`) followed by its arguments and known modifiers.
    static func animationExpressions(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        let bases = Set(AnimationExpression.animationNames)
        let modifiers = Set(AnimationExpression.modifierNames)
        var found: [String] = []
        var seen: Set<String> = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "."), let (name, afterName) = identifier(in: bytes, at: index + 1),
                bases.contains(name)
            else {
                index += 1
                continue
            }
            let prefix = Array("Animation".utf8)
            let start =
                index >= prefix.count && Array(bytes[(index - prefix.count)..<index]) == prefix
                ? index - prefix.count : index
            var end = arguments(in: bytes, at: afterName)
            while end < bytes.count, bytes[end] == UInt8(ascii: "."),
                let (modifier, afterModifier) = identifier(in: bytes, at: end + 1), modifiers.contains(modifier)
            {
                end = arguments(in: bytes, at: afterModifier)
            }
            let expression = String(decoding: bytes[start..<end], as: UTF8.self)
            if seen.insert(expression).inserted { found.append(expression) }
            index = end
        }
        return found
    }

    /// The identifier starting at `index` and the index after it.
    private static func identifier(in bytes: [UInt8], at index: Int) -> (String, Int)? {
        func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
        }
        guard index < bytes.count, isLetter(bytes[index]) else { return nil }
        var end = index
        while end < bytes.count, isLetter(bytes[end]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
            end += 1
        }
        return (String(decoding: bytes[index..<end], as: UTF8.self), end)
    }

    /// The index after a balanced `( … )` on one line starting at `index`, or `index` when
    /// there is none.
    private static func arguments(in bytes: [UInt8], at index: Int) -> Int {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return index }
        var depth = 0
        for position in index..<bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return position + 1 }
            case UInt8(ascii: "\n"): return index
            default: break
            }
        }
        return index
    }
}
