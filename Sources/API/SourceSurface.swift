import SwiftDump

/// A component's Swift source with what the compiler's tree says it declares; a nil
/// ``surface`` means the source was not parsed (a syntax error, or no compiler).
package struct SourceSurface: Sendable {
    package let displayPath: String
    package let fileName: String
    package let surface: SwiftSurface?

    package init(displayPath: String, fileName: String, surface: SwiftSurface?) {
        self.displayPath = displayPath
        self.fileName = fileName
        self.surface = surface
    }
}
