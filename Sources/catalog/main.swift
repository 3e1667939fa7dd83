import Catalog
import Diagnostics
import Foundation
import Site
import TimelineDrawing
import TimelineFormat
import Timing
import Watch

/// The `catalog` command: parses arguments, calls the library, prints diagnostics.
/// Exit status: 0 success, 1 content errors, 2 usage errors.

enum ExitCode: Int32 {
    case success = 0
    case contentErrors = 1
    case usage = 2
}

struct UsageError: Error {
    let message: String
}

let overview = """
    catalog: builds the SwiftUI component catalog into a static site.

    Usage: catalog <command> [options]

    Commands:
      build                      Check Content/ and Templates/ and write the site into Public/
      check                      Check Content/ and Templates/; write nothing
      watch                      Build, then rebuild on every change; open pages reload
      new component <slug>       Scaffold a component: a page per language and a Swift source
      curve '<animation>'        Print an animation's settling time and samples
      timeline <page.md>         Print each element's timing of a page's timeline block as JSON
      api <slug>                 Print a component's API table (Markdown or JSON)
      api --diff OLD [NEW]       Compare two published api/index.json files; exit 1 on a breaking change

    Run 'catalog <command> --help' for a command's options.
    Exit status: 0 success, 1 content errors, 2 usage errors.
    """

let helps: [String: String] = [
    "build": """
    Usage: catalog build [options]

    Checks the content and templates, then writes the site into a fresh folder and swaps it
    with the output folder in one step only when everything succeeded: a failed or killed
    build leaves the previous output as it was. The output must be new, empty, or written
    by an earlier build (it holds a .catalog-output manifest); the build keeps its lock and
    temporary folders in .<output>.catalog/ beside it. See docs/design/output-folder.md.

    Options:
      --content <dir>     Content folder (default: Content)
      --templates <dir>   Templates folder (default: Templates)
      --output <dir>      Output folder (default: Public)
      --strict            Treat warnings as errors
      --no-swift-check    Do not run 'swiftc -parse' over the Swift sources
      --swift-timeout <s> Stop a 'swiftc -parse' run after this many seconds and fail
                          (default: 120)
      --full              Build everything even when nothing changed, without reading
                          the build's store (which it writes anew)
      --no-cache          Neither read nor write the build's store (.<output>.catalog/store/)
      --timings           Print the time of each build step
      --quiet             Print only diagnostics (and no progress line)

    On a terminal, a build that runs longer than a second shows its progress on one
    updating line of standard error.

    With 'social-cards: true' in site.yml, component pages get a social card image
    (og:image) made by rsvg-convert (Debian's librsvg2-bin) when it is on PATH, or by the
    program CATALOG_RSVG_CONVERT names; without it a note says so.
    """,
    "watch": """
    Usage: catalog watch [options]

    Builds the site, then watches the content and templates folders and builds again
    after every change (once the folders have been quiet for the debounce time). Each
    build prints its diagnostics and one summary line. A build that fails leaves the last
    good output in place. Pages of a watch build reload themselves when a newer build
    lands, even opened from file://; a plain 'catalog build' has none of this. Ctrl+C
    stops after the build that runs; a second Ctrl+C stops at once.

    Options:
      --content <dir>     Content folder (default: Content)
      --templates <dir>   Templates folder (default: Templates)
      --output <dir>      Output folder (default: Public)
      --strict            Treat warnings as errors
      --no-swift-check    Do not run 'swiftc -parse' over the Swift sources
      --debounce <ms>     Quiet time before a rebuild, in milliseconds (default: 100)
      --timings           Print the time of each build step after every build
    """,
    "check": """
    Usage: catalog check [options]

    Checks the content and templates as a build does, and writes nothing.

    Options:
      --content <dir>     Content folder (default: Content)
      --templates <dir>   Templates folder (default: Templates)
      --strict            Treat warnings as errors
      --no-swift-check    Do not run 'swiftc -parse' over the Swift sources
      --swift-timeout <s> Stop a 'swiftc -parse' run after this many seconds and fail
                          (default: 120)
    """,
    "new": """
    Usage: catalog new component <slug> [options]

    Creates Content/components/<slug>/ with a page per language of site.yml and a Swift
    source with its licence header, ready to fill in. The slug is lowercase letters,
    digits and hyphens.

    Options:
      --content <dir>     Content folder (default: Content)
      --category <slug>   Category (default: the first in site.yml)
      --level <slug>      Level (default: the first in site.yml)
    """,
    "curve": """
    Usage: catalog curve '<animation expression>' [options]

    Prints the settling time of an animation written as in Swift source, such as
    '.spring(duration: 0.5, bounce: 0.3)' or 'Animation.easeOut.delay(0.1)', and its
    progress sampled over time.

    Options:
      --samples <n>       Number of samples (default: 101)
      --format csv|json|svg
                          Output format (default: csv): a table, JSON, or an SVG chart
                          of value over time with the settling time and overshoot marked
      --compare '<animation expression>'
                          Draw a second curve on the same chart (implies --format svg)
    """,
    "api": """
    Usage: catalog api <slug> [--format md|json] [--language CODE] [options]
           catalog api --diff OLD.json [NEW.json] [options]

    The first form prints one component's API table as the site publishes it:
    api/<slug>.md (in the language given, default the catalog's default language) or
    api/<slug>.json. The second compares two published api/index.json files (NEW
    defaults to the catalog in --content) and lists added, removed and changed
    parameters per component. Exit status 1 when a change breaks callers: a
    component or parameter removed or renamed, a new required parameter, a type
    changed, or a default removed.

    Options:
      --format md|json    Output format (default: md)
      --language <code>   Language of the Markdown table (default: the default language)
      --content <dir>     Content folder (default: Content)
      --templates <dir>   Templates folder, for the table's words (default: Templates)
    """,
    "timeline": """
    Usage: catalog timeline <page.md>

    Prints, as JSON, the start, active duration and settling time of every element of
    the page's timeline block.
    """,
]

