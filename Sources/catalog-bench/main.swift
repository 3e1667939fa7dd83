import Foundation

// `make bench`: builds synthetic catalogs shaped like real ones (front matter, several
// paragraphs, a timeline block, an API table, a Swift source, two languages) and prints the
// wall time, pages per second and peak memory of full builds, measured by /usr/bin/time -v.

struct Options {
    var catalog = ".build/release/catalog"
    var templates = "Templates"
    var sizes = [1_000, 10_000]
    var runs = 4
    var keep = false
    /// Build the same catalog with Hugo too, when `hugo` is on PATH.
    var hugo = true
    /// Pagefind's executable, run over Hugo's output (`make bench` pins it in `.build/`).
    var pagefind: String?
    /// Builds run `swiftc -parse` over the sources, which Hugo and Pagefind have no part like.
    var swiftCheck = false
    /// Measure the search index and sample queries in headless Chromium.
    var search = true
    /// Each sample query is measured this many times, on a newly opened page each time.
    var searchRuns = 5
    /// Where the output folders go (such as /dev/shm, a tmpfs, to leave the disk out).
    var outputRoot: String?
    /// Time a one-page edit in `catalog watch` as well.
    var watch = true
    /// Only measure the search of a site built before (its output folder, such as one kept by `--keep`).
    var searchOnly: String?
    /// Only time the source check's parse trees: the compiler's and the reading.
    var parseTrees: String?
    /// With `parseTrees`, where to write the surfaces read, as JSON.
    var surfaces: String?
    /// The catalogs ask for social cards (`social-cards: true`), made when rsvg-convert is there.
    var socialCards = false
}

func parseOptions() -> Options {
    var options = Options()
    var arguments = Array(CommandLine.arguments.dropFirst())
    while !arguments.isEmpty {
        let name = arguments.removeFirst()
        func value() -> String {
            guard !arguments.isEmpty else {
                FileHandle.standardError.write(Data("catalog-bench: \(name) needs a value\n".utf8))
                exit(2)
            }
            return arguments.removeFirst()
        }
        switch name {
        case "--catalog": options.catalog = value()
        case "--templates": options.templates = value()
        case "--sizes": options.sizes = value().split(separator: ",").compactMap { Int($0) }
        case "--runs": options.runs = max(1, Int(value()) ?? 3)
        case "--keep": options.keep = true
        case "--no-hugo": options.hugo = false
        case "--pagefind": options.pagefind = value()
        case "--swift-check": options.swiftCheck = true
        case "--no-search": options.search = false
        case "--no-watch": options.watch = false
        case "--output-root": options.outputRoot = value()
        case "--search-only": options.searchOnly = value()
        case "--parse-trees": options.parseTrees = value()
        case "--surfaces": options.surfaces = value()
        case "--search-runs": options.searchRuns = max(1, Int(value()) ?? 5)
        case "--social-cards": options.socialCards = true
        case "--help", "-h":
            print(
                "Usage: catalog-bench [--catalog PATH] [--templates DIR] [--sizes 1000,10000] [--runs 4] [--keep] [--no-hugo] [--pagefind PATH] [--swift-check] [--no-search] [--no-watch] [--output-root DIR] [--search-only PUBLIC-DIR] [--search-runs 5] [--social-cards] [--parse-trees SOURCE-DIR [--surfaces OUT.json]]"
            )
            exit(0)
        default:
            FileHandle.standardError.write(Data("catalog-bench: unknown option \(name)\n".utf8))
            exit(2)
        }
    }
    return options
}

/// What /usr/bin/time -v tells of one run of a command.
struct Timed {
    var wall = 0.0
    /// User and system CPU seconds.
    var cpu = 0.0
    var peakKiB = 0
    var stdout = ""
}

