import Foundation
import Testing

/// The API tables' promises, checked by running the real `catalog` on a copy of the
/// repository's own catalog: drift between a table or a timeline and its Swift source fails
/// the check naming both files and lines; every published JSON file validates against the
/// published schema; `catalog api --diff` stops on a breaking change.
@Suite(.serialized) struct APIToolTests {
    static let hasCompiler =
        ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .contains { FileManager.default.isExecutableFile(atPath: $0 + "/swiftc") } ?? false

    /// A workspace holding a copy of the repository's `Content/` and `Templates/`.
    static func copyOfCatalog() -> Workspace {
        let workspace = Workspace(catalog: false)
        for folder in ["Content", "Templates"] {
            try! FileManager.default.copyItem(
                atPath: Workspace.repository + "/" + folder, toPath: workspace.path + "/" + folder)
        }
        return workspace
    }

    static func replace(_ old: String, with new: String, in relative: String, of workspace: Workspace) {
        let text = workspace.read(relative)
        #expect(text.contains(old), "\(relative) no longer holds \(old)")
        workspace.write(relative, text.replacingOccurrences(of: old, with: new))
    }

    /// The line of `needle` in a file of the workspace, 1-based.
    static func line(of needle: String, in relative: String, of workspace: Workspace) -> Int? {
        workspace.read(relative).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    static let page = "Content/components/card-pile/index.en.md"
    static let source = "Content/components/card-pile/CardPile.swift"

    @Test(.enabled(if: hasCompiler, "swiftc is not on PATH"))
    func theRepositoryCatalogHasNoDrift() throws {
        let workspace = Self.copyOfCatalog()
        let run = try workspace.catalog(["check", "--strict"])
        #expect(run.status == 0, "\(run.standardError)")
    }

    @Test(.enabled(if: hasCompiler, "swiftc is not on PATH"))
    func renamingAStoredPropertyFailsAtTheRowAndTheDeclaration() throws {
        let workspace = Self.copyOfCatalog()
        Self.replace(
            "    var peek: CGFloat = 9", with: "    var peekDepth: CGFloat = 9", in: Self.source, of: workspace)
        let run = try workspace.catalog(["check"])
        #expect(run.status == 1)
        let row = try #require(Self.line(of: "| `peek` |", in: Self.page, of: workspace))
        let declaration = try #require(Self.line(of: "var peekDepth", in: Self.source, of: workspace))
        #expect(
            run.standardError.contains("\(Self.page):\(row):1: error: parameter 'peek' is not a parameter of CardPile"))
        #expect(run.standardError.contains("\(Self.source):\(declaration):9: note: 'peekDepth' is declared here"))
    }

