/// Why a published API file could not be read.
public struct APIReadError: Error, Sendable {
    public let message: String
}