/// Runs a command under /usr/bin/time -v, or nil (its error output printed) when it fails.
func timed(_ arguments: [String]) -> Timed? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
    process.arguments = ["-v"] + arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    do { try process.run() } catch { return nil }
    var result = Timed()
    result.stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        print("\(arguments[0]) failed:\n\(stderr.prefix(2000))")
        return nil
    }
    for line in stderr.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let value = trimmed.split(separator: " ").last else { continue }
        if trimmed.hasPrefix("Elapsed (wall clock) time") {
            // h:mm:ss or m:ss.ss
            result.wall = value.split(separator: ":").compactMap { Double($0) }.reduce(0) { $0 * 60 + $1 }
        } else if trimmed.hasPrefix("Maximum resident set size") {
            result.peakKiB = Int(value) ?? 0
        } else if trimmed.hasPrefix("User time (seconds)") || trimmed.hasPrefix("System time (seconds)") {
            result.cpu += Double(value) ?? 0
        }
    }
    return result
}

func hugoPath() -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let candidate = folder + "/hugo"
        if FileManager.default.isExecutableFile(atPath: String(candidate)) { return String(candidate) }
    }
    return nil
}

struct Measurement {
    var wall: Double
    /// User and system CPU seconds.
    var cpu: Double = 0
    var peakKiB: Int
    var pages: Int
    var steps: [String: Double]
}

func measure(catalog: String, templates: String, folder: String, output: String) -> Measurement? {
    guard
        let run = timed([
            catalog, "build", "--content", folder + "/Content", "--templates", templates, "--output", output, "--timings",
        ] + (options.swiftCheck ? [] : ["--no-swift-check"]))
    else { return nil }
    let stdout = run.stdout
    var result = Measurement(wall: run.wall, cpu: run.cpu, peakKiB: run.peakKiB, pages: 0, steps: [:])
    for line in stdout.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("Built "), let pages = Int(trimmed.split(separator: " ")[1]) {
            result.pages = pages
        } else if trimmed.hasPrefix("Up to date: "), let open = trimmed.firstIndex(of: "("),
            let pages = Int(trimmed[trimmed.index(after: open)...].split(separator: " ")[0])
        {
            result.pages = pages
        } else if let colon = trimmed.firstIndex(of: ":") {
            // `  load components: 0.33 s; memory after it 243 MiB, peak 250 MiB`, or
            // `    component pages and files (summed over threads): 0.33 s`.
            let head = trimmed.split(separator: ";", maxSplits: 1)[0]
            guard head.hasSuffix(" s") else { continue }
            let name = String(trimmed[..<colon])
            let number = head[head.index(after: colon)...].dropLast(2).trimmingCharacters(in: .whitespaces)
            if let seconds = Double(number) { result.steps[name] = seconds }
        }
    }
    return result
}

