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
        // libFuzzer's driver, declared only: the compiler's runtime supplies it in `make fuzz`.
        .systemLibrary(name: "CLibFuzzer"),

        // Pure cores: values in, values out, no file system.
        .target(name: "Markdown", dependencies: ["CCmarkGFM"]),
        .target(name: "YAML", dependencies: ["CYAML"]),
        .target(name: "Highlight"),
        .target(name: "Mustache"),
        .target(name: "Timing"),
        .target(name: "Timelines", dependencies: ["Timing", "YAML"]),

        // Stages: load and validate the catalog, then render the site.
        .target(
            name: "Catalog",
            dependencies: ["Markdown", "YAML", "Highlight", "Timing", "Timelines"]),
        .target(name: "Site", dependencies: ["Catalog", "Mustache", "Timelines", "Highlight"]),

        // Thin executables.
        .executableTarget(name: "catalog", dependencies: ["Site", "Catalog", "Timing", "Timelines"]),
        .executableTarget(name: "catalog-bench"),

        // Fuzzing: the targets as a library (replayed by the tests), run by libFuzzer in `make fuzz`.
        .target(name: "Fuzzing", dependencies: ["Catalog", "Markdown", "Mustache", "Timelines", "Timing", "YAML"]),
        .executableTarget(name: "catalog-fuzz", dependencies: ["Fuzzing", "CLibFuzzer"]),

        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "HighlightTests", dependencies: ["Highlight"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "TimingTests", dependencies: ["Timing"]),
        .testTarget(name: "TimelinesTests", dependencies: ["Timelines", "Timing", "YAML"]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog"]),
        .testTarget(name: "SiteTests", dependencies: ["Site", "Catalog", "Markdown"]),
        .testTarget(name: "FuzzingTests", dependencies: ["Fuzzing", "Catalog", "YAML"]),
    ],
    swiftLanguageModes: [.v6]
)