    @Test(.enabled(if: hasCompiler, "swiftc is not on PATH"))
    func changingADefaultInTheTableFailsAtTheRowAndTheDeclaration() throws {
        let workspace = Self.copyOfCatalog()
        for language in ["en", "es"] {
            Self.replace(
                "| `spacing` | `CGFloat` | `8` |", with: "| `spacing` | `CGFloat` | `10` |",
                in: "Content/components/card-pile/index.\(language).md", of: workspace)
        }
        let run = try workspace.catalog(["check"])
        #expect(run.status == 1)
        let row = try #require(Self.line(of: "| `spacing` |", in: Self.page, of: workspace))
        let declaration = try #require(Self.line(of: "var spacing: CGFloat = 8", in: Self.source, of: workspace))
        #expect(
            run.standardError.contains(
                "\(Self.page):\(row):1: error: the API table gives 'spacing' the default '10'; CardPile declares '8'"))
        #expect(run.standardError.contains("\(Self.source):\(declaration):9: note: 'spacing' is declared here"))
    }

    @Test(.enabled(if: hasCompiler, "swiftc is not on PATH"))
    func changingASpringInTheSourceIsAWarningAndFailsUnderStrict() throws {
        let workspace = Self.copyOfCatalog()
        Self.replace(
            "static let spring: Animation = .spring(duration: 0.45, bounce: 0.2)",
            with: "static let spring: Animation = .spring(duration: 0.5, bounce: 0.2)", in: Self.source, of: workspace)
        let blockLine = try #require(Self.line(of: "animation: .spring(duration: 0.45", in: Self.page, of: workspace))
        let sourceLine = try #require(Self.line(of: "static let spring", in: Self.source, of: workspace))
        let lenient = try workspace.catalog(["check"])
        #expect(lenient.status == 0)
        #expect(
            lenient.standardError.contains(
                "\(Self.page):\(blockLine):12: warning: the timeline animates with '.spring(duration: 0.45, bounce: 0.2)'"
            ))
        let strict = try workspace.catalog(["check", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("\(Self.page):\(blockLine):12: error: the timeline animates with"))
        #expect(
            strict.standardError.contains(
                "\(Self.source):\(sourceLine):36: note: the source animates with '.spring(duration: 0.5, bounce: 0.2)' here"
            ))
    }

    @Test(.enabled(if: hasCompiler, "swiftc is not on PATH"))
    func aBlockMayDeclareWhatTheSourceDoesNotContain() throws {
        let workspace = Self.copyOfCatalog()
        Self.replace(
            "static let spring: Animation = .spring(duration: 0.45, bounce: 0.2)",
            with: "static let spring: Animation = .spring(duration: 0.5, bounce: 0.2)", in: Self.source, of: workspace)
        Self.replace(
            "reduce-motion: still\n```",
            with: "reduce-motion: still\nnot-in-source: the preview slows the spring down\n```",
            in: Self.page, of: workspace)
        let run = try workspace.catalog(["check", "--strict"])
        #expect(run.status == 0, "\(run.standardError)")
    }

    @Test(.enabled(if: hasCompiler, "swiftc is not on PATH"))
    func aStaggerStepThatDiffersIsReportedAtBothPlaces() throws {
        let workspace = Self.copyOfCatalog()
        Self.replace(
            "static let step: Double = 0.04", with: "static let step: Double = 0.05", in: Self.source, of: workspace)
        let run = try workspace.catalog(["check", "--strict"])
        #expect(run.status == 1)
        let stepLine = try #require(Self.line(of: "static let step", in: Self.source, of: workspace))
        #expect(
            run.standardError.contains("error: the timeline's stagger step is 0.04; the source declares step = 0.05"))
        #expect(run.standardError.contains("\(Self.source):\(stepLine):16: note: 'step' is declared here"))
    }

    @Test(.enabled(if: hasCompiler, "swiftc is not on PATH"))
    func aRebuildRunsTheCompilerOnlyOverChangedSourcesAndStillChecksDrift() throws {
        let workspace = Self.copyOfCatalog()
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let real = try #require(
            path.split(separator: ":").map { $0 + "/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        )
        // A compiler that notes each run, then runs the real one.
        workspace.write(
            "bin/swiftc", "#!/bin/sh\necho \"$@\" >> '\(workspace.path)/swiftc.log'\nexec '\(real)' \"$@\"\n")
        workspace.chmod("bin/swiftc", 0o755)
        let environment = ["PATH": workspace.path + "/bin:" + path]
        func runs() -> [String] { workspace.read("swiftc.log").split(separator: "\n").map(String.init) }

        #expect(try workspace.catalog(["build", "--quiet"], environment: environment).status == 0)
        #expect(runs().count == 1)
        #expect(try workspace.catalog(["build", "--quiet"], environment: environment).status == 0)
        #expect(runs().count == 1, "an unchanged catalog ran swiftc again")

        workspace.write(Self.source, workspace.read(Self.source) + "// A new comment.\n")
        #expect(try workspace.catalog(["build", "--quiet"], environment: environment).status == 0)
        #expect(runs().count == 2)
        #expect(runs().last?.components(separatedBy: "-primary-file").count == 2, "\(runs().last ?? "")")
        #expect(runs().last?.hasSuffix("CardPile.swift") == true)

        // The table changes, the sources do not: the drift is found from the cached surfaces.
        for language in ["en", "es"] {
            Self.replace(
                "| `spacing` | `CGFloat` | `8` |", with: "| `spacing` | `CGFloat` | `10` |",
                in: "Content/components/card-pile/index.\(language).md", of: workspace)
        }
        let check = try workspace.catalog(["check"], environment: environment)
        #expect(check.status == 1)
        #expect(
            check.standardError.contains("error: the API table gives 'spacing' the default '10'; CardPile declares '8'")
        )
        #expect(runs().count == 2, "check ran swiftc over cached sources")
    }

    static let hasJSONSchema: Bool = {
        guard let run = try? Workspace.run("/usr/bin/env", ["python3", "-c", "import jsonschema"], in: "/") else {
            return false
        }
        return run.status == 0
    }()

    @Test(.enabled(if: hasJSONSchema, "python3 with jsonschema (Debian's python3-jsonschema) is not installed"))
    func everyPublishedJSONFileValidatesAgainstThePublishedSchema() throws {
        let workspace = Self.copyOfCatalog()
        let build = try workspace.catalog(["build", "--quiet"])
        #expect(build.status == 0, "\(build.standardError)")
        let script = """
            import json, pathlib, sys
            from jsonschema import Draft202012Validator
            folder = pathlib.Path(sys.argv[1])
            schema = json.loads((folder / "schema.json").read_text())
            Draft202012Validator.check_schema(schema)
            validator = Draft202012Validator(schema)
            count = 0
            for path in sorted(folder.glob("*.json")):
                if path.name == "schema.json":
                    continue
                errors = list(validator.iter_errors(json.loads(path.read_text())))
                for error in errors:
                    print(f"{path.name}: {error.message}")
                count += 1
            print(f"validated {count}")
            """
        let run = try Workspace.run("/usr/bin/env", ["python3", "-c", script, workspace.path + "/Public/api"], in: "/")
        #expect(run.status == 0, "\(run.standardError)")
        let components = try FileManager.default.contentsOfDirectory(atPath: workspace.path + "/Content/components")
            .filter { !$0.hasPrefix(".") }.count
        // Every component's file and the index, and not one error.
        #expect(run.standardOutput == "validated \(components + 1)\n", "\(run.standardOutput)")
    }

    @Test func aRemovedParameterIsABreakingChange() throws {
        let workspace = Self.copyOfCatalog()
        #expect(try workspace.catalog(["build", "--quiet", "--no-swift-check"]).status == 0)
        let old = workspace.read("Public/api/index.json")
        workspace.write("old.json", old)
        for language in ["en", "es"] {
            let path = "Content/components/card-pile/index.\(language).md"
            let text = workspace.read(path)
            workspace.write(
                path,
                text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("| `peek` |") }
                    .joined(separator: "\n"))
        }
        let run = try workspace.catalog(["api", "--diff", "old.json"])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("card-pile: parameter 'peek' removed (breaking)"))
        #expect(run.standardOutput.hasSuffix("1 change, 1 breaking\n"))
        let same = try workspace.catalog(["api", "--diff", "old.json", "Public/api/index.json"])
        #expect(same.status == 0)
        #expect(same.standardOutput == "no API changes\n")
    }

    @Test func aRenamedParameterIsABreakingChange() throws {
        let workspace = Self.copyOfCatalog()
        #expect(try workspace.catalog(["build", "--quiet", "--no-swift-check"]).status == 0)
        workspace.write("new.json", workspace.read("Public/api/index.json"))
        // In the old index, `peek` was called `peekOld`.
        let text = workspace.read("new.json")
        workspace.write(
            "old.json", text.replacingOccurrences(of: "\"name\" : \"peek\"", with: "\"name\" : \"peekOld\""))
        let run = try workspace.catalog(["api", "--diff", "old.json", "new.json"])
        #expect(run.standardOutput.contains("card-pile: parameter 'peekOld' renamed to 'peek' (breaking)"))
        #expect(run.status == 1)
    }

    @Test func theMarkdownTablePastesIntoAReadme() throws {
        let workspace = Self.copyOfCatalog()
        let run = try workspace.catalog(["api", "card-pile", "--language", "es"])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "### Montón de tarjetas")
        #expect(lines.contains("| Parámetro | Tipo | Valor por defecto | Descripción |"))
        // The row as the Spanish page writes it.
        let pageRow = workspace.read("Content/components/card-pile/index.es.md").split(separator: "\n")
            .first { $0.hasPrefix("| `peek` |") }.map(String.init)
        #expect(pageRow != nil && lines.contains(pageRow!))
        #expect(
            lines.last?.hasPrefix(
                "Licencia: MIT. Documentación: <https://catalog.example.org/es/components/card-pile.html>") == true)
        let unknown = try workspace.catalog(["api", "card-pil"])
        #expect(unknown.status == 1)
        #expect(
            unknown.standardError.contains("error: no component 'card-pil' in the catalog; did you mean 'card-pile'?"))
    }
}
