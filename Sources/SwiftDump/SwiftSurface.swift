/// What the catalog compares with a component's page, read from one Swift source through the
/// compiler's parse tree: the structs with their parameters, the animations written as
/// literals, and the numeric constants.
public struct SwiftSurface: Sendable, Hashable, Codable {
    public var types: [DeclaredType]
    public var animations: [DeclaredAnimation]
    public var constants: [DeclaredConstant]

    public init(types: [DeclaredType] = [], animations: [DeclaredAnimation] = [], constants: [DeclaredConstant] = []) {
        self.types = types
        self.animations = animations
        self.constants = constants
    }
}
