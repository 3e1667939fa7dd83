import Foundation

/// The repository's components, by slug, with their English page's timeline block.
public enum Components {
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content/components")

    public static let blocks: [(slug: String, yaml: String)] = {
        let slugs = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return slugs.sorted().compactMap { slug in
            let page = folder.appendingPathComponent("\(slug)/index.en.md")
            guard let text = try? String(contentsOf: page, encoding: .utf8),
                let start = text.range(of: "```timeline\n")
            else { return nil }
            let rest = text[start.upperBound...]
            guard let end = rest.range(of: "\n```") else { return nil }
            return (slug, String(rest[..<end.lowerBound]))
        }
    }()
}
