import Foundation
import Fuzzing

#if CATALOG_FUZZER
    import CLibFuzzer
#endif

// `catalog-fuzz`: the fuzz targets of `Fuzzing` as a program. Built normally, it replays inputs
// and writes seed corpora; built by `make fuzz` (with `-sanitize=fuzzer,address` and
// `-DCATALOG_FUZZER`), any other command line goes to libFuzzer, which fuzzes the target named
// by the FUZZ_TARGET environment variable. The program keeps its own `main` in both builds
// because SwiftPM links executables on Linux with `main` defined as the module's entry point,
// so libFuzzer's `main` cannot be used; `LLVMFuzzerRunDriver` is libFuzzer's way in for that.

let usage = """
    usage: catalog-fuzz list
           catalog-fuzz run <target> <file or folder>...
           catalog-fuzz seeds <output folder> <content, templates or sources folder>...
           FUZZ_TARGET=<target> catalog-fuzz [libFuzzer options] [corpus folder]...   (fuzzing build only)

    """

@main
enum CatalogFuzz {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "list":
            for target in FuzzTarget.all {
                print("\(target.name)\t\(target.maximumLength)\t\(target.summary)")
            }
        case "run":
            guard arguments.count >= 3 else { fail(usage) }
            replay(target: target(named: arguments[1]), paths: Array(arguments.dropFirst(2)))
        case "seeds":
            guard arguments.count >= 3 else { fail(usage) }
            writeSeeds(into: arguments[1], from: Array(arguments.dropFirst(2)))
        case "help", "-h", "--help":
            print(usage, terminator: "")
        default:
            #if CATALOG_FUZZER
                exit(LibFuzzer.run())
            #else
                fail("catalog-fuzz was built without libFuzzer; build it with `make fuzz`\n" + usage)
            #endif
        }
    }

    static func target(named name: String) -> FuzzTarget {
        guard let target = FuzzTarget.named(name) else {
            fail("catalog-fuzz: unknown target '\(name)'; known: \(FuzzTarget.all.map(\.name).joined(separator: ", "))")
        }
        return target
    }

    /// Runs every file given, and every file of every folder given, through the target.
    static func replay(target: FuzzTarget, paths: [String]) {
        for path in paths {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
                let output = target.run(Array(data))
                print("\(file): ok, \(data.count) bytes in, \(output == 0 ? "no" : "some") output")
            }
        }
    }

    /// Writes each seed found in the folders to `<output>/<target>/<seed name>`, and each
    /// target's dictionary to `<output>/<target>.dict`.
    static func writeSeeds(into output: String, from folders: [String]) {
        var seeds: [Seed] = []
        for folder in folders {
            var templates: [String: String] = [:]
            for file in files(at: folder) {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                let text = String(decoding: data, as: UTF8.self)
                seeds += SeedCorpus.seeds(inFile: file, text: text)
                if file.hasSuffix(".mustache") {
                    templates[String(file.dropFirst(folder.count + 1).dropLast(".mustache".count))] = text
                }
            }
            seeds += SeedCorpus.templateBundles(templates)
        }
        for target in FuzzTarget.all {
            let folder = "\(output)/\(target.name)"
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let mine = Set(seeds.filter { $0.target == target.name })
                for seed in mine {
                    try Data(seed.bytes).write(to: URL(fileURLWithPath: "\(folder)/\(seed.fileName)"))
                }
                try Data(target.dictionaryFile.utf8).write(to: URL(fileURLWithPath: "\(folder).dict"))
                print("\(target.name): \(mine.count) seeds in \(folder), dictionary \(folder).dict")
            } catch {
                fail("catalog-fuzz: cannot write seeds into \(folder): \(error.localizedDescription)")
            }
        }
    }

    /// The path itself when it is a file, else the regular files under it, sorted.
    static func files(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            fail("no such file: \(path)")
        }
        guard isFolder.boolValue else { return [path] }
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        let names = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
        return names.sorted().map { "\(folder)/\($0)" }.filter {
            var isSubfolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isSubfolder) && !isSubfolder.boolValue
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
        exit(2)
    }
}

#if CATALOG_FUZZER
    /// Hands the command line to libFuzzer with the target named by FUZZ_TARGET.
    enum LibFuzzer {
        /// Read once, before libFuzzer starts; child processes libFuzzer starts (for
        /// `-minimize_crash`, `-fork`) inherit the variable.
        static let target: FuzzTarget = {
            guard let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] else {
                CatalogFuzz.fail(
                    "catalog-fuzz: set FUZZ_TARGET to one of: \(FuzzTarget.all.map(\.name).joined(separator: ", "))")
            }
            return CatalogFuzz.target(named: name)
        }()

        static func run() -> Int32 {
            var arguments = CommandLine.arguments
            // The target's own input limit, unless the command line sets one.
            if !arguments.contains(where: { $0.hasPrefix("-max_len=") }) {
                arguments.insert("-max_len=\(target.maximumLength)", at: 1)
            }
            var argc = Int32(arguments.count)
            // libFuzzer keeps these for the whole run (and re-executes itself with them).
            let argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: arguments.count + 1)
            for (index, argument) in arguments.enumerated() { argv[index] = strdup(argument) }
            argv[arguments.count] = nil
            var argvPointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
            return LLVMFuzzerRunDriver(&argc, &argvPointer) { data, size in
                let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
                // An output no target produces, so that the optimizer keeps the work.
                if LibFuzzer.target.run(bytes) == Int.min { print("") }
                return 0
            }
        }
    }
#endif
