/// A problem found in a run, reported in the compiler format
/// `path:line:col: error: message`, with notes on lines of their own.
///
/// Every error of every stage (content, timeline blocks, animation expressions, YAML,
/// templates, Swift sources, the output folder) becomes a `Diagnostic`, so that a run reports
/// all of them together, sorted by place, and tests can match an ``id`` and a ``location``
/// rather than English sentences.
public struct Diagnostic: Error, Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public enum Severity: String, Sendable, Hashable, Codable {
        case error, warning
    }

    /// A stable name for the kind of problem, such as `content.unknown-category`.
    public struct ID: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible, Codable
    {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
        public var description: String { rawValue }
    }

    /// More about a diagnostic, at a place of its own or at the diagnostic's.
    public struct Note: Sendable, Hashable, Codable {
        public let message: String
        public let location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public let id: ID
    public private(set) var severity: Severity
    public let location: SourceLocation
    /// What is wrong, in one sentence, without the suggestion or the notes.
    public let message: String
    /// The name the author probably meant, shown as "did you mean '…'?".
    public let suggestion: String?
    public let notes: [Note]

    public init(
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

    public static func error(
        _ id: ID, _ message: String, at location: SourceLocation, suggestion: String? = nil, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.error, id, message, at: location, suggestion: suggestion, notes: notes)
    }

    public static func warning(
        _ id: ID, _ message: String, at location: SourceLocation, suggestion: String? = nil, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location, suggestion: suggestion, notes: notes)
    }

    /// The message with its suggestion, as printed after the severity.
    public var text: String {
        guard let suggestion else { return message }
        return message + "; did you mean '\(suggestion)'?"
    }

    /// The diagnostic in the compiler format, each note on a line of its own.
    public var description: String {
        var lines = ["\(location): \(severity.rawValue): \(text)"]
        for note in notes { lines.append("\(note.location ?? location): note: \(note.message)") }
        return lines.joined(separator: "\n")
    }

    /// The same problem as an error, for runs where warnings count as errors.
    public var asError: Diagnostic {
        var copy = self
        copy.severity = .error
        return copy
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        return lhs.text < rhs.text
    }
}

extension Array where Element == Diagnostic {
    /// True when at least one diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    public var errorCount: Int { reduce(0) { $0 + ($1.severity == .error ? 1 : 0) } }
}
