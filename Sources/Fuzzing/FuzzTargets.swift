import Catalog
import Mustache
import TimelineFormat
import Timing
import YAML

/// The fuzz targets: each takes arbitrary bytes, runs them through one reader of the generator
/// and what comes after it, using only the modules' public API, and must return whatever the
/// bytes are.
///
/// Each returns the number of bytes of output it produced (HTML, SVG, JSON, diagnostics), so
/// that the optimizer cannot drop the work; the value itself means nothing.
package enum FuzzTargets {
    /// The YAML reader alone (every node read in every way), then the text as a component page's
    /// front matter, then as `site.yml`, each through the catalog loader.
    @discardableResult
    package static func yaml(_ bytes: [UInt8]) -> Int {
        let text = String(decoding: bytes, as: UTF8.self)
        var output = 0
        do {
            if let root = try YAML.parse(text) { output += YAMLWalk.visitAll(root) }
        } catch {
            output += error.message.utf8.count + error.line + error.column
        }
        output += FuzzSite.load(FuzzSite.files(englishPage: FuzzSite.page(frontMatter: text)))
        output += FuzzSite.load(FuzzSite.files(site: text))
        return output
    }

    /// A ```timeline block's body: the format, then the schedule, the JSON report of
    /// `catalog timeline` and the SVG in both languages.
    @discardableResult
    package static func timeline(_ bytes: [UInt8]) -> Int {
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            return TimelineOutput.draw(try TimelineOutput.parse(text))
        } catch {
            return error.description.utf8.count
        }
    }

    /// An animation expression: the parser, the timing and progress of the animation, the
    /// report of `catalog curve`, and the animation drawn by a one-element timeline.
    @discardableResult
    package static func animation(_ bytes: [UInt8]) -> Int {
        let text = String(decoding: bytes, as: UTF8.self)
        let animation: Animation
        do {
            animation = try AnimationExpression.parse(text)
        } catch {
            return error.description.utf8.count
        }
        let timing = animation.timing
        var output = timing.repeatsForever ? 1 : 0
        for time in [-1, 0, 0.001, 0.1, 0.35, 1, timing.activeEnd, timing.settledAt, 60, 1e9] {
            output &+= Int(truncatingIfNeeded: animation.progress(at: time).bitPattern)
        }
        for format in CurveFormat.allCases {
            output &+= (try? AuthorReports.curve(expression: text, samples: 16, format: format))?.utf8.count ?? 0
        }
        let block = """
            stage: single
            animation: \(YAMLText.doubleQuoted(text))
            changes: { opacity: [0, 1], scale: [0.5, 1] }
            reduce-motion: fade

            """
        if let timeline = try? TimelineOutput.parse(block) {
            output &+= TimelineOutput.draw(timeline)
        }
        return output
    }

    /// Mustache templates: the whole input compiled as one template, then split into a library
    /// (see ``MustacheBundle``) whose `main` template is rendered; both against a small fixed
    /// context with lists, objects, falsey values and lambdas.
    @discardableResult
    package static func mustache(_ bytes: [UInt8]) -> Int {
        var output = 0
        do {
            let template = try MustacheTemplate(String(decoding: bytes, as: UTF8.self), name: "main")
            output += try template.render(MustacheFixture.context).utf8.count
        } catch {
            output += error.description.utf8.count
        }
        for policy in [MustacheLibrary.MissingPartialPolicy.renderEmpty, .fail] {
            do {
                let library = try MustacheLibrary(
                    templates: MustacheBundle.templates(from: bytes), missingPartials: policy)
                output += try library.renderUTF8(MustacheBundle.mainName, MustacheFixture.context).count
            } catch let error as MustacheErrors {
                output += error.description.utf8.count
            } catch {
                output += "\(error)".utf8.count
            }
        }
        return output
    }

    /// The content of a component page's `## API` section (the parameter table and the notes
    /// under it), in the default page and in its translation, through the catalog loader.
    @discardableResult
    package static func apiTable(_ bytes: [UInt8]) -> Int {
        let section = String(decoding: bytes, as: UTF8.self)
        return FuzzSite.load(
            FuzzSite.files(
                englishPage: FuzzSite.page(apiSection: section),
                spanishPage: FuzzSite.spanishPage(apiSection: section)))
    }

    /// A whole page file, bytes as they are (so not-UTF-8 and oversized files are reached), as
    /// the default-language page of a component and as a guide, through the catalog loader; the
    /// timelines of what loads are drawn.
    @discardableResult
    package static func page(_ bytes: [UInt8]) -> Int {
        FuzzSite.load(FuzzSite.rawFiles(componentPage: bytes, guidePage: bytes), drawTimelines: true)
    }

    /// The licence of a Swift source's SPDX line, through the catalog loader.
    @discardableResult
    package static func licence(_ bytes: [UInt8]) -> Int {
        var files = FuzzSite.files()
        let rest = FuzzSite.source.utf8.drop { $0 != UInt8(ascii: "\n") }
        files["\(FuzzSite.componentFolder)/FuzzedList.swift"] =
            Array("// SPDX-License-Identifier: ".utf8) + bytes + rest
        return FuzzSite.load(files)
    }
}
