import Diagnostics

/// The output folder's part of a build: checking it before anything is read, opening the
/// folder to write into, and publishing it with the store beside it.
enum OutputStage {
    /// The output checked (``OutputDestination``), with the manifest of what it holds.
    static func check(_ options: SiteBuild.Options, _ engine: inout BuildEngine)
        -> (OutputDestination, OutputManifest?)?
    {
        do throws(OutputError) {
            let destination = try OutputDestination(
                options.outputFolder, protecting: [options.contentFolder, options.templatesFolder])
            return (destination, try destination.checkedManifest())
        } catch {
            engine.diagnostics.append(error.diagnostic)
            return nil
        }
    }

    /// A plain build's store, in the output's state folder: read unless `--full`, neither read
    /// nor written with `--no-cache`.
    static func store(_ options: SiteBuild.Options, destination: OutputDestination?) -> ArtifactStore {
        guard let destination, options.keepsStore else { return ArtifactStore() }
        return ArtifactStore(
            folder: destination.statePath + "/" + OutputDestination.storeName, reads: !options.full)
    }

    /// Takes the build lock and makes the folder to write into.
    static func open(_ destination: OutputDestination, previous: OutputManifest?, _ engine: inout BuildEngine)
        -> OutputFolder?
    {
        do throws(OutputError) {
            let (output, notes) = try destination.open(previous: previous)
            engine.report.notes += notes
            return output
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
            engine.diagnostics.append(error.diagnostic)
        }
    }
}
