/// What the catalog compares with a component's page, read from one Swift source through the
/// compiler's parse tree: the structs with their parameters, the animations written as
/// literals, and the numeric constants.
package struct SwiftSurface: Sendable, Hashable, Codable {
    package var types: [DeclaredType]
    package var animations: [DeclaredAnimation]
    package var constants: [DeclaredConstant]

    package init(types: [DeclaredType] = [], animations: [DeclaredAnimation] = [], constants: [DeclaredConstant] = []) {
        self.types = types
        self.animations = animations
        self.constants = constants
    }
}
