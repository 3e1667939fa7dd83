import Foundation

/// The repository's components, by slug, with their English page's timeline block, and the
/// blocks of every page.
public enum Components {
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content/components")

    public static let blocks: [(slug: String, yaml: String)] = {
        let slugs = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return slugs.sorted().compactMap { slug in
            block(folder.appendingPathComponent("\(slug)/index.en.md")).map { (slug, $0) }
        }
    }()

    /// The timeline block of every page of the repository, components' and guides', in every
    /// language: the page's path under `Content/` (`guides/x/index.es.md`), its language and
    /// its block, or the English page's when it has none (as the site draws it).
    public static let everyPage: [(page: String, language: String, yaml: String)] = {
        let content = folder.deletingLastPathComponent()
        return ["components", "guides"].flatMap { kind -> [(String, String, String)] in
            let pages =
                FileManager.default.enumerator(atPath: content.appendingPathComponent(kind).path)?
                .compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted() ?? []
            return pages.compactMap { page in
                let url = content.appendingPathComponent("\(kind)/\(page)")
                let language = page.split(separator: ".").dropLast().last.map(String.init) ?? ""
                let english = url.deletingLastPathComponent().appendingPathComponent("index.en.md")
                return (block(url) ?? block(english)).map { ("\(kind)/\(page)", language, $0) }
            }
        }
    }()

    /// The first timeline block of the page at `url`.
    static func block(_ url: URL) -> String? {
        guard let text = try? String(contentsOf: url, encoding: .utf8), let start = text.range(of: "```timeline\n")
        else { return nil }
        let rest = text[start.upperBound...]
        return rest.range(of: "\n```").map { String(rest[..<$0.lowerBound]) }
    }
}
