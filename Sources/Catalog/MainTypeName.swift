import Diagnostics

/// The `type:` field of a component page: the Swift type its API table describes.
public struct MainTypeName: Sendable, Hashable, Codable {
    public let name: String
    public let location: SourceLocation
}
