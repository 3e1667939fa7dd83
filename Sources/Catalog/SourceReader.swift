import Diagnostics
import Foundation
import Highlight

/// Reads the licence header of a component's Swift source.
enum SourceReader {
    /// How many lines from the top the SPDX and copyright lines may stand at.
    static let headerLines = 5
    static let spdxPrefix = "SPDX-License-Identifier:"

    /// What is wrong with a Swift source's file name, which names its download too: a control
    /// character, or a name past ``ContentLimits/maximumSourceNameLength``.
    static func nameProblem(_ name: String) -> String? {
        if name.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            return "Swift source name contains a control character; rename it"
        }
        let length = name.utf8.count
        guard length <= ContentLimits.maximumSourceNameLength else {
            return
                "Swift source name is \(length) bytes long; the limit is \(ContentLimits.maximumSourceNameLength), as its download is named after it"
        }
        return nil
    }

    static func read(
        _ file: TextFile, fileName: String,
        licenses: Result<SPDXLicenseList, SPDXLicenseList.Problem> = SPDXLicenseList.system
    ) -> (SourceFile?, [Diagnostic]) {
        var license: String?
        var licensePlace = SourceLocation(path: file.displayPath)
        var copyright: String?
        var lineNumber = 0
        // By any line break: `\r\n` is one character of a Swift string, which a split at "\n"
        // would not cut.
        for line in file.text.split(
            maxSplits: headerLines, omittingEmptySubsequences: false, whereSeparator: \.isNewline
        )
        .prefix(headerLines) {
            lineNumber += 1
            let trimmed = String(line).trimmingSpaces
            guard trimmed.hasPrefix("//") else { continue }
            let comment = String(trimmed.dropFirst(2)).trimmingSpaces
            if comment.hasPrefix(spdxPrefix) {
                license = String(comment.dropFirst(spdxPrefix.count)).trimmingSpaces
                let column = line.range(of: license!).map {
                    line.distance(from: line.startIndex, to: $0.lowerBound) + 1
                }
                licensePlace = SourceLocation(path: file.displayPath, line: lineNumber, column: column ?? 1)
                if license!.isEmpty {
                    let place = SourceLocation(path: file.displayPath, line: lineNumber)
                    return (nil, [.error("source.empty-licence", "the SPDX line names no licence", at: place)])
                }
            } else if comment.lowercased().hasPrefix("copyright") {
                copyright = comment
            }
        }
        var diagnostics = ScaffoldPlaceholder.diagnostics(in: file.text, path: file.displayPath)
        let top = SourceLocation(path: file.displayPath)
        if let written = license {
            switch Self.checkedLicence(written, at: licensePlace, licenses: licenses) {
            case .success(let spelled): license = spelled
            case .failure(let problem): diagnostics.append(problem)
            }
        }
        if license == nil {
            diagnostics.append(
                .error(
                    "source.no-licence",
                    "Swift source has no '// \(spdxPrefix) <licence>' line in its first \(headerLines) lines",
                    at: top))
        }
        if copyright == nil {
            diagnostics.append(
                .error(
                    "source.no-copyright",
                    "Swift source has no '// Copyright …' line in its first \(headerLines) lines", at: top))
        }
        guard let license, let copyright else { return (nil, diagnostics) }
        let source = SourceFile(
            fileName: fileName, text: file.text, license: license, copyright: copyright, displayPath: file.displayPath)
        return (source, diagnostics)
    }

    /// A licence expression with its identifiers in the list's spelling (`mit` is `MIT`), or
    /// what is wrong with it at its place, or that the SPDX list is missing.
    static func checkedLicence(
        _ license: String, at place: SourceLocation, licenses: Result<SPDXLicenseList, SPDXLicenseList.Problem>
    ) -> Result<String, Diagnostic> {
        switch licenses {
        case .failure(let problem): return .failure(.error("source.licence-list-missing", problem.message, at: place))
        case .success(let list):
            return SPDXExpression.check(license, list: list).mapError { problem in
                .error(
                    "source.invalid-licence", "the licence is not an SPDX expression: \(problem.message)",
                    at: SourceLocation(path: place.path, line: place.line, column: place.column + problem.column - 1),
                    suggestion: problem.suggestion)
            }
        }
    }
}
