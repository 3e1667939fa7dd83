/// Where a tag sits in its template, for errors raised while rendering.
struct TagLocation: Sendable {
    let templateName: String
    let line: Int
    let column: Int

    func error(
        _ message: String, unknownName: MustacheError.UnknownName? = nil, isOverBudget: Bool = false
    ) -> MustacheError {
        MustacheError(
            templateName: templateName, line: line, column: column, message: message,
            unknownName: unknownName, isOverBudget: isOverBudget)
    }
}
