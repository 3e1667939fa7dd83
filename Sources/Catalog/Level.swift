/// How much SwiftUI a reader needs to follow a component (beginner, intermediate, advanced).
package struct Level: Sendable, Hashable {
    package let slug: String
    package let name: LocalizedText
}