/// The arguments after the command, with options taken out as they are read.
struct Arguments {
    var rest: [String]

    mutating func flag(_ name: String) throws(UsageError) -> Bool {
        let count = rest.count
        rest.removeAll { $0 == name }
        if count - rest.count > 1 { throw UsageError(message: "\(name) is given more than once") }
        return rest.count < count
    }

    mutating func value(_ name: String) throws(UsageError) -> String? {
        guard let index = rest.firstIndex(of: name) else { return nil }
        guard index + 1 < rest.count else { throw UsageError(message: "\(name) needs a value") }
        let value = rest[index + 1]
        rest.removeSubrange(index...index + 1)
        if rest.contains(name) { throw UsageError(message: "\(name) is given more than once") }
        return value
    }

    func finish(allowing positional: Int = 0) throws(UsageError) -> [String] {
        if let unknown = rest.first(where: { $0.hasPrefix("--") }) {
            throw UsageError(message: "unknown option '\(unknown)'")
        }
        if rest.count > positional {
            throw UsageError(message: "unexpected argument '\(rest[positional])'")
        }
        return rest
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { printError(diagnostic.description) }
}

func formatMiB(_ bytes: Int) -> String {
    String(format: "%.0f MiB", Double(bytes) / 1_048_576)
}

func formatSeconds(_ seconds: Double) -> String {
    String(format: "%.2f s", seconds)
}

func build(_ arguments: inout Arguments, writes: Bool) throws(UsageError) -> ExitCode {
    var options = SiteBuild.Options()
    options.contentFolder = try arguments.value("--content") ?? options.contentFolder
    options.templatesFolder = try arguments.value("--templates") ?? options.templatesFolder
    if writes { options.outputFolder = try arguments.value("--output") ?? options.outputFolder }
    options.strict = try arguments.flag("--strict")
    options.checkSwiftSyntax = try !arguments.flag("--no-swift-check")
    if let text = try arguments.value("--swift-timeout") {
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
            throw UsageError(message: "--swift-timeout takes a number of seconds from 0 to 86400")
        }
        options.swiftTimeout = seconds
    }
    options.writesOutput = writes
    options.full = writes ? try arguments.flag("--full") : false
    options.keepsStore = writes ? try !arguments.flag("--no-cache") : true
    let timings = writes ? try arguments.flag("--timings") : false
    options.measuresMemory = timings
    let quiet = writes ? try arguments.flag("--quiet") : false
    _ = try arguments.finish()

    let progressLine = ProgressLine(enabled: !quiet)
    options.progress = progressLine.reporter
    let result = SiteBuild(options: options).run()
    progressLine.clear()
    report(result.diagnostics)
    for note in result.notes { printError("note: \(note)") }
    let errors = result.diagnostics.filter { $0.severity == .error }.count
    let warnings = result.diagnostics.count - errors
    if timings { printTimings(result) }
    guard result.succeeded else {
        printError(
            "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"); \(writes ? "the output folder was left as it was" : "check failed")"
        )
        return .contentErrors
    }
    if result.swiftCompiler == nil && options.checkSwiftSyntax {
        printError("note: swiftc is not on PATH; Swift sources were not parsed")
    }
    let warningText = warnings > 0 ? ", \(warnings) warning\(warnings == 1 ? "" : "s")" : ""
    if writes && result.upToDate {
        if !quiet {
            print(
                "Up to date: nothing changed since the last build of \(options.outputFolder)/, which was left as it was (\(result.pages) pages\(warningText)); checked in \(formatSeconds(result.totalSeconds))."
            )
        }
    } else if writes {
        if !quiet {
            print(
                "Built \(result.pages) pages in \(result.languages) languages (\(result.components) components, \(result.guides) guides, \(result.files) files\(result.unchangedFiles > 0 ? ", \(result.unchangedFiles) of them unchanged" : "")) into \(options.outputFolder)/ in \(formatSeconds(result.totalSeconds))\(warningText). Open \(URL(fileURLWithPath: options.outputFolder + "/index.html").standardizedFileURL.absoluteString)"
            )
        }
    } else {
        print(
            "Checked \(result.components) components and \(result.guides) guides in \(result.languages) languages: no errors\(warningText)."
        )
    }
    return .success
}

