import Foundation
import TestSupport

/// Timeline blocks and animation expressions with numbers out of any sane range.
extension HostileCorpus {
    static let timelineNumbers: [HostileCase] = [
        HostileCase.timeline("timeline repeatCount 1e19", block(animation: ".linear.repeatCount(1e19)")),
        HostileCase.timeline("timeline repeatCount 1e9", block(animation: ".linear.repeatCount(1e9)")),
        HostileCase.timeline(
            "timeline repeatForever then repeatCount", block(animation: ".linear.repeatForever().repeatCount(3)")),
        HostileCase.timeline("timeline spring duration 1e308", block(animation: ".spring(duration: 1e308)")),
        HostileCase.timeline("timeline delay 1e300", block(animation: ".linear.delay(1e300)")),
        HostileCase.timeline("timeline speed 1e-300", block(animation: ".linear.speed(1e-300)")),
        HostileCase.timeline("timeline linear duration 1e6", block(animation: ".linear(duration: 1e6)")),
        HostileCase.timeline("timeline bounce 0.999999", block(animation: ".spring(duration: 0.5, bounce: 0.999999)")),
        HostileCase.timeline("timeline duration NaN", block(animation: ".easeIn(duration: .nan)")),
        HostileCase.timeline(
            "timeline grid of 1e9 columns",
            "stage: grid\ncolumns: 1000000000\nrows: 3\nanimation: .smooth\nchanges: { opacity: [0, 1] }\nreduce-motion: fade"
        ),
        HostileCase.timeline(
            "timeline from point 1e300",
            """
            stage: grid
            columns: 3
            rows: 3
            animation: .smooth(duration: 0.45)
            ordering: { strategy: radial, from: [1e300, 0], base-delay: 0.05 }
            changes: { opacity: [0, 1] }
            reduce-motion: fade
            """),
        HostileCase.timeline("timeline negative duration", block(animation: ".easeIn(duration: -1)")),
        HostileCase.timeline("timeline number too large for a Double", block(animation: ".easeIn(duration: 1e400)")),
        HostileCase.timeline(
            "timeline stagger step 1e300",
            block(stagger: "{ step: 1e300, cap: 0.6 }")),
        HostileCase.timeline("timeline stagger cap -1", block(stagger: "{ step: 0.07, cap: -1 }")),
        HostileCase.timeline("timeline items 1e9", block(items: "1000000000")),
        HostileCase.timeline("timeline items 20 digits", block(items: "99999999999999999999")),
        HostileCase.timeline(
            "timeline grid from-tile 1e300",
            """
            stage: grid
            columns: 3
            rows: 3
            animation: .smooth(duration: 0.45)
            ordering: { strategy: radial, from-tile: [1e300, 0], base-delay: 0.05 }
            changes: { opacity: [0, 1] }
            reduce-motion: fade
            """),
        HostileCase.timeline("timeline nested 15000 deep", "stage: list\nitems: " + deeplyNested(15_000)),
        HostileCase.timeline(
            "timeline rejected by check as by build", block(animation: ".linear.repeatCount(1e19)"),
            arguments: ["check", "--no-swift-check"]),
        HostileCase.curve(".linear.repeatCount(1e19)"),
        HostileCase.curve(".linear(duration: 1e6)"),
        HostileCase.curve(".spring(duration: 0.5, bounce: 0.999999)"),
        HostileCase.curve(".linear.repeatForever().repeatCount(3)"),
        HostileCase.curve(String(repeating: ".linear", count: 1) + String(repeating: ".delay(0.1)", count: 10_000)),
    ]

    static func block(
        animation: String = ".smooth(duration: 0.45)", stagger: String = "{ step: 0.07, cap: 0.6 }",
        items: String = "3"
    ) -> String {
        """
        stage: list
        items: \(items)
        animation: \(animation)
        stagger: \(stagger)
        changes: { opacity: [0, 1], offset-y: [28, 0] }
        reduce-motion: fade
        """
    }

    /// Deep YAML, giant tables and templates that once crashed or stalled a build.
    static let parsers: [HostileCase] = [
        HostileCase.page(
            "front matter nested 15000 deep",
            SmallCatalog.englishPage().replacingOccurrences(
                of: "keywords: [fade, list, rows]", with: "keywords: " + deeplyNested(15_000))),
        HostileCase(
            name: "site.yml nested 15000 deep",
            setup: { $0.write("Content/site.yml", SmallCatalog.site + "extra: " + deeplyNested(15_000) + "\n") }),
        HostileCase(
            name: "strings file nested 15000 deep",
            setup: {
                $0.write(
                    "Templates/strings/es.yml",
                    $0.read("Templates/strings/es.yml") + "deep: " + deeplyNested(15_000) + "\n")
            }),
        HostileCase.page(
            "front matter with a billion laughs",
            SmallCatalog.englishPage().replacingOccurrences(
                of: "keywords: [fade, list, rows]\n", with: billionLaughs)),
        HostileCase.page(
            "page with a 30000-column table",
            SmallCatalog.englishPage(
                table: "|" + String(repeating: " a |", count: 30_000) + "\n|" + String(repeating: "---|", count: 30_000)
            )),
        HostileCase.page(
            "page with 50000 nested block quotes",
            SmallCatalog.englishPage() + String(repeating: ">", count: 50_000) + " deep\n"),
        HostileCase(
            name: "template of 200000 tags",
            setup: { $0.write("Templates/partials/footer.mustache", String(repeating: "{{a}}", count: 200_000)) }),
        HostileCase(
            name: "template with 20000 nested sections",
            setup: {
                $0.write(
                    "Templates/partials/footer.mustache",
                    String(repeating: "{{#site}}", count: 20_000) + String(repeating: "{{/site}}", count: 20_000))
            }),
        HostileCase(
            name: "template partial that includes itself forever",
            setup: { $0.write("Templates/partials/footer.mustache", "{{#site}}{{>partials/footer}}{{/site}}") }),
    ]

    static let billionLaughs = """
        keywords: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]
        x1: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
        x2: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
        x3: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
        x4: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
        x5: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
        x6: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
        x7: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
        x8: [*h, *h, *h, *h, *h, *h, *h, *h, *h]

        """
}
