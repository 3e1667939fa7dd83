import Diagnostics
import TextUtilities

/// The `## API` section of a page: the parameters and the notes under the table.
public struct APIReference: Sendable, Hashable, Codable {
    public let parameters: [Parameter]
    public let notesHTML: String
    /// Where the table starts.
    public var location: SourceLocation? = nil
    /// The notes as plain text, for search.
    public var notesText: String = ""
}

extension APIReference {
    /// Read from a page body's record (``ComponentPage/Body``), as ``write(into:)`` wrote it.
    init(record: inout RecordReader) throws {
        let count = try record.count(each: 18)
        var parameters: [Parameter] = []
        parameters.reserveCapacity(count)
        for _ in 0..<count {
            let name = try record.string()
            let type = try record.string()
            let defaultValue = try record.bool() ? try record.string() : nil
            parameters.append(
                Parameter(
                    name: name, type: type, defaultValue: defaultValue, descriptionHTML: try record.string(),
                    descriptionText: try record.string(), location: try SourceLocation.read(&record)))
        }
        self.init(
            parameters: parameters, notesHTML: try record.string(), location: try SourceLocation.read(&record),
            notesText: try record.string())
    }

    func write(into record: inout RecordWriter) {
        record.writeCount(parameters.count)
        for parameter in parameters {
            record.write(parameter.name)
            record.write(parameter.type)
            record.write(parameter.defaultValue != nil)
            if let value = parameter.defaultValue { record.write(value) }
            record.write(parameter.descriptionHTML)
            record.write(parameter.descriptionText)
            SourceLocation.write(parameter.location, into: &record)
        }
        record.write(notesHTML)
        SourceLocation.write(location, into: &record)
        record.write(notesText)
    }
}

extension SourceLocation {
    /// An optional location in a record: a Boolean, then its path, line and column.
    static func read(_ record: inout RecordReader) throws -> SourceLocation? {
        guard try record.bool() else { return nil }
        let path = try record.string()
        let line = try record.int()
        return SourceLocation(path: path, line: line, column: try record.int())
    }

    static func write(_ location: SourceLocation?, into record: inout RecordWriter) {
        record.write(location != nil)
        guard let location else { return }
        record.write(location.path)
        record.write(location.line)
        record.write(location.column)
    }
}
