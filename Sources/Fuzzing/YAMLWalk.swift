import YAML

/// Reads every node of a YAML tree in every way a reader of the generator does.
enum YAMLWalk {
    /// Visits the tree without recursion, so a deep document tests the YAML reader's depth
    /// handling, not this walk's.
    static func visitAll(_ root: YAMLNode) -> Int {
        var output = 0
        var pending = [root]
        while let node = pending.popLast() {
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
