import Diagnostics

/// One difference between two published `index.json` files.
package struct APIChange: Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable, Hashable {
        case componentAdded
        case componentRemoved
        case parameterAdded(name: String, required: Bool)
        case parameterRemoved(name: String)
        case parameterRenamed(from: String, to: String)
        case typeChanged(name: String, from: String, to: String)
        case defaultChanged(name: String, from: String, to: String)
        case becameRequired(name: String, was: String)
        case becameOptional(name: String, default: String)
    }

    package let component: String
    package let kind: Kind

    package init(component: String, kind: Kind) {
        self.component = component
        self.kind = kind
    }

    /// True when code written against the old API may no longer compile.
    package var isBreaking: Bool {
        switch kind {
        case .componentRemoved, .parameterRemoved, .parameterRenamed, .typeChanged, .becameRequired: true
        case .parameterAdded(_, let required): required
        case .componentAdded, .defaultChanged, .becameOptional: false
        }
    }

    /// One line: the component, what changed, and `(breaking)` when it breaks callers; control
    /// characters of the names, types and defaults are escaped.
    package var description: String {
        let what: String
        switch kind {
        case .componentAdded: what = "component added"
        case .componentRemoved: what = "component removed"
        case .parameterAdded(let name, let required):
            what = "parameter '\(name)' added\(required ? ", required" : " with a default")"
        case .parameterRemoved(let name): what = "parameter '\(name)' removed"
        case .parameterRenamed(let from, let to): what = "parameter '\(from)' renamed to '\(to)'"
        case .typeChanged(let name, let from, let to): what = "parameter '\(name)' type changed from \(from) to \(to)"
        case .defaultChanged(let name, let from, let to):
            what = "parameter '\(name)' default changed from \(from) to \(to)"
        case .becameRequired(let name, let was): what = "parameter '\(name)' is now required (its default was \(was))"
        case .becameOptional(let name, let value):
            what = "parameter '\(name)' is now optional, with the default \(value)"
        }
        return "\(component): \(what)\(isBreaking ? " (breaking)" : "")".escapingControlCharacters
    }
}
