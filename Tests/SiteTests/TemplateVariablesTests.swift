import Foundation
import TestSupport
import Testing

@testable import Site

/// docs/reference/template-variables.md is generated from the typed contexts; with
/// `CATALOG_WRITE_README=1` this test writes it instead of comparing. (The test keeps the name
/// `TemplateVariablesReference.testName` gives it, from when the reference was in README.md.)
@Test func readmeListsEveryTemplateVariable() throws {
    let path = Repository.root + "/docs/reference/template-variables.md"
    let readme = try String(contentsOfFile: path, encoding: .utf8)
    let updated = try #require(
        TemplateVariablesReference.replacingReference(in: readme),
        "docs/reference/template-variables.md has no \(TemplateVariablesReference.beginMarker) … \(TemplateVariablesReference.endMarker)"
    )
    if ProcessInfo.processInfo.environment[TemplateVariablesReference.writeVariable] == "1" {
        try updated.write(toFile: path, atomically: true, encoding: .utf8)
        return
    }
    #expect(
        readme == updated,
        """
        docs/reference/template-variables.md differs from the typed contexts; run \
        \(TemplateVariablesReference.writeVariable)=1 swift test --filter \(TemplateVariablesReference.testName)
        """)
}
