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

    /// The tag counted most often (the first of those counted as often), and its count.
    var top: (tag: Tag, count: Int)? {
        byTag.max(by: { ($0.value.count, $1.value.first) < ($1.value.count, $0.value.first) })
            .map { ($0.key, $0.value.count) }
    }

    /// The error for a render past a limit, at the tag most to blame.
    func error(_ problem: String, in templates: ProgramLibrary, else fallback: TagLocation) -> MustacheError {
        guard let (tag, count) = top, count > 1, let location = templates.location(of: tag) else {
            return fallback.error(problem, isOverBudget: true)
        }
        return location.error(
            "\(problem); this tag expanded \(count) times, more than any other: do templates include one another several times over?",
            isOverBudget: true)
    }
}

extension ProgramLibrary {
    /// Where the tag is, when its program is one of the library's.
    func location(of tag: Expansions.Tag) -> TagLocation? {
        programs.first(where: { ObjectIdentifier($0) == tag.program }).map { $0.details[Int(tag.detail)].location }
    }
}