func watch(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
    var options = SiteBuild.Options()
    options.contentFolder = try arguments.value("--content") ?? options.contentFolder
    options.templatesFolder = try arguments.value("--templates") ?? options.templatesFolder
    options.outputFolder = try arguments.value("--output") ?? options.outputFolder
    options.strict = try arguments.flag("--strict")
    options.checkSwiftSyntax = try !arguments.flag("--no-swift-check")
    let timings = try arguments.flag("--timings")
    options.measuresMemory = timings
    var session = WatchSession(build: options)
    if let text = try arguments.value("--debounce") {
        guard let milliseconds = Int(text), (0...10_000).contains(milliseconds) else {
            throw UsageError(message: "--debounce takes a whole number of milliseconds from 0 to 10000")
        }
        session.debounce = Double(milliseconds) / 1000
    }
    _ = try arguments.finish()
    let page = URL(fileURLWithPath: options.outputFolder + "/index.html").standardizedFileURL.absoluteString
    print("Watching \(options.contentFolder)/ and \(options.templatesFolder)/; open \(page). Ctrl+C stops.")
    fflush(nil)
    let clock = DateFormatter()
    clock.dateFormat = "HH:mm:ss"
    do {
        try session.run { result, trigger in
            report(result.diagnostics)
            for note in result.notes { printError("note: \(note)") }
            let errors = result.diagnostics.filter { $0.severity == .error }.count
            let warnings = result.diagnostics.count - errors
            let what =
                trigger.isFirst
                ? "built"
                : "rebuilt after \(trigger.changedPaths.count) change\(trigger.changedPaths.count == 1 ? "" : "s")"
            let counts =
                "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
            let line =
                result.succeeded
                ? "\(what): \(result.pages) pages in \(formatSeconds(result.totalSeconds)), \(counts)"
                : "\(what): failed with \(counts); \(options.outputFolder)/ keeps the last good build"
            print("[\(clock.string(from: Date()))] \(line)")
            if timings { printTimings(result) }
            fflush(nil)
        }
    } catch {
        printError("error: \(error.description)")
        return .contentErrors
    }
    print("Stopped watching.")
    return .success
}

func newComponent(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
    let content = try arguments.value("--content") ?? "Content"
    let category = try arguments.value("--category")
    let level = try arguments.value("--level")
    let positional = try arguments.finish(allowing: 2)
    guard positional.first == "component" else {
        throw UsageError(message: "'new' makes a component: catalog new component <slug>")
    }
    guard positional.count == 2 else { throw UsageError(message: "missing <slug>: catalog new component <slug>") }
    let slug = positional[1]
    switch Scaffold.newComponent(slug: slug, contentFolder: content, category: category, level: level) {
    case .success(let files):
        for file in files { print("created \(file)") }
        return .success
    case .failure(let failure):
        report(failure.diagnostics)
        return .contentErrors
    }
}

