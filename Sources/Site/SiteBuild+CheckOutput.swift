extension SiteBuild {
    /// Step 1: the output folder is checked before anything is read, so that a refused output
    /// is reported with the content's own problems and nothing is ever written into it. `check`
    /// uses the output's state folder for the Swift parse cache only, and reports nothing here.
    func checkOutput(_ run: inout BuildRun) -> OutputDestination? {
        do throws(OutputError) {
            return try OutputDestination(
                options.outputFolder, protecting: [options.contentFolder, options.templatesFolder],
                spare: options.reuse?.spare,
                checkingFilesLater: options.writesOutput && !options.liveReload && !options.full)
        } catch {
            if options.writesOutput { run.diagnostics.append(error.diagnostic) }
            return nil
        }
    }

    /// Step 1, second half, when the memo did not stop the build: the output's files against
    /// its manifest (see ``OutputDestination/checkListedFiles()``).
    func checkOutputFiles(_ destination: OutputDestination, _ run: inout BuildRun) -> OutputDestination? {
        do throws(OutputError) {
            try destination.checkListedFiles()
            return destination
        } catch {
            run.diagnostics.append(error.diagnostic)
            return nil
        }
    }
}
