import Diagnostics
import Foundation

/// `catalog new component <slug>`: a page per language and a Swift source, ready to fill in.
package enum Scaffold {
    package static func newComponent(slug: String, contentFolder: String, category: String?, level: String?)
        -> Result<[String], DiagnosticsFailure>
    {
        let folder = "\(contentFolder)/\(CatalogLoader.componentsFolder)/\(slug)"
        let settings: SiteSettings
        let facts: (category: String, level: String)
        switch checked(slug: slug, folder: folder, contentFolder: contentFolder, category: category, level: level) {
        case .success(let found): (settings, facts) = found
        case .failure(let failure): return .failure(failure)
        }
        let typeName = swiftTypeName(slug)
        if let other = componentDeclaring(typeName, in: contentFolder) {
            return .failure(
                DiagnosticsFailure([
                    .error(
                        "scaffold.type-taken",
                        "component '\(slug)' would declare \(typeName), which component '\(other)' declares already; choose another slug",
                        at: SourceLocation(path: folder))
                ]))
        }
        let title = slug.split(separator: "-").map { String($0) }.joined(separator: " ").capitalized
        var files = settings.languages.map { language in
            (
                "index.\(language.code).md",
                pageText(
                    title: title, slug: slug, facts: language == settings.defaultLanguage ? facts : nil)
            )
        }
        files.append(("\(typeName).swift", sourceText(typeName: typeName, title: title)))
        return write(files, into: folder, contentFolder: contentFolder)
    }

    /// The settings, and the category and level the new component gets, once the slug, the
    /// folder and both are checked.
    private static func checked(
        slug: String, folder: String, contentFolder: String, category: String?, level: String?
    ) -> Result<(SiteSettings, (category: String, level: String)), DiagnosticsFailure> {
        let store = DiskContentStore(root: contentFolder)
        let (loaded, diagnostics) = SiteSettingsLoader.load(from: store, displayRoot: contentFolder)
        guard let settings = loaded else { return .failure(DiagnosticsFailure(diagnostics)) }
        func refused(_ id: Diagnostic.ID, _ message: String, at path: String) -> Result<
            (SiteSettings, (category: String, level: String)), DiagnosticsFailure
        > {
            .failure(DiagnosticsFailure([.error(id, message, at: SourceLocation(path: path))]))
        }
        if let problem = Slug.problem(slug) {
            return refused("content.invalid-slug", problem, at: String(folder.prefix(300)))
        }
        var info = stat()
        guard lstat(folder, &info) != 0 else {
            return refused("scaffold.exists", "component '\(slug)' already exists", at: folder)
        }
        let categorySlug = category ?? settings.categories.first?.slug ?? ""
        let levelSlug = level ?? settings.levels.first?.slug ?? ""
        guard settings.category(categorySlug) != nil else {
            return refused(
                "content.unknown-category",
                "unknown category '\(categorySlug)'; site.yml lists \(settings.categories.map(\.slug).joined(separator: ", "))",
                at: "\(contentFolder)/site.yml")
        }
        guard settings.level(levelSlug) != nil else {
            return refused(
                "content.unknown-level",
                "unknown level '\(levelSlug)'; site.yml lists \(settings.levels.map(\.slug).joined(separator: ", "))",
                at: "\(contentFolder)/site.yml")
        }
        return .success((settings, (categorySlug, levelSlug)))
    }

    /// A page of the new component; the default language's (`facts` given) holds its facts and
    /// a timeline block.
    private static func pageText(title: String, slug: String, facts: (category: String, level: String)?) -> String {
        let header = facts.map { "category: \($0.category)\nlevel: \($0.level)\nplatforms: [iOS 18.0+]\n" } ?? ""
        let timeline =
            facts == nil
            ? ""
            : """

            ```timeline
            stage: single
            items: 1
            animation: .smooth(duration: 0.4)
            changes: { opacity: [0, 1], scale: [0.9, 1] }
            reduce-motion: fade
            ```

            """
        return """
            ---
            title: \(title)
            summary: \(ScaffoldPlaceholder.summary)
            \(header)origin: original
            keywords: [\(slug.split(separator: "-").joined(separator: ", "))]
            ---

            \(ScaffoldPlaceholder.description)
            \(timeline)
            ## API

            | Parameter | Type | Default | Description |
            |---|---|---|---|
            | `title` | `String` | required | \(ScaffoldPlaceholder.parameter) |

            """
    }

    /// The new component's Swift source, with its licence header.
    private static func sourceText(typeName: String, title: String) -> String {
        let year = Calendar(identifier: .gregorian).component(.year, from: Date())
        return """
            // SPDX-License-Identifier: MIT
            // Copyright (c) \(year) SwiftUI Motion Catalog contributors

            import SwiftUI

            /// \(title): \(ScaffoldPlaceholder.source)
            struct \(typeName): View {
                let title: String
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var isVisible = false

                var body: some View {
                    Text(title)
                        .opacity(isVisible ? 1 : 0)
                        .scaleEffect(isVisible || reduceMotion ? 1 : 0.9)
                        .animation(.smooth(duration: 0.4), value: isVisible)
                        .onAppear { isVisible = true }
                }
            }

            #Preview {
                \(typeName)(title: "\(title)")
            }

            """
    }

    /// Writes the files into a hidden folder and renames it into place: a failure (a full
    /// disk) leaves no half-made component behind.
    private static func write(_ files: [(String, String)], into folder: String, contentFolder: String)
        -> Result<[String], DiagnosticsFailure>
    {
        let partial =
            "\(contentFolder)/\(CatalogLoader.componentsFolder)/.\(folder.split(separator: "/").last ?? "").new-\(getpid())"
        do {
            try FileManager.default.createDirectory(
                atPath: "\(contentFolder)/\(CatalogLoader.componentsFolder)", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: partial, withIntermediateDirectories: false)
            for (name, text) in files {
                try Data(text.utf8).write(to: URL(fileURLWithPath: "\(partial)/\(name)"))
            }
            guard rename(partial, folder) == 0 else {
                throw CocoaError(
                    .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            return .failure(
                DiagnosticsFailure([
                    .error(
                        "scaffold.cannot-write", "cannot write: \(error.localizedDescription)",
                        at: SourceLocation(path: folder))
                ]))
        }
        return .success(files.map { "\(folder)/\($0.0)" })
    }

    /// The component whose folder holds a source named after `typeName`, if any.
    private static func componentDeclaring(_ typeName: String, in contentFolder: String) -> String? {
        let components = "\(contentFolder)/\(CatalogLoader.componentsFolder)"
        let slugs = (try? FileManager.default.contentsOfDirectory(atPath: components)) ?? []
        return slugs.sorted().first { FileManager.default.fileExists(atPath: "\(components)/\($0)/\(typeName).swift") }
    }

    /// The Swift type a slug's source declares: `toast-banner` is `ToastBanner`. A name that
    /// would start with a digit gets a `Component` prefix; one that would shadow a Swift or
    /// SwiftUI name (``takenNames``), or whose `View` form would, a `Component` suffix, so
    /// that no two slugs make one type (`any` is `AnyComponent`, `any-view` `AnyViewComponent`).
    static func swiftTypeName(_ slug: String) -> String {
        let name = slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber == true { return "Component" + name }
        return takenNames.contains(name) || takenNames.contains(name + "View") ? name + "Component" : name
    }
}
