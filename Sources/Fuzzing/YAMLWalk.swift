import YAML

/// Reads every node of a YAML tree in every way a reader of the generator does.
enum YAMLWalk {
    /// Aliases are resolved into copies, so a small document can stand for a tree of
    /// billions of nodes; the loader only reads the nodes it asks for, and so does this walk
    /// past this many.
    static let maximumNodes = 100_000

    /// Visits the tree without recursion, so a deep document tests the YAML reader's depth
    /// handling, not this walk's.
    static func visitAll(_ root: YAMLNode) -> Int {
        var output = 0
        var pending = [root]
        var visited = 0
        while visited < maximumNodes, let node = pending.popLast() {
            visited += 1
            output &+= node.line &+ node.column &+ node.kindDescription.utf8.count
            output &+= (node.string?.utf8.count ?? 0) &+ (node.int ?? 0) &+ (node.isNull ? 1 : 0)
            output &+= Int(truncatingIfNeeded: (node.double ?? 0).bitPattern) &+ (node.bool == true ? 1 : 0)
            switch node.value {
            case .scalar:
                break
            case .sequence(let items):
                pending += items
            case .mapping(let pairs):
                for pair in pairs {
                    if let key = pair.key.string { output &+= node[key]?.line ?? 0 }
                    pending += [pair.key, pair.value]
                }
            }
        }
        return output
    }
}
