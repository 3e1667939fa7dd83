/// A problem found in a run, reported in the compiler format
/// `path:line:col: error: message`, with notes on lines of their own.
///
/// Every error of every stage (content, timeline blocks, animation expressions, YAML,
/// templates, Swift sources, the output folder) becomes a `Diagnostic`, so that a run reports
/// all of them together, sorted by place, and tests can match an ``id`` and a ``location``
/// rather than English sentences.
package struct Diagnostic: Error, Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    package enum Severity: String, Sendable, Hashable, Codable {
        case error, warning
    }

    /// A stable name for the kind of problem, such as `content.unknown-category`.
    package struct ID: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible,
        Codable
    {
        package let rawValue: String
        package init(rawValue: String) { self.rawValue = rawValue }
        package init(stringLiteral value: String) { rawValue = value }
        package var description: String { rawValue }
    }

    /// More about a diagnostic, at a place of its own or at the diagnostic's.
    package struct Note: Sendable, Hashable, Codable {
        package let message: String
        package let location: SourceLocation?

        package init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    package let id: ID
    package private(set) var severity: Severity
    package let location: SourceLocation
    /// What is wrong, in one sentence, without the suggestion or the notes.
    package let message: String
    /// The name the author probably meant, shown as "did you mean '…'?".
    package let suggestion: String?
    package let notes: [Note]

    package init(
        _ severity: Severity, _ id: ID, _ message: String, at location: SourceLocation, suggestion: String? = nil,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.suggestion = suggestion
        self.notes = notes
    }

    package static func error(
        _ id: ID, _ message: String, at location: SourceLocation, suggestion: String? = nil, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.error, id, message, at: location, suggestion: suggestion, notes: notes)
    }

    package static func warning(
        _ id: ID, _ message: String, at location: SourceLocation, suggestion: String? = nil, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location, suggestion: suggestion, notes: notes)
    }

    /// The message with its suggestion, as printed after the severity.
    /// Control characters a message quotes from the input are escaped.
    package var text: String {
        guard let suggestion else { return message.escapingControlCharacters }
        return (message + "; did you mean '\(suggestion)'?").escapingControlCharacters
    }

    /// The diagnostic in the compiler format, each note on a line of its own. A path holding a
    /// control character (a file named so) has it escaped too.
    package var description: String {
        var lines = ["\(location.description.escapingControlCharacters): \(severity.rawValue): \(text)"]
        for note in notes {
            let place = (note.location ?? location).description.escapingControlCharacters
            lines.append("\(place): note: \(note.message.escapingControlCharacters)")
        }
        return lines.joined(separator: "\n")
    }

    /// The same problem as an error, for runs where warnings count as errors.
    package var asError: Diagnostic {
        var copy = self
        copy.severity = .error
        return copy
    }

    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        return lhs.text < rhs.text
    }
}

extension Array where Element == Diagnostic {
    /// True when at least one diagnostic is an error.
    package var hasErrors: Bool { contains { $0.severity == .error } }
}
