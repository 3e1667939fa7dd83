import TextUtilities

// Strict lookup's error: where the lookup of a name failed, and what exists there. Runs only
// when a render is about to fail, so it may take its time.

enum UnknownNameSearch {
    /// How many known names a message lists; ``MustacheError/UnknownName/available`` holds all.
    static let namesShown = 6
    /// Names longer than this get no suggestion and are not compared, so that a hostile tag
    /// of a megabyte does not make an error cost minutes.
    static let longestComparedName = 100

    /// The error for `keys`, which lenient lookup did not resolve against `stack`; nil when a
    /// null value on the way explains it (members of null are null).
    static func error(for keys: [String], in stack: [MustacheValue], at location: TagLocation)
        -> MustacheError?
    {
        guard let first = keys.first else { return nil }
        let name = keys.joined(separator: ".")
        guard var value = frameValue(named: first, in: stack) else {
            var seen: Set<String> = []
            var known: [String] = []
            for frame in stack.reversed() {
                for key in memberNames(of: frame).sorted() where seen.insert(key).inserted {
                    known.append(key)
                }
            }
            return unknown(name, resolved: [], missing: first, among: known, at: location)
        }
        for (index, key) in keys.enumerated().dropFirst() {
            let resolved = Array(keys[..<index])
            switch value {
            case .null:
                return nil
            case .object, .members:
                guard let next = value.member(key) else {
                    return unknown(
                        name, resolved: resolved, missing: key, among: memberNames(of: value), at: location)
                }
                value = next
            default:
                let dotted = resolved.joined(separator: ".")
                return location.error(
                    "unknown name '\(name)': '\(dotted)' is \(kind(of: value)) and has no members",
                    unknownName: MustacheError.UnknownName(
                        name: name, resolvedPart: dotted, suggestion: nil, available: []))
            }
        }
        return nil
    }

    /// The value of `key` in the topmost object frame that holds it.
    private static func frameValue(named key: String, in stack: [MustacheValue]) -> MustacheValue? {
        for frame in stack.reversed() {
            if let value = frame.member(key) {
                return value
            }
        }
        return nil
    }

    /// The names of an object's members, each once, in no particular order; none for a value
    /// that is not an object.
    private static func memberNames(of value: MustacheValue) -> [String] {
        switch value {
        case .object(let object): Array(object.keys)
        case .members(let members): Array(members.table.distinctNames)
        default: []
        }
    }

    private static func unknown(
        _ name: String, resolved: [String], missing: String, among known: [String], at location: TagLocation
    ) -> MustacheError {
        let available = closestFirst(known, to: missing)
        let prefix = resolved.isEmpty ? "" : resolved.joined(separator: ".") + "."
        let suggestion = available.first.flatMap { isClose($0, to: missing) ? prefix + $0 : nil }
        var message = "unknown name '\(name)'"
        if let suggestion {
            message += "; did you mean '\(suggestion)'?"
        }
        let owner = resolved.isEmpty ? "names here" : "\(resolved.joined(separator: ".")) has"
        if available.isEmpty {
            message += " (\(resolved.isEmpty ? "the context has no names" : owner + " no names"))"
        } else {
            let shown = available.prefix(namesShown).joined(separator: ", ")
            message += " (\(owner): \(shown)\(available.count > namesShown ? ", …" : ""))"
        }
        return location.error(
            message,
            unknownName: MustacheError.UnknownName(
                name: name, resolvedPart: resolved.joined(separator: "."), suggestion: suggestion,
                available: available))
    }

    /// `names` sorted by edit distance to `name`, ignoring case, then alphabetically.
    static func closestFirst(_ names: [String], to name: String) -> [String] {
        guard name.count <= longestComparedName else { return names.sorted() }
        let word = name.lowercased()
        return names.map { candidate -> (String, Int) in
            let distance =
                candidate.count <= longestComparedName
                ? editDistance(word, candidate.lowercased()) : Int.max
            return (candidate, distance)
        }
        .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        .map(\.0)
    }

    /// Whether `candidate` is close enough to `name` to be what its author meant: one edit for
    /// short names, two from six letters on, as the other suggestions of the catalog do.
    static func isClose(_ candidate: String, to name: String) -> Bool {
        closestName(to: name, among: [candidate]) != nil
    }

    private static func kind(of value: MustacheValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a Boolean"
        case .int, .double: "a number"
        case .string: "text"
        case .list: "a list"
        case .object, .members: "an object"
        case .lambda: "a lambda"
        }
    }
}
