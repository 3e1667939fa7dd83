import Foundation
import TestSupport
import Testing

@testable import Site

/// README.md's "Template variables" section is generated from the typed contexts; with
/// `CATALOG_WRITE_README=1` this test writes it instead of comparing.
@Test func readmeListsEveryTemplateVariable() throws {
    let path = Repository.root + "/README.md"
    let readme = try String(contentsOfFile: path, encoding: .utf8)
    let updated = try #require(
        TemplateVariablesReference.replacingReference(in: readme),
        "README.md has no \(TemplateVariablesReference.beginMarker) … \(TemplateVariablesReference.endMarker)")
    if ProcessInfo.processInfo.environment[TemplateVariablesReference.writeVariable] == "1" {
        try updated.write(toFile: path, atomically: true, encoding: .utf8)
        return
    }
    #expect(
        readme == updated,
        """
        README.md's template variables differ from the typed contexts; run \
        \(TemplateVariablesReference.writeVariable)=1 swift test --filter \(TemplateVariablesReference.testName)
        """)
}
