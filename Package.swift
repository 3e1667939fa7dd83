// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwiftUICatalog",
    // Linux only: the build calls Glibc, inotify and renameat2 directly.
    products: [
        .executable(name: "catalog", targets: ["catalog"])
    ],
    targets: [
        // C libraries from Debian, each behind one Swift module.
        .systemLibrary(
            name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(
            name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CStemmer", providers: [.apt(["libstemmer-dev"])]),
        // libFuzzer's driver, declared only: the compiler's runtime supplies it in `make fuzz`.
        .systemLibrary(name: "CLibFuzzer"),
        // Linux system calls without a Glibc wrapper (openat2), as inline functions, and
        // ThreadSanitizer's annotations.
        .systemLibrary(name: "CSystem"),

        // The bottom: diagnostics every stage reports, and text helpers every stage shares.
        .target(name: "Diagnostics"),
        .target(name: "TextUtilities", dependencies: ["CSystem"]),

        // Pure cores: values in, values out, no file system.
        // The program's cmark_manage_extensions_special_characters takes the place of the
        // library's (InlinePassLock.swift): the dynamic linker must see it.
        .target(
            name: "Markdown", dependencies: ["CCmarkGFM", "Diagnostics"],
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--export-dynamic-symbol=cmark_manage_extensions_special_characters"])
            ]),
        .target(name: "YAML", dependencies: ["CYAML", "Diagnostics"]),
        .target(name: "Highlight", dependencies: ["TextUtilities"]),
        .target(name: "Search", dependencies: ["CStemmer", "TextUtilities"]),
        .target(name: "Mustache", dependencies: ["TextUtilities"]),
        .target(name: "Timing", dependencies: ["Diagnostics", "TextUtilities"]),
        .target(name: "TimelineFormat", dependencies: ["Diagnostics", "TextUtilities", "Timing", "YAML"]),
        .target(name: "TimelineDrawing", dependencies: ["TextUtilities", "TimelineFormat", "Timing"]),
        // A page's social card (`og:image`) drawn as SVG, for `rsvg-convert` to make a PNG of.
        .target(name: "SocialCard", dependencies: ["TextUtilities"]),
        // The API tables: what the compiler's parse tree says a Swift source declares, and the
        // published model, its schema, its diff and its comparison with the sources.
        .target(name: "SwiftDump"),
        .target(name: "API", dependencies: ["Diagnostics", "TextUtilities", "SwiftDump", "Timing"]),

        // Stages: load and validate the catalog, then render the site.
        .target(
            name: "Catalog",
            dependencies: [
                "CSystem", "Diagnostics", "TextUtilities", "Markdown", "YAML", "Highlight", "TimelineFormat",
                "TimelineDrawing", "SwiftDump", "Timing",
            ]),
        .target(
            name: "Site",
            dependencies: [
                "Diagnostics", "TextUtilities", "Catalog", "Mustache", "YAML", "TimelineFormat", "TimelineDrawing",
                "API", "SwiftDump", "Search", "SocialCard",
            ]),

        // Rebuilds on every save (`catalog watch`), through inotify.
        .target(name: "Watch", dependencies: ["Site", "Catalog"]),

        // Thin executables.
        .executableTarget(
            name: "catalog",
            dependencies: ["Diagnostics", "Site", "Catalog", "Timing", "TimelineFormat", "TimelineDrawing", "Watch"]),
        .executableTarget(name: "catalog-bench", dependencies: ["SwiftDump"]),

        // Fuzzing: the targets as a library (replayed by the tests), run by libFuzzer in `make fuzz`.
        .target(
            name: "Fuzzing",
            dependencies: [
                "Catalog", "Markdown", "Mustache", "TimelineFormat", "TimelineDrawing", "Timing", "YAML", "API",
                "SwiftDump", "Diagnostics",
            ]),
        .executableTarget(name: "catalog-fuzz", dependencies: ["Fuzzing", "CLibFuzzer"]),

        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "TextUtilities"]),
        .testTarget(name: "MarkdownTests", dependencies: ["CCmarkGFM", "Markdown"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "HighlightTests", dependencies: ["Highlight"]),
        .testTarget(name: "SearchTests", dependencies: ["Search", "TestSupport", "TextUtilities"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "TimingTests", dependencies: ["Timing", "TextUtilities"]),
        // What the test targets share: a small catalog, temporary folders, snapshots of a site.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The timeline blocks both timeline test targets read.
        .target(name: "TimelineFixtures", path: "Tests/TimelineFixtures"),
        .testTarget(name: "TimelineFormatTests", dependencies: ["TimelineFormat", "TimelineFixtures", "Timing"]),
        .testTarget(
            name: "TimelineDrawingTests",
            dependencies: ["TimelineDrawing", "TimelineFormat", "TimelineFixtures", "Timing", "YAML"]),
        .testTarget(name: "SocialCardTests", dependencies: ["SocialCard"]),
        .testTarget(name: "CatalogTests", dependencies: ["TestSupport", "Diagnostics", "Catalog", "TextUtilities"]),
        .testTarget(
            name: "SiteTests",
            dependencies: [
                "TestSupport", "Diagnostics", "TextUtilities", "Site", "Catalog", "Markdown", "TimelineDrawing",
                "TimelineFormat", "TimelineFixtures",
            ]),
        // Runs the real `catalog` executable on hostile input; needs no module of ours.
        .testTarget(name: "HostileTests", dependencies: ["TestSupport"], exclude: ["HostileExpectations.txt"]),
        .testTarget(name: "FuzzingTests", dependencies: ["Fuzzing", "Catalog", "YAML"]),
        .testTarget(name: "APITests", dependencies: ["API", "SwiftDump", "Diagnostics", "Timing", "TestSupport", "TextUtilities"]),
    ],
    swiftLanguageModes: [.v6]
)
