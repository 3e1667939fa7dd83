/// A minimum platform, such as iOS 18.0+.
package struct Platform: Sendable, Hashable, Codable, CustomStringConvertible {
    package let name: String
    package let version: String

    package var description: String { "\(name) \(version)+" }
}
