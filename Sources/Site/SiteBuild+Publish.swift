import Catalog
import Dispatch

extension SiteBuild {
    /// Step 4: takes the build lock and makes the fresh folder to write into.
    func open(_ destination: OutputDestination, _ run: inout BuildRun) -> OutputFolder? {
        do throws(OutputError) {
            let (output, notes) = try destination.open()
            run.report.notes += notes
            return output
        } catch {
            run.diagnostics.append(error.diagnostic)
            return nil
        }
    }

    /// Step 5: renders every page and file into the fresh folder.
    func render(_ catalog: Catalog, _ templates: TemplateSet, into output: OutputFolder, _ run: inout BuildRun) {
        let stamp = options.liveReload ? LiveReload.newStamp() : nil
        let start = DispatchTime.now().uptimeNanoseconds
        let renderer = SiteRenderer(
            catalog: catalog, templates: templates, liveReloadStamp: stamp, progress: options.progress,
            reuse: options.reuse)
        let prepared = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let summary = renderer.render(into: output)
        run.report.renderParts =
            [("data shared by the pages", prepared)]
            + summary.jobSeconds.sorted { $0.key < $1.key }.map { ("\($0.key) (summed over threads)", $0.value) }
        options.reuse?.finishRender()
        if let reuse = options.reuse {
            let components = reuse.components.lastBuild
            let pages = reuse.lastPages
            run.report.cache = .init(
                componentsReused: components.reused, componentsLoaded: components.loaded, pagesKept: pages.linked,
                pagesRendered: pages.rendered)
            run.report.cache?.searchIndexesKept = reuse.searchIndexesKept
            run.report.cache?.updatedSpare = output.updating != nil
        }
        run.diagnostics += summary.diagnostics
        run.report.pages = summary.pages
        run.report.templateSeconds = summary.templateSeconds
        (run.report.files, run.report.bytes) = output.totals
        run.report.unchangedFiles = output.unchangedFiles
    }

    /// Step 6: puts the finished folder in place of the output. False when it could not.
    func publish(
        _ output: OutputFolder, to destination: OutputDestination, memoKey: BuildMemo.Key?, _ run: inout BuildRun
    ) -> Bool {
        let memo = memoKey.map { key in
            let report = run.report
            return BuildMemo(
                inputs: key.inputs, output: "", racy: key.racy, pages: report.pages, files: report.files,
                bytes: report.bytes,
                languages: report.languages, components: report.components, guides: report.guides,
                swiftCompiler: report.swiftCompiler, diagnostics: run.policy.apply(run.diagnostics))
        }
        do throws(OutputError) {
            let reuse = options.reuse
            run.report.notes += try destination.publish(
                output,
                besideRemoval: {
                    if let reuse, reuse.savesAfterEveryBuild { reuse.saveKept() }
                },
                whileLocked: {
                    if let memo { BuildMemo.record(memo, of: output, in: destination) }
                })
            return true
        } catch {
            destination.discard(output)
            run.diagnostics.append(error.diagnostic)
            return false
        }
    }
}
