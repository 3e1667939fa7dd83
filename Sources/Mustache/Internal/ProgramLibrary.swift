import TextUtilities

/// The templates a renderer can reach, shared and immutable.
final class ProgramLibrary: Sendable {
    let programs: [Program]
    let indexByName: [String: Int]
    let missingPartials: MustacheLibrary.MissingPartialPolicy
    let missingNames: MustacheLibrary.MissingNamePolicy
    /// How many more steps than bytes written a render may run: ``MustacheLimits/idleSteps``,
    /// plus four for each operation of the templates, so that a long template runs whole.
    let idleAllowance: Int

    init(
        programs: [Program], indexByName: [String: Int],
        missingPartials: MustacheLibrary.MissingPartialPolicy,
        missingNames: MustacheLibrary.MissingNamePolicy
    ) {
        self.programs = programs
        self.indexByName = indexByName
        self.missingPartials = missingPartials
        self.missingNames = missingNames
        idleAllowance = MustacheLimits.idleSteps + 4 * programs.reduce(0) { $0 + $1.operations.count }
    }

    func render(_ program: Program, _ context: MustacheValue) throws(MustacheError) -> [UInt8] {
        var renderer = Renderer(templates: self, context: context)
        // Pages are mostly larger than their own template: start big rather than regrow.
        renderer.output.reserveCapacity(max(16_384, program.sourceLength * 4))
        try renderer.run(program)
        return renderer.output
    }

    /// Every unknown name of strict lookup, rendering past each, then the error that stops
    /// rendering, if any.
    func errors(_ program: Program, _ context: MustacheValue) -> [MustacheError] {
        var renderer = Renderer(templates: self, context: context)
        renderer.unknownNames = []
        do {
            try renderer.run(program)
            return renderer.unknownNames ?? []
        } catch {
            return (renderer.unknownNames ?? []) + [error]
        }
    }
}