let options = parseOptions()
if let folder = options.parseTrees {
    parseTreeFigures(folder: folder, runs: options.runs, surfaces: options.surfaces)
    exit(0)
}
if let publicFolder = options.searchOnly {
    let pages =
        (try? FileManager.default.contentsOfDirectory(atPath: publicFolder + "/assets/search/en"))?
        .filter { $0.hasPrefix("d-") }.count ?? 0
    print("catalog-bench: the search of \(publicFolder) only (\(pages) page chunks)")
    printSearchFigures(searchFigures(publicFolder: publicFolder, runs: options.searchRuns), size: nil)
    exit(0)
}
let base = NSTemporaryDirectory() + "catalog-bench-\(getpid())"
print(
    "catalog-bench: \(options.runs) build(s) per size into the same output folder; machine: \(ProcessInfo.processInfo.activeProcessorCount) cores"
)
print(
    "Each build's output takes the last one's place, its store in the output's state folder: a build makes again only what its changed inputs reach, and links every unchanged file from the output it replaces."
)
print(
    "Per size: a cold build into a new output, \(options.runs - 1) rebuild(s) with nothing changed, one with a component page edited, one with another page edited (the edit loop), one with a template edited."
)
print(
    "components  build            pages   wall (s)   CPU (s)  pages/s   peak MiB  load (s)   pages (s)  templates (s, summed over threads)"
)
var failed = false
for size in options.sizes {
    let folder = base + "/\(size)"
    let output = (options.outputRoot.map { $0 + "/catalog-bench-\(getpid())-\(size)" } ?? folder) + "/Public"
    do {
        try generate(size: size, into: folder, socialCards: options.socialCards)
        try FileManager.default.createDirectory(
            atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        // A copy of the templates, so that the template edit touches no file of the checkout.
        try FileManager.default.copyItem(atPath: options.templates, toPath: folder + "/Templates")
        // Older than the racy window before the first build, as a maintainer's catalog is: a
        // component with a file changed (or whose inode changed) in the last two seconds is
        // keyed by its bytes (`FolderFingerprint.racyWindow`), and read again by the next
        // build, once that file is older. Built at once, a 1,000-component catalog's first
        // edit builds read every component again. Waited for, not dated back: `utimensat`
        // sets the inode's change time to now.
        Thread.sleep(forTimeInterval: 3)
    } catch {
        print("cannot generate the catalog: \(error)")
        exit(1)
    }
    var runs: [(name: String, run: Measurement)] = []
    func run(_ name: String) {
        guard
            let measurement = measure(
                catalog: options.catalog, templates: folder + "/Templates", folder: folder, output: output)
        else {
            failed = true
            return
        }
        runs.append((name, measurement))
    }
    run("cold")
    for _ in 1..<options.runs { run("no change") }
    // One component page edited: a sentence added to its description.
    let page = folder + "/Content/components/synthetic-7/index.en.md"
    if let text = try? String(contentsOfFile: page, encoding: .utf8) {
        try? (text + "\nOne more sentence, edited for the benchmark.\n").write(
            toFile: page, atomically: true, encoding: .utf8)
        run("one page edited")
    }
    // Another page edited: the next turn of the edit loop.
    let next = folder + "/Content/components/synthetic-8/index.en.md"
    if let text = try? String(contentsOfFile: next, encoding: .utf8) {
        try? (text + "\nAnother sentence, edited for the benchmark.\n").write(
            toFile: next, atomically: true, encoding: .utf8)
        run("page edited again")
    }
    // A template edited: a comment added to the footer partial.
    let footer = folder + "/Templates/partials/footer.mustache"
    if let text = try? String(contentsOfFile: footer, encoding: .utf8) {
        try? (text + "{{! edited for the benchmark }}\n").write(toFile: footer, atomically: true, encoding: .utf8)
        run("template edited")
    }
    // The same edit loop in `catalog watch`, which keeps what did not change between builds.
    var watchFigures: WatchFigures?
    if options.watch {
        let watchOutput = (output as NSString).deletingLastPathComponent + "/Watched"
        watchFigures = measureWatch(
            catalog: options.catalog, folder: folder, templates: folder + "/Templates", output: watchOutput,
            page: folder + "/Content/components/synthetic-9/index.en.md")
        if watchFigures == nil { print("catalog watch did not report a rebuild in time") }
    }
    var hugoBest: Timed?
    var pagefindBest: Timed?
    if options.hugo, let hugo = hugoPath() {
        do {
            try generateHugoSite(into: folder)
            for number in 1...2 {
                try? FileManager.default.removeItem(atPath: folder + "/hugo-public")
                guard
                    let run = timed([
                        hugo, "--quiet", "--source", folder + "/hugo", "--destination", folder + "/hugo-public",
                    ])
                else { break }
                if run.cpu < hugoBest?.cpu ?? .infinity { hugoBest = run }
                print(
                    String(
                        format: "%10d  hugo %d  %@  %8.2f  %8.2f  %9.1f MiB peak, output %@", size, number,
                        "(Hugo, same pages, minimal layouts)", run.wall, run.cpu, Double(run.peakKiB) / 1024,
                        folderSize(folder + "/hugo-public")))
                guard let pagefind = options.pagefind,
                    let indexed = timed([pagefind, "--site", folder + "/hugo-public", "--output-subdir", "pagefind"])
                else { continue }
                if indexed.cpu < pagefindBest?.cpu ?? .infinity { pagefindBest = indexed }
                print(
                    String(
                        format: "%10d  pagefind %d  %@  %8.2f  %8.2f  %9.1f MiB peak", size, number,
                        "(Pagefind over Hugo's output)", indexed.wall, indexed.cpu, Double(indexed.peakKiB) / 1024))
            }
        } catch {
            print("cannot prepare the Hugo site: \(error)")
        }
    }
    for (name, run) in runs {
        let pagesPerSecond = run.wall > 0 ? Double(run.pages) / run.wall : 0
        print(
            String(
                format: "%10d  %@  %6d  %8.2f  %8.2f  %8.0f  %9.1f  %8.2f  %10.2f  %8.2f", size,
                name.padding(toLength: 15, withPad: " ", startingAt: 0), run.pages,
                run.wall, run.cpu,
                pagesPerSecond, Double(run.peakKiB) / 1024, run.steps["load components"] ?? 0,
                run.steps["pages"] ?? 0, run.steps["templates (summed over threads)"] ?? 0))
    }
    if let watchFigures {
        /// Each edit's figure, in order (the first edit comes a second after the first build).
        func range(_ values: [Double]) -> String {
            values.map { String(format: "%.2f", $0) }.joined(separator: ", ") + " s"
        }
        print(
            String(
                format:
                    "%10d  watch (--no-swift-check): first build %.2f s; one page edited, 3 times: rebuild %@, save to landed %@ (%@)",
                size, watchFigures.first, range(watchFigures.rebuilds), range(watchFigures.landed),
                String(watchFigures.line.split(separator: ";").last ?? "").trimmingCharacters(in: .whitespaces)))
    }
    if let cold = runs.first?.run, let hugoBest, cold.wall > 0, cold.cpu > 0 {
        print(String(format: "%10d  catalog's cold output %@", size, folderSize(output)))
        var rivals = [("Hugo", hugoBest.wall, hugoBest.cpu)]
        if let pagefindBest {
            rivals += [
                ("Pagefind", pagefindBest.wall, pagefindBest.cpu),
                ("Hugo + Pagefind", hugoBest.wall + pagefindBest.wall, hugoBest.cpu + pagefindBest.cpu),
            ]
        }
        for (name, wall, cpu) in rivals {
            print(
                String(
                    format: "%10d  cold build against %@'s best: wall %.2f / %.2f s = %.2f, CPU %.2f / %.2f s = %.2f",
                    size, name, cold.wall, wall, cold.wall / wall, cold.cpu, cpu, cold.cpu / cpu))
        }
    }
    if options.search && !runs.isEmpty {
        printSearchFigures(searchFigures(publicFolder: output, runs: options.searchRuns), size: size)
    }
    if options.keep {
        print("kept output: \(output)")
    } else if options.outputRoot != nil {
        try? FileManager.default.removeItem(atPath: (output as NSString).deletingLastPathComponent)
    }
    if !options.keep { try? FileManager.default.removeItem(atPath: folder) }
}
if !options.keep { try? FileManager.default.removeItem(atPath: base) } else { print("kept: \(base)") }
exit(failed ? 1 : 0)

/// The bytes and files under a folder, as `du` and a count would give them.
func folderSize(_ path: String) -> String {
    var bytes = 0
    var files = 0
    let enumerator = FileManager.default.enumerator(atPath: path)
    while let name = enumerator?.nextObject() as? String {
        guard let attributes = enumerator?.fileAttributes, attributes[.type] as? FileAttributeType == .typeRegular
        else { continue }
        bytes += (attributes[.size] as? Int) ?? 0
        files += 1
        _ = name
    }
    return String(format: "%.1f MB in %d files", Double(bytes) / 1e6, files)
}
