import Diagnostics
import SwiftDump
import TextUtilities

/// Compares a component's API table with the parameters of its main view type, as the
/// compiler's parse tree shows them.
///
/// The main type is the one the page's `type:` field names, or else the `View` struct named
/// like one of the component's source files. Every mismatch is an error at the table's row
/// with a note at the declaration.
package struct TableDrift: Sendable {
    /// The page holding the table, for diagnostics.
    package let pagePath: String
    /// Where the table starts.
    package let tableLocation: SourceLocation
    package let rows: [TableRow]
    /// The `type:` field of the page, with its place, if there is one.
    package let typeName: (name: String, location: SourceLocation)?
    package let sources: [SourceSurface]

    package init(
        pagePath: String, tableLocation: SourceLocation, rows: [TableRow],
        typeName: (name: String, location: SourceLocation)?, sources: [SourceSurface]
    ) {
        self.pagePath = pagePath
        self.tableLocation = tableLocation
        self.rows = rows
        self.typeName = typeName
        self.sources = sources
    }

    /// The main type and the source that declares it, or the diagnostic that says why there is none.
    func mainType() -> Result<(DeclaredType, String), Diagnostic> {
        let declared = sources.flatMap { source in
            (source.surface?.types ?? []).map { (type: $0, source: source) }
        }
        if let typeName {
            if let found = declared.first(where: { $0.type.name == typeName.name }) {
                return .success((found.type, found.source.displayPath))
            }
            return .failure(
                .error(
                    "api.unknown-type",
                    "no struct named '\(typeName.name)' in the component's Swift sources",
                    at: typeName.location,
                    suggestion: closestName(to: typeName.name, among: declared.map(\.type.name))))
        }
        for source in sources {
            let stem = source.fileName.hasSuffix(".swift") ? String(source.fileName.dropLast(6)) : source.fileName
            if let type = source.surface?.types.first(where: { $0.name == stem && $0.isView }) {
                return .success((type, source.displayPath))
            }
        }
        let views = declared.filter(\.type.isView).map(\.type.name)
        return .failure(
            .error(
                "api.no-main-type",
                "no View struct is named like a Swift source of the component (\(sources.map(\.fileName).joined(separator: ", "))); name the main type with 'type:' in the front matter"
                    + (views.isEmpty ? "" : " (View structs: \(views.joined(separator: ", ")))"),
                at: tableLocation))
    }

    /// Every difference between the table and the declaration.
    package func check() -> [Diagnostic] {
        // A source the compiler did not read has its own diagnostic already.
        guard sources.allSatisfy({ $0.surface != nil }) else { return [] }
        let type: DeclaredType
        let sourcePath: String
        switch mainType() {
        case .failure(let diagnostic): return [diagnostic]
        case .success(let found): (type, sourcePath) = found
        }
        func place(_ parameter: DeclaredParameter) -> SourceLocation {
            SourceLocation(path: sourcePath, line: parameter.line, column: parameter.column)
        }
        let typePlace = SourceLocation(path: sourcePath, line: type.line, column: type.column)
        let origin = type.hasExplicitInit ? "its init" : "its stored properties"
        var diagnostics: [Diagnostic] = []
        let declaredNames = type.parameters.map(\.name)
        let byName = Dictionary(type.parameters.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let tableNames = Set(rows.map(\.name))
        for row in rows {
            guard let parameter = byName[row.name] else {
                diagnostics.append(
                    .error(
                        "api.parameter-not-in-source",
                        "parameter '\(row.name)' is not a parameter of \(type.name)",
                        at: row.location, suggestion: closestName(to: row.name, among: declaredNames),
                        notes: [
                            .init(
                                "\(type.name) takes \(declaredNames.isEmpty ? "no parameters" : declaredNames.map { "'\($0)'" }.joined(separator: ", ")) (\(origin))",
                                at: typePlace)
                        ]))
                continue
            }
            diagnostics += compare(row, parameter, at: place(parameter), typeName: type.name)
        }
        for parameter in type.parameters where !tableNames.contains(parameter.name) {
            diagnostics.append(
                .error(
                    "api.parameter-not-in-table",
                    "\(type.name) takes '\(parameter.name)', which the API table does not list",
                    at: tableLocation, notes: [.init("'\(parameter.name)' is declared here", at: place(parameter))]))
        }
        let sharedTable = rows.map(\.name).filter { byName[$0] != nil }
        let sharedSource = declaredNames.filter(tableNames.contains)
        if sharedTable != sharedSource,
            let index = sharedTable.indices.first(where: { sharedTable[$0] != sharedSource[$0] }),
            let row = rows.first(where: { $0.name == sharedTable[index] }),
            let parameter = byName[sharedSource[index]]
        {
            diagnostics.append(
                .error(
                    "api.parameter-order",
                    "the API table lists '\(row.name)' where \(type.name) takes '\(parameter.name)'; list the parameters in the order callers pass them (\(sharedSource.joined(separator: ", ")))",
                    at: row.location, notes: [.init("'\(parameter.name)' is declared here", at: place(parameter))]))
        }
        return diagnostics
    }

    private func compare(_ row: TableRow, _ parameter: DeclaredParameter, at place: SourceLocation, typeName: String)
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        if let declaredType = parameter.type,
            SwiftText.normalizedType(declaredType) != SwiftText.normalizedType(row.type)
        {
            diagnostics.append(
                .error(
                    "api.type-differs",
                    "the API table gives '\(row.name)' the type '\(row.type)'; \(typeName) declares '\(declaredType)'",
                    at: row.location, notes: [.init("'\(row.name)' is declared here", at: place)]))
        }
        switch (row.defaultValue, parameter.defaultValue) {
        case (nil, let value?):
            diagnostics.append(
                .error(
                    "api.required-differs",
                    "the API table says '\(row.name)' is required; \(typeName) gives it the default '\(value)'",
                    at: row.location, notes: [.init("'\(row.name)' is declared here", at: place)]))
        case (let value?, nil):
            diagnostics.append(
                .error(
                    "api.required-differs",
                    "the API table gives '\(row.name)' the default '\(value)'; \(typeName) has no default, so callers must pass it",
                    at: row.location, notes: [.init("'\(row.name)' is declared here", at: place)]))
        case (let table?, let source?) where SwiftText.normalizedValue(table) != SwiftText.normalizedValue(source):
            diagnostics.append(
                .error(
                    "api.default-differs",
                    "the API table gives '\(row.name)' the default '\(table)'; \(typeName) declares '\(source)'",
                    at: row.location, notes: [.init("'\(row.name)' is declared here", at: place)]))
        default:
            break
        }
        return diagnostics
    }
}
