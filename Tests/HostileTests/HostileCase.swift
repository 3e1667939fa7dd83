import TestSupport
import Foundation
import Testing

/// One hostile input: how to spoil a valid workspace and the command to run. What a user must
/// see, the exit status and every diagnostic line exactly, is in `HostileExpectations.txt`
/// under the case's name (`$W` stands for the workspace's path). Unless `mayChange` says
/// otherwise, nothing in the workspace may change, the previous output included; a case that
/// succeeds may change only `Public/` and its state folder.
struct HostileCase: Sendable, CustomTestStringConvertible {
    let name: String
    var arguments = ["build", "--no-swift-check"]
    var environment: [String: String] = [:]
    /// Top-level entries of the workspace the command may change.
    var mayChange: Set<String> = []
    var setup: @Sendable (Workspace) -> Void = { _ in }
    /// More checks after the run, such as a follow-up command.
    var verify: @Sendable (Workspace, Workspace.Run) throws -> Void = { _, _ in }
    /// Skipped, with the reason, when this is not nil.
    var skipReason: String? = nil

    var testDescription: String { name }
}

extension HostileCase {
    /// Spoils the English page of the fixture's component with `change`.
    static func page(_ name: String, _ text: String) -> HostileCase {
        HostileCase(name: name, setup: { $0.write("Content/components/fade-list/index.en.md", text) })
    }

    /// The fixture's timeline block replaced by `body`.
    static func timeline(_ name: String, _ body: String, arguments: [String]? = nil) -> HostileCase {
        var result = page(name, SmallCatalog.englishPage(timeline: body))
        if let arguments { result.arguments = arguments }
        return result
    }

    /// `catalog curve <expression>`.
    static func curve(_ expression: String) -> HostileCase {
        HostileCase(name: "curve \(expression.prefix(60))", arguments: ["curve", expression])
    }
}

/// Whether the tests run as root, for whom permission bits do not stop a read.
let runningAsRoot = getuid() == 0

/// A YAML flow sequence nested `depth` levels deep.
func deeplyNested(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
}

/// The expected outcome of each case, read from `HostileExpectations.txt`:
///
///     == case name
///     status: 1
///         "path:line:col: error: message",
enum HostileExpectations {
    struct Outcome: Equatable {
        var status: Int32
        var diagnostics: [String]
    }

    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/HostileExpectations.txt"

    static let all: [String: Outcome] = {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [:] }
        var result: [String: Outcome] = [:]
        var name: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("== ") {
                name = String(line.dropFirst(3))
                result[name!] = Outcome(status: -1, diagnostics: [])
            } else if let name, line.hasPrefix("status: "), let status = Int32(line.dropFirst(8)) {
                result[name]?.status = status
            } else if let name {
                var quoted = line.drop { $0 == " " }
                if quoted.hasSuffix(",") { quoted = quoted.dropLast() }
                if quoted.hasPrefix("\""), quoted.hasSuffix("\""), quoted.count >= 2 {
                    result[name]?.diagnostics.append(String(quoted.dropFirst().dropLast()))
                }
            }
        }
        return result
    }()
}
