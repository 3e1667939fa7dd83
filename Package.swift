// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwiftUICatalog",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "catalog", targets: ["catalog"]),
        .library(name: "Site", targets: ["Site"]),
    ],
    targets: [
        // C libraries from Debian, each behind one Swift module.
        .systemLibrary(
            name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(
            name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),

        // Pure cores: values in, values out, no file system.
        .target(name: "Markdown", dependencies: ["CCmarkGFM"]),
        .target(name: "YAML", dependencies: ["CYAML"]),
        .target(name: "Highlight"),
        .target(name: "Mustache"),
        .target(name: "Timing"),
        .target(name: "TimelineFormat", dependencies: ["Timing", "YAML"]),
        .target(name: "TimelineDrawing", dependencies: ["TimelineFormat", "Timing"]),

        // Stages: load and validate the catalog, then render the site.
        .target(
            name: "Catalog",
            dependencies: ["Markdown", "YAML", "Highlight", "TimelineFormat", "TimelineDrawing"]),
        .target(
            name: "Site",
            dependencies: ["Catalog", "Mustache", "YAML", "Highlight", "TimelineFormat", "TimelineDrawing"]),

        // Thin executables.
        .executableTarget(name: "catalog", dependencies: ["Site", "Catalog", "Timing", "TimelineFormat"]),
        .executableTarget(name: "catalog-bench"),

        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "HighlightTests", dependencies: ["Highlight"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "TimingTests", dependencies: ["Timing"]),
        // The timeline blocks both timeline test targets read.
        .target(name: "TimelineFixtures", path: "Tests/TimelineFixtures"),
        .testTarget(name: "TimelineFormatTests", dependencies: ["TimelineFormat", "TimelineFixtures", "Timing"]),
        .testTarget(
            name: "TimelineDrawingTests",
            dependencies: ["TimelineDrawing", "TimelineFormat", "TimelineFixtures", "Timing", "YAML"]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog"]),
        .testTarget(name: "SiteTests", dependencies: ["Site", "Catalog", "Markdown"]),
        // Runs the real `catalog` executable on hostile input; needs no module of ours.
        .testTarget(name: "HostileTests"),
    ],
    swiftLanguageModes: [.v6]
)
