import SwiftDump

/// A component's Swift source with what the compiler's tree says it declares; a nil
/// ``surface`` means the source was not parsed (a syntax error, or no compiler).
public struct SourceSurface: Sendable {
    public let displayPath: String
    public let fileName: String
    public let surface: SwiftSurface?

    public init(displayPath: String, fileName: String, surface: SwiftSurface?) {
        self.displayPath = displayPath
        self.fileName = fileName
        self.surface = surface
    }
}
