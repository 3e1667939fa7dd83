import TimelineFormat

/// A language the catalog is written in.
public struct Language: Sendable, Hashable {
    /// The code used in file names and URLs (`en`, `es`).
    public let code: String
    /// The language's name in itself (`English`, `Español`).
    public let name: String

    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}

/// A text given in every language of the catalog.
public struct LocalizedText: Sendable, Hashable {
    public let texts: [String: String]
    let fallbackLanguage: String

    public init(_ texts: [String: String], fallbackLanguage: String) {
        self.texts = texts
        self.fallbackLanguage = fallbackLanguage
    }

    /// The text in `language`, or in the default language when it has none.
    public subscript(language: String) -> String {
        texts[language] ?? texts[fallbackLanguage] ?? ""
    }
}

/// A group of components shown together on the home page and on its own page.
public struct Category: Sendable, Hashable {
    public let slug: String
    public let name: LocalizedText
    public let summary: LocalizedText
}

/// How much SwiftUI a reader needs to follow a component (beginner, intermediate, advanced).
public struct Level: Sendable, Hashable {
    public let slug: String
    public let name: LocalizedText
}

/// The catalog-wide settings of `Content/site.yml`.
public struct SiteSettings: Sendable {
    public let title: LocalizedText
    public let description: LocalizedText
    /// The address the site is published at, ending in `/`; used for `sitemap.xml`.
    public let baseURL: String
    /// The languages, the default one first.
    public let languages: [Language]
    public let categories: [Category]
    public let levels: [Level]

    public var defaultLanguage: Language { languages[0] }

    public func category(_ slug: String) -> Category? { categories.first { $0.slug == slug } }
    public func level(_ slug: String) -> Level? { levels.first { $0.slug == slug } }
}

/// A minimum platform, such as iOS 18.0+.
public struct Platform: Sendable, Hashable, CustomStringConvertible {
    public let name: String
    public let version: String

    public var description: String { "\(name) \(version)+" }
}

/// Where a component's design comes from.
public enum Origin: Sendable, Hashable {
    /// Our own design.
    case original
    /// Inspired by something else (described in the page's language), written from scratch.
    case inspired(by: String)
}

/// One row of a component's API reference table.
public struct Parameter: Sendable, Hashable {
    public let name: String
    public let type: String
    /// The default value as a Swift expression, or nil when the parameter is required.
    public let defaultValue: String?
    /// The description as inline HTML (empty when the table has no Description column).
    public let descriptionHTML: String
    /// The description as plain text, for JSON and search.
    public let descriptionText: String
}

/// The `## API` section of a page: the parameters and the notes under the table.
public struct APIReference: Sendable, Hashable {
    public let parameters: [Parameter]
    public let notesHTML: String
}

/// A Swift source file of a component, with its licence header read out.
public struct SourceFile: Sendable, Hashable {
    public let fileName: String
    public let text: String
    /// The SPDX identifier of its licence, such as `MIT`.
    public let license: String
    /// The copyright line without the comment marker, such as `Copyright (c) 2026 …`.
    public let copyright: String
}

/// A `timeline` block of a page, decoded.
public struct TimelineBlock: Sendable {
    public let timeline: Timeline
    /// Where the block's fence starts, for diagnostics and stable ids.
    public let line: Int
}

/// A piece of a page body: HTML, or a timeline drawn where it stood.
public enum BodyPart: Sendable {
    case html(String)
    case timeline(TimelineBlock)
}

/// A component's page in one language.
public struct ComponentPage: Sendable {
    public let language: String
    /// The content file, relative to the content folder.
    public let path: String
    public let title: String
    public let summary: String
    public let keywords: [String]
    public let origin: Origin
    public let descriptionHTML: String
    /// The text of the description, for search.
    public let descriptionText: String
    public let api: APIReference
    public let timeline: TimelineBlock?
    /// True when this language has no page of its own and shows the default language's.
    public let isFallback: Bool
}

/// A component of the catalog: its facts, its pages per language and its Swift sources.
public struct Component: Sendable {
    public let slug: String
    public let category: String
    public let level: String
    public let platforms: [Platform]
    public let sources: [SourceFile]
    /// One page per language of the catalog, keyed by language code.
    public let pages: [String: ComponentPage]

    /// The licence of the component: the SPDX identifiers of its sources, joined.
    public var license: String {
        var seen: [String] = []
        for source in sources where !seen.contains(source.license) { seen.append(source.license) }
        return seen.joined(separator: " AND ")
    }
}

/// An article's page in one language.
public struct GuidePage: Sendable {
    public let language: String
    public let path: String
    public let title: String
    public let summary: String
    public let keywords: [String]
    public let body: [BodyPart]
    public let bodyText: String
    public let isFallback: Bool
}

/// An article of the catalog.
public struct Guide: Sendable {
    public let slug: String
    /// Slugs of the components the guide is about.
    public let relatedComponents: [String]
    public let pages: [String: GuidePage]
}

/// Everything the catalog publishes, loaded and checked.
public struct Catalog: Sendable {
    public let settings: SiteSettings
    /// Components sorted by slug.
    public let components: [Component]
    /// Guides sorted by slug.
    public let guides: [Guide]

    public init(settings: SiteSettings, components: [Component], guides: [Guide]) {
        self.settings = settings
        self.components = components
        self.guides = guides
    }
}
