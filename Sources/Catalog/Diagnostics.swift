/// Where a diagnostic points: a file, and a 1-based line and column in it.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let column: Int

    public init(path: String, line: Int = 1, column: Int = 1) {
        self.path = path
        self.line = max(line, 1)
        self.column = max(column, 1)
    }

    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

/// A problem found in the content or the templates, reported in the compiler format
/// `path:line:col: error: message`.
public struct Diagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    public let severity: Severity
    public let location: SourceLocation
    public let message: String

    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    public static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    public var description: String { "\(location): \(severity.rawValue): \(message)" }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// True when at least one diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Warnings turned into errors, for `--strict` runs.
    public func treatingWarningsAsErrors() -> [Diagnostic] {
        map { Diagnostic(.error, $0.message, at: $0.location) }
    }
}

/// Thrown by a stage that could not finish; carries every diagnostic of the run.
public struct CatalogFailure: Error, Sendable {
    public let diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }
}

/// A diagnostic can stand as the failure of a step that stops at one problem.
extension Diagnostic: Error {}
