import Diagnostics

/// The `type:` field of a component page: the Swift type its API table describes.
package struct MainTypeName: Sendable, Hashable, Codable {
    package let name: String
    package let location: SourceLocation
}
