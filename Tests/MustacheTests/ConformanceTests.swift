import Foundation
import Mustache
import Testing

/// Where the Mustache specification's JSON files are: `$MUSTACHE_SPEC_DIR` when set (CI sets
/// it, and then the folder must exist), else `../shared/conformance/mustache` next to the
/// repository.
private enum SpecFolder {
    static let fromEnvironment = ProcessInfo.processInfo.environment["MUSTACHE_SPEC_DIR"]

    static let url: URL =
        if let fromEnvironment {
            URL(fileURLWithPath: fromEnvironment)
        } else {
            URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent()  // Tests/MustacheTests
                .deletingLastPathComponent()  // Tests
                .deletingLastPathComponent()  // the repository root
                .deletingLastPathComponent()  // the folder holding it, and `shared`
                .appendingPathComponent("shared/conformance/mustache")
        }

    /// Whether the test runs: always when the environment names the folder, so that a missing
    /// folder fails; otherwise only when the default folder exists.
    static let isAvailable: Bool = {
        if fromEnvironment != nil {
            return true
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if !exists || !isDirectory.boolValue {
            print(
                "mustache conformance: skipped, no spec folder at \(url.path) "
                    + "and MUSTACHE_SPEC_DIR is not set")
            return false
        }
        return true
    }()
}

/// Swift closures standing in for the code the lambda cases carry for other languages; made
/// anew for each run, since one counts its calls.
private func lambdasByTestName() -> [String: MustacheLambda] {
    [
        "Interpolation": MustacheLambda { "world" },
        "Interpolation - Expansion": MustacheLambda { "{{planet}}" },
        "Interpolation - Alternate Delimiters": MustacheLambda { "|planet| => {{planet}}" },
        "Interpolation - Multiple Calls": {
            let calls = Counter()
            return MustacheLambda { String(calls.next()) }
        }(),
        "Escaping": MustacheLambda { ">" },
        "Section": MustacheLambda { (text: String) in text == "{{x}}" ? "yes" : "no" },
        "Section - Expansion": MustacheLambda { (text: String) in "\(text){{planet}}\(text)" },
        "Section - Alternate Delimiters": MustacheLambda { (text: String) in
            "\(text){{planet}} => |planet|\(text)"
        },
        "Section - Multiple Calls": MustacheLambda { (text: String) in "__\(text)__" },
        "Inverted Section": MustacheLambda { (_: String) in "" },
    ]
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}

/// Converts parsed JSON to a context, telling JSON booleans from numbers by their type code.
private func mustacheValue(_ json: Any) -> MustacheValue {
    switch json {
    case let string as String:
        return .string(string)
    case let number as NSNumber:
        switch String(cString: number.objCType) {
        case "c", "B": return .bool(number.boolValue)
        case "f", "d": return .double(number.doubleValue)
        default: return .int(number.intValue)
        }
    case let array as [Any]:
        return .list(array.map(mustacheValue))
    case let object as [String: Any]:
        return .object(object.mapValues(mustacheValue))
    default:
        return .null
    }
}

/// `value` with every object made lazy, members in name order: the spec must pass with
/// ``MustacheValue/members(_:)`` as it does with dictionaries.
private func lazily(_ value: MustacheValue) -> MustacheValue {
    switch value {
    case .object(let object):
        let names = object.keys.sorted()
        let members = names.map { lazily(object[$0]!) }
        return .members(MustacheMembers(MustacheMemberNames(names)) { members[$0] })
    case .list(let items):
        return .list(items.map(lazily))
    default:
        return value
    }
}

private struct SpecCase {
    let name: String
    let template: String
    let partials: [String: String]
    let data: MustacheValue
    let expected: String
}

private func loadCases(from file: URL) throws -> [SpecCase] {
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    let tests = json?["tests"] as? [[String: Any]] ?? []
    let lambdasByTestName = lambdasByTestName()
    return tests.map { test in
        let name = test["name"] as? String ?? "?"
        var data = mustacheValue(test["data"] ?? NSNull())
        if let lambda = lambdasByTestName[name], case .object(var object) = data,
            object["lambda"] != nil
        {
            object["lambda"] = .lambda(lambda)
            data = .object(object)
        }
        return SpecCase(
            name: name, template: test["template"] as? String ?? "",
            partials: test["partials"] as? [String: String] ?? [:], data: data,
            expected: test["expected"] as? String ?? "")
    }
}

/// Runs a case the way the spec describes: partials that are missing render as nothing.
private func run(_ specCase: SpecCase) -> Result<String, any Error> {
    // A name no spec partial uses, for the template under test.
    let mainName = "\u{0}test"
    var templates = specCase.partials
    templates[mainName] = specCase.template
    do {
        let library = try MustacheLibrary(templates: templates, missingPartials: .renderEmpty)
        return .success(try library.render(mainName, specCase.data))
    } catch {
        return .failure(error)
    }
}

@Suite struct MustacheConformance {
    @Test(
        "every case of every spec file, optional modules included",
        .enabled(if: SpecFolder.isAvailable, "needs the Mustache spec folder (see SpecFolder)"))
    func specification() throws {
        try runSpecification(label: "mustache conformance", context: { $0 })
    }

    @Test(
        "every case again, with every object of the data lazy",
        .enabled(if: SpecFolder.isAvailable, "needs the Mustache spec folder (see SpecFolder)"))
    func specificationWithLazyObjects() throws {
        try runSpecification(label: "mustache conformance, lazy objects", context: lazily)
    }

    private func runSpecification(label: String, context: (MustacheValue) -> MustacheValue) throws {
        let folder = SpecFolder.url
        var isDirectory: ObjCBool = false
        try #require(
            FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
                && isDirectory.boolValue,
            "MUSTACHE_SPEC_DIR names \(folder.path), which is not a folder")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }
            .sorted()
        try #require(!files.isEmpty, "no JSON files in \(folder.path)")

        var passedTotal = 0
        var countTotal = 0
        for file in files {
            let cases = try loadCases(from: folder.appendingPathComponent(file))
            var passed = 0
            for specCase in cases {
                let specCase = SpecCase(
                    name: specCase.name, template: specCase.template, partials: specCase.partials,
                    data: context(specCase.data), expected: specCase.expected)
                switch run(specCase) {
                case .success(let actual) where actual == specCase.expected:
                    passed += 1
                case .success(let actual):
                    let expected = specCase.expected.debugDescription
                    Issue.record(
                        "\(file) “\(specCase.name)”: expected \(expected), got \(actual.debugDescription)"
                    )
                case .failure(let error):
                    Issue.record("\(file) “\(specCase.name)”: threw \(error)")
                }
            }
            print("\(label): \(file) \(passed)/\(cases.count)")
            passedTotal += passed
            countTotal += cases.count
        }
        print("\(label): total \(passedTotal)/\(countTotal)")
        #expect(passedTotal == countTotal)
    }
}
