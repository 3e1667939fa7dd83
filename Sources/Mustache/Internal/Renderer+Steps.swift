extension Renderer {
    /// After each pass of a section over a list, and after each template a partial or parent
    /// included (`included`), fails when the render has run more steps than the bytes it
    /// wrote by ``ProgramLibrary/idleAllowance``, or written more than
    /// ``MustacheLimits/renderedSize``. Between two checks the work is bounded by a template's
    /// length: only passes and inclusions multiply it.
    @inline(__always)
    mutating func checkBudget(_ program: Program, included: Bool) throws(MustacheError) {
        if steps &- output.count > templates.idleAllowance || output.count > MustacheLimits.renderedSize {
            throw overBudget(in: program, included: included)
        }
    }

    /// The error for a render past its steps or its size, found after a pass of a section over
    /// a list of `program`, or after `program` was included. After a pass, the error stands at
    /// the outermost section over a list running in `program`; after an inclusion, past the
    /// size, at the partial or parent that expanded most often, else at the included template.
    @inline(never)
    func overBudget(in program: Program, included: Bool) -> MustacheError {
        let size = output.count > MustacheLimits.renderedSize
        let problem =
            size
            ? "the rendered page passes \(MustacheLimits.renderedSize >> 20) MiB"
            : "the render ran \(MustacheLimits.idleSteps) steps more than its output and its templates' length account for"
        let here = ObjectIdentifier(program)
        if !included, let loop = loops.first(where: { $0.program == here }) {
            return program.details[Int(loop.detail)].location.error(
                "\(problem), in the sections over lists that start here: "
                    + "each section over a list inside another multiplies the work", isOverBudget: true)
        }
        let start = TagLocation(templateName: program.name, line: 1, column: 1)
        if size { return expansions.error(problem, in: templates, else: start) }
        return start.error(
            "\(problem), in this template: do templates that include one another run many tags that write nothing?",
            isOverBudget: true)
    }
}
