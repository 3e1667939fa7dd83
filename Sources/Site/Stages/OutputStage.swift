import Diagnostics

/// The output folder's part of a build: checking it before anything is read, opening the
/// folder to write into, and publishing it with the store beside it.
enum OutputStage {
    /// What a build that writes knows of its output once it holds the lock.
    struct Checked {
        let destination: OutputDestination
        /// The manifest of what the output holds; nil for a new or empty output.
        let previous: OutputManifest?
        let lock: OutputLock
    }

    /// The output checked (``OutputDestination``) and locked, with the manifest of what it holds.
    static func check(_ options: SiteBuild.Options, _ engine: inout BuildEngine) -> Checked? {
        do throws(OutputError) {
            let destination = try OutputDestination(
                options.outputFolder, protecting: [options.contentFolder, options.templatesFolder])
            // Refused before anything is made; read again under the lock when another build
            // published in between.
            let manifestFile = destination.path + "/" + OutputManifest.fileName
            let seen = FileIdentity(path: manifestFile)
            var previous = try destination.checkedManifest()
            let lock = try destination.lock()
            if FileIdentity(path: manifestFile) != seen { previous = try destination.checkedManifest() }
            engine.report.notes += destination.removeLeftovers()
            return Checked(destination: destination, previous: previous, lock: lock)
        } catch {
            engine.diagnostics.append(error.diagnostic)
            return nil
        }
    }

    /// A plain build's store, in the output's state folder: read unless `--full`, neither read
    /// nor written with `--no-cache`.
    /// `catalog check` reads the store of the output it would build, and writes nothing.
    static func store(_ options: SiteBuild.Options) -> ArtifactStore {
        let destination = try? OutputDestination(
            options.outputFolder, protecting: [options.contentFolder, options.templatesFolder])
        guard let destination, options.keepsStore else { return ArtifactStore() }
        return ArtifactStore(
            folder: destination.statePath + "/" + OutputDestination.storeName, reads: !options.full)
    }

    /// The former site (``FormerSite``) looked at on another thread, from the moment a build
    /// knows it will write until it opens the folder to write into. Reading only, it may be left
    /// unfinished by a build that stops before.
    static func inspectFormer(_ checked: Checked) -> BackgroundWork<FormerSite.Found> {
        BackgroundWork { checked.destination.inspectFormer() }
    }

    /// Makes the folder to write into, on the former site when there is one.
    static func open(
        _ checked: Checked, former: BackgroundWork<FormerSite.Found>, _ engine: inout BuildEngine
    ) -> OutputFolder? {
        var site: FormerSite?
        switch former.wait() {
        case .none: break
        case .site(let found): site = found
        case .refused: engine.report.notes += checked.destination.removeFormer()
        }
        do throws(OutputError) {
            return try checked.destination.open(previous: checked.previous, former: site, lock: checked.lock)
        } catch {
            engine.diagnostics.append(error.diagnostic)
            return nil
        }
    }

    /// Puts the finished folder in place of the output, the store saved beside the removal of
    /// the old output, with what a later build that finds nothing changed reports.
    static func publish(
        _ output: OutputFolder, to destination: OutputDestination, inputs: InputStage.Inputs, store: ArtifactStore,
        _ engine: inout BuildEngine
    ) {
        let report = engine.report
        let summary = SiteBuild.Summary(
            pages: report.pages, files: report.files, bytes: report.bytes, languages: report.languages,
            components: report.components, guides: report.guides, swiftCompiler: report.swiftCompiler,
            diagnostics: engine.policy.apply(engine.diagnostics))
        store.keep(summary, .build, inputs: inputs.key)
        do throws(OutputError) {
            engine.report.notes += try destination.publish(output, buildKey: inputs.key) { store.save() }
        } catch {
            destination.discard(output)
            store.discardStaged()
            engine.diagnostics.append(error.diagnostic)
        }
    }
}