func curve(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
    let samplesText = try arguments.value("--samples") ?? "101"
    let compare = try arguments.value("--compare")
    let format = try arguments.value("--format") ?? (compare == nil ? "csv" : "svg")
    let positional = try arguments.finish(allowing: 1)
    guard let expression = positional.first else { throw UsageError(message: "missing the animation expression") }
    let range = AuthorReports.samples
    guard let samples = Int(samplesText), range.contains(samples) else {
        throw UsageError(message: "--samples takes a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    if format == "svg" {
        var curves: [CurveChart.Curve] = []
        for text in [expression] + (compare.map { [$0] } ?? []) {
            do {
                let label = String(text.map(\.shownInOneLine))
                curves.append(CurveChart.Curve(label: label, animation: try AnimationExpression.parse(text)))
            } catch {
                return expressionFailed(error, in: text)
            }
        }
        print(CurveChart.svg(curves), terminator: "")
        return .success
    }
    guard let reportFormat = CurveFormat(rawValue: format) else {
        throw UsageError(message: "--format takes csv, json or svg")
    }
    guard compare == nil else { throw UsageError(message: "--compare draws a chart: use it with --format svg") }
    do {
        print(try AuthorReports.curve(expression: expression, samples: samples, format: reportFormat), terminator: "")
        return .success
    } catch {
        return expressionFailed(error, in: expression)
    }
}

/// Reports a problem of an animation expression, with a caret under its column.
func expressionFailed(_ error: AnimationExpressionError, in expression: String) -> ExitCode {
    report(error.diagnostics(at: SourceLocation(path: "<expression>")))
    // One line under which the caret lines up, no longer than what the parser reads.
    let shown = expression.prefix(AnimationLimits.expressionLength + 1).map(\.shownInOneLine)
    printError("  \(String(shown))\(expression.count > shown.count ? "…" : "")")
    printError("  " + String(repeating: " ", count: max(error.column - 1, 0)) + "^")
    return .contentErrors
}

func timeline(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
    let positional = try arguments.finish(allowing: 1)
    guard let path = positional.first else { throw UsageError(message: "missing <page.md>") }
    switch TimelineExtraction.timeline(inPageAt: path) {
    case .success(let block):
        print(AuthorReports.timelineJSON(block.timeline), terminator: "")
        return .success
    case .failure(let failure):
        report(failure.diagnostics)
        return .contentErrors
    }
}

func api(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
    let content = try arguments.value("--content") ?? "Content"
    let templates = try arguments.value("--templates") ?? "Templates"
    if let old = try arguments.value("--diff") {
        let positional = try arguments.finish(allowing: 1)
        switch APICommand.diff(
            oldPath: old, newPath: positional.first, contentFolder: content, templatesFolder: templates)
        {
        case .success(let diff):
            print(diff.text, terminator: "")
            return diff.breaks ? .contentErrors : .success
        case .failure(let failure):
            report(failure.diagnostics)
            return .contentErrors
        }
    }
    let formatText = try arguments.value("--format") ?? "md"
    let language = try arguments.value("--language")
    let positional = try arguments.finish(allowing: 1)
    guard let slug = positional.first else { throw UsageError(message: "missing <slug> or --diff OLD.json") }
    guard let format = APICommand.Format(rawValue: formatText) else {
        throw UsageError(message: "--format takes md or json")
    }
    switch APICommand.table(
        slug: slug, format: format, language: language, contentFolder: content, templatesFolder: templates)
    {
    case .success(let text):
        print(text, terminator: "")
        return .success
    case .failure(let failure):
        report(failure.diagnostics)
        return .contentErrors
    }
}

func main() -> ExitCode {
    var all = Array(CommandLine.arguments.dropFirst())
    guard let command = all.first else {
        print(overview)
        return .usage
    }
    all.removeFirst()
    if command == "--help" || command == "-h" || command == "help" {
        if let topic = all.first, let help = helps[topic] { print(help) } else { print(overview) }
        return .success
    }
    guard let help = helps[command] else {
        printError("error: unknown command '\(command)'\n")
        printError(overview)
        return .usage
    }
    if all.contains("--help") || all.contains("-h") {
        print(help)
        return .success
    }
    if command == "build" || command == "check" || command == "watch" { MallocSettings.restartWithTunables() }
    var arguments = Arguments(rest: all)
    do {
        switch command {
        case "build": return try build(&arguments, writes: true)
        case "check": return try build(&arguments, writes: false)
        case "watch": return try watch(&arguments)
        case "new": return try newComponent(&arguments)
        case "curve": return try curve(&arguments)
        case "timeline": return try timeline(&arguments)
        case "api": return try api(&arguments)
        default: return .usage
        }
    } catch {
        printError("error: \(error.message)\n")
        printError(help)
        return .usage
    }
}

exit(main().rawValue)

/// `--timings`: each step, the render step's parts, and the template engine's time.
func printTimings(_ result: SiteBuild.Report) {
    let memory = result.stepMemory.count == result.steps.count ? result.stepMemory : nil
    for (index, step) in result.steps.enumerated() {
        if let memory = memory?[index] {
            print(
                "  \(step.name): \(formatSeconds(step.seconds)); memory after it \(formatMiB(memory.resident)), peak \(formatMiB(memory.peak))"
            )
        } else {
            print("  \(step.name): \(formatSeconds(step.seconds))")
        }
        if step.name == "pages" {
            for part in result.renderParts { print("    \(part.name): \(formatSeconds(part.seconds))") }
        }
        if step.name == "social cards" { print("    made by rsvg-convert: \(result.socialCardsConverted)") }
    }
    print(
        "  store: \(result.storeHits) results taken, \(result.storeMisses) made; \(result.keptPages) pages kept unrendered, \(result.keptComponents) components' files kept whole"
    )
    print("  templates (summed over threads): \(formatSeconds(result.templateSeconds))")
    print("  allocator: \(MallocSettings.describe())")
}
