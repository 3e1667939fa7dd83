/// How much SwiftUI a reader needs to follow a component (beginner, intermediate, advanced).
public struct Level: Sendable, Hashable {
    public let slug: String
    public let name: LocalizedText
}
