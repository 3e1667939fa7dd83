/// A minimum platform, such as iOS 18.0+.
public struct Platform: Sendable, Hashable, Codable, CustomStringConvertible {
    public let name: String
    public let version: String

    public var description: String { "\(name) \(version)+" }
}
