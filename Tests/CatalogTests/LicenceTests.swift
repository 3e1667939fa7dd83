import Foundation
import Testing

@testable import Catalog

/// Licence expressions checked against a small list, the same on every machine; the system's
/// list is checked apart, and must be there.
@Suite struct LicenceTests {
    static let list = SPDXLicenseList(
        licenses: ["MIT", "Apache-2.0", "GPL-2.0-only", "GPL-2.0-or-later", "BSD-3-Clause", "GPL-2.0"],
        exceptions: ["Classpath-exception-2.0", "LLVM-exception"])

    static func problem(_ text: String) -> SPDXExpression.Problem? { SPDXExpression.problem(in: text, list: list) }

    @Test(arguments: [
        "MIT", "GPL-2.0+", "MIT OR Apache-2.0", "MIT AND BSD-3-Clause OR Apache-2.0",
        "(MIT OR Apache-2.0) AND BSD-3-Clause", "Apache-2.0 WITH LLVM-exception",
        "GPL-2.0-or-later WITH Classpath-exception-2.0 OR MIT", "LicenseRef-house-font",
        "DocumentRef-spdx-a:LicenseRef-b.1",
        "((MIT))", " MIT\tAND(Apache-2.0) ",
    ])
    func validExpressionsPass(_ text: String) {
        #expect(Self.problem(text) == nil)
    }

    @Test func eachMistakeIsNamedAtItsColumn() {
        let expected: [(String, String, Int, String?)] = [
            ("NotALicense-9", "'NotALicense-9' is not an SPDX licence identifier", 1, nil),
            ("MIT <b>x</b>", "a licence expression cannot hold '<'", 5, nil),
            ("MIT AND", "the licence expression ends where a licence is expected", 8, nil),
            ("MIT and Apache-2.0", "expected AND, OR or WITH, found 'and'", 5, nil),
            ("(MIT OR Apache-2.0", "'(' is not closed", 1, nil),
            ("MIT)", "expected AND, OR or WITH, found ')'", 4, nil),
            ("AND MIT", "expected a licence, found 'AND'", 1, nil),
            ("MIT WITH Foo-exception", "'Foo-exception' is not an SPDX licence exception", 10, nil),
            ("MIT WITH", "WITH must be followed by an SPDX exception", 9, nil),
            ("LicenseRef-", "'LicenseRef-' is not an SPDX licence identifier", 1, nil),
            ("Other:LicenseRef-x", "'Other:LicenseRef-x' is not an SPDX licence identifier", 1, nil),
            ("MIT++", "'MIT++' is not an SPDX licence identifier", 1, "MIT"),
            (
                "(MIT OR Apache-2.0) WITH LLVM-exception",
                "WITH follows a licence, not a parenthesized expression; write the exception inside", 21, nil
            ),
            ("mit or apache-2.0", "expected AND, OR or WITH, found 'or'", 5, nil),
        ]
        for (text, message, column, suggestion) in expected {
            #expect(
                Self.problem(text) == SPDXExpression.Problem(message: message, column: column, suggestion: suggestion),
                "\(text)")
        }
    }

    /// SPDX matches identifiers and exceptions whatever their case (annex D, "Case
    /// sensitivity"), operators only in upper case; what is published is the list's spelling.
    @Test func identifiersMatchWhateverTheirCaseAndTakeTheListsSpelling() {
        let cases = [
            ("mit", "MIT"), ("Mit+", "MIT+"), ("gpl-2.0-OR-LATER with classpath-EXCEPTION-2.0", nil),
            ("(mit OR apache-2.0) AND bsd-3-clause", "(MIT OR Apache-2.0) AND BSD-3-Clause"),
            ("apache-2.0 WITH llvm-exception", "Apache-2.0 WITH LLVM-exception"),
            ("LicenseRef-Ours OR mit", "LicenseRef-Ours OR MIT"),
        ]
        for (written, spelled) in cases {
            let result = SPDXExpression.check(written, list: Self.list)
            if let spelled {
                #expect((try? result.get()) == spelled, "\(written)")
            } else {
                #expect((try? result.get()) == nil, "\(written): 'with' is not an operator")
            }
        }
    }

    @Test func parenthesesNestOnlySoDeep() {
        let limit = SPDXExpression.maximumNesting
        #expect(
            Self.problem(String(repeating: "(", count: limit) + "MIT" + String(repeating: ")", count: limit)) == nil)
        let deep = String(repeating: "(", count: 100_000) + "MIT"
        #expect(Self.problem(deep)?.message == "parentheses nest more than \(limit) deep")
    }

    @Test func aSourceWithAnInvalidLicenceFailsAtTheLicence() {
        let file = TextFile(
            displayPath: "A.swift", text: "// SPDX-License-Identifier: MIT OR Fake-1.0\n// Copyright (c) 2026 A\n")
        let (_, diagnostics) = SourceReader.read(file, fileName: "A.swift", licenses: .success(Self.list))
        #expect(
            diagnostics.map(\.description) == [
                "A.swift:1:36: error: the licence is not an SPDX expression: 'Fake-1.0' is not an SPDX licence identifier"
            ])
    }

    @Test func aMissingListIsAnErrorNotAPass() {
        let file = TextFile(displayPath: "A.swift", text: "// SPDX-License-Identifier: MIT\n// Copyright (c) 2026 A\n")
        let missing = SPDXLicenseList.Problem(message: "cannot check licences")
        let (_, diagnostics) = SourceReader.read(file, fileName: "A.swift", licenses: .failure(missing))
        #expect(diagnostics.map(\.id) == ["source.licence-list-missing"])
    }

    /// `make test` installs Debian's lists: without them this fails rather than passing.
    @Test func theSystemListIsInstalledAndHoldsTheUsualLicences() throws {
        let list = try SPDXLicenseList.system.get()
        #expect(list.licenses.isSuperset(of: ["MIT", "Apache-2.0", "GPL-3.0-or-later", "BSD-3-Clause", "GPL-2.0"]))
        #expect(list.exceptions.contains("Classpath-exception-2.0"))
    }
}
