import Diagnostics
import Foundation

/// `catalog new component <slug>`: a page per language and a Swift source, ready to fill in.
package enum Scaffold {
    package static func newComponent(slug: String, contentFolder: String, category: String?, level: String?)
        -> Result<[String], DiagnosticsFailure>
    {
        let store = DiskContentStore(root: contentFolder)
        let (loaded, diagnostics) = SiteSettingsLoader.load(from: store, displayRoot: contentFolder)
        guard let settings = loaded else { return .failure(DiagnosticsFailure(diagnostics)) }
        let folder = "\(contentFolder)/\(CatalogLoader.componentsFolder)/\(slug)"
        if let problem = Slug.problem(slug) {
            return .failure(
                DiagnosticsFailure([
                    .error("content.invalid-slug", problem, at: SourceLocation(path: String(folder.prefix(300))))
                ]))
        }
        var info = stat()
        guard lstat(folder, &info) != 0 else {
            return .failure(
                DiagnosticsFailure([
                    .error("scaffold.exists", "component '\(slug)' already exists", at: SourceLocation(path: folder))
                ]))
        }
        let categorySlug = category ?? settings.categories.first?.slug ?? ""
        let levelSlug = level ?? settings.levels.first?.slug ?? ""
        guard settings.category(categorySlug) != nil else {
            return .failure(
                DiagnosticsFailure([
                    .error(
                        "content.unknown-category",
                        "unknown category '\(categorySlug)'; site.yml lists \(settings.categories.map(\.slug).joined(separator: ", "))",
                        at: SourceLocation(path: "\(contentFolder)/site.yml"))
                ]))
        }
        guard settings.level(levelSlug) != nil else {
            return .failure(
                DiagnosticsFailure([
                    .error(
                        "content.unknown-level",
                        "unknown level '\(levelSlug)'; site.yml lists \(settings.levels.map(\.slug).joined(separator: ", "))",
                        at: SourceLocation(path: "\(contentFolder)/site.yml"))
                ]))
        }
        let typeName = swiftTypeName(slug)
        let title = slug.split(separator: "-").map { String($0) }.joined(separator: " ").capitalized
        var files: [(String, String)] = []
        for language in settings.languages {
            let isDefault = language == settings.defaultLanguage
            let facts =
                isDefault
                ? "category: \(categorySlug)\nlevel: \(levelSlug)\nplatforms: [iOS 18.0+]\n" : ""
            let timeline =
                isDefault
                ? """

                ```timeline
                stage: single
                items: 1
                animation: .smooth(duration: 0.4)
                changes: { opacity: [0, 1], scale: [0.9, 1] }
                reduce-motion: fade
                ```

                """ : ""
            let page = """
                ---
                title: \(title)
                summary: \(ScaffoldPlaceholder.summary)
                \(facts)origin: original
                keywords: [\(slug.split(separator: "-").joined(separator: ", "))]
                ---

                \(ScaffoldPlaceholder.description)
                \(timeline)
                ## API

                | Parameter | Type | Default | Description |
                |---|---|---|---|
                | `title` | `String` | required | \(ScaffoldPlaceholder.parameter) |

                """
            files.append(("index.\(language.code).md", page))
        }
        let year = Calendar(identifier: .gregorian).component(.year, from: Date())
        files.append(
            (
                "\(typeName).swift",
                """
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
            ))
        // Written into a hidden folder and renamed into place: a failure (a full disk) leaves
        // no half-made component behind.
        let partial = "\(contentFolder)/\(CatalogLoader.componentsFolder)/.\(slug).new-\(getpid())"
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
                ]
                ))
        }
        return .success(files.map { "\(folder)/\($0.0)" })
    }

    /// The Swift type a slug's source declares: `toast-banner` is `ToastBanner`. A name that
    /// would start with a digit, or is a keyword or a SwiftUI type the source itself uses,
    /// gets a `View` suffix or a `Component` prefix, so that the scaffold always parses.
    static func swiftTypeName(_ slug: String) -> String {
        let name = slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber == true { return "Component" + name }
        let taken: Set<String> = [
            "Self", "Any", "Type", "Protocol", "View", "Text", "String", "State", "Environment", "Preview",
            "Animation", "Bool", "Double", "Int", "Some",
        ]
        return taken.contains(name) ? name + "View" : name
    }
}
