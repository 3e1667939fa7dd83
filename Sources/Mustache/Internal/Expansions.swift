/// The partials and parents one render expands, counted per tag, so that a render past
/// ``MustacheLimits/partialExpansions`` or ``MustacheLimits/renderedSize`` fails at the tag
/// that expanded most often.
struct Expansions {
    struct Tag: Hashable {
        let program: ObjectIdentifier
        let detail: Int32
    }

    var total = 0
    /// Expansions of each tag, and the order in which tags first expanded, which breaks ties.
    var byTag: [Tag: (count: Int, first: Int)] = [:]

    mutating func count(_ program: Program, _ operation: Operation) {
        let order = byTag.count
        byTag[Tag(program: ObjectIdentifier(program), detail: operation.detail), default: (0, order)].count += 1
        total += 1
    }

    /// The error for a render past a limit, at the tag most to blame.
    func error(_ problem: String, in templates: ProgramLibrary, else fallback: TagLocation) -> MustacheError {
        guard
            let (tag, (count, _)) = byTag.max(by: {
                ($0.value.count, $1.value.first) < ($1.value.count, $0.value.first)
            }),
            count > 1, let program = templates.programs.first(where: { ObjectIdentifier($0) == tag.program })
        else { return fallback.error(problem) }
        return program.details[Int(tag.detail)].location.error(
            "\(problem); this tag expanded \(count) times, more than any other: do templates include one another several times over?"
        )
    }
}
