import Catalog
import TestSupport
import Foundation
import Site

func build(
    content: String, templates: String = Repository.templates, output: String, strict: Bool = false,
    checkSwift: Bool = true
) -> SiteBuild.Report {
    var options = SiteBuild.Options(contentFolder: content, templatesFolder: templates, outputFolder: output)
    options.strict = strict
    options.checkSwiftSyntax = checkSwift
    return SiteBuild(options: options).run()
}

/// The values of every `href="…"` and `src="…"` attribute in an HTML text.
func linkTargets(in html: String) -> [String] {
    var targets: [String] = []
    for attribute in [" href=\"", " src=\""] {
        var rest = Substring(html)
        while let start = rest.range(of: attribute) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            targets.append(String(rest[..<end]))
            rest = rest[end...]
        }
    }
    return targets
}
