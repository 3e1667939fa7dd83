/// Compares two published `index.json` files, component by component and parameter by
/// parameter, for a release pipeline to stop on a change that breaks callers.
package enum APIDiff {
    package static func changes(from old: PublishedIndex, to new: PublishedIndex) -> [APIChange] {
        let oldBySlug = Dictionary(old.components.map { ($0.slug, $0) }, uniquingKeysWith: { a, _ in a })
        let newBySlug = Dictionary(new.components.map { ($0.slug, $0) }, uniquingKeysWith: { a, _ in a })
        var changes: [APIChange] = []
        for slug in Set(oldBySlug.keys).union(newBySlug.keys).sorted() {
            switch (oldBySlug[slug], newBySlug[slug]) {
            case (nil, _?): changes.append(APIChange(component: slug, kind: .componentAdded))
            case (_?, nil): changes.append(APIChange(component: slug, kind: .componentRemoved))
            case (let before?, let after?): changes += parameterChanges(slug, before.parameters, after.parameters)
            default: break
            }
        }
        return changes
    }

    static func parameterChanges(_ slug: String, _ old: [PublishedParameter], _ new: [PublishedParameter])
        -> [APIChange]
    {
        let newByName = Dictionary(new.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let oldNames = Set(old.map(\.name))
        var removed = old.enumerated().filter { newByName[$0.element.name] == nil }
        var added = new.enumerated().filter { !oldNames.contains($0.element.name) }
        var changes: [APIChange] = []
        // A parameter gone and another come at the same place with the same type is a rename.
        for (index, parameter) in removed {
            if let match = added.firstIndex(where: { $0.offset == index && $0.element.type == parameter.type }) {
                changes.append(
                    APIChange(
                        component: slug, kind: .parameterRenamed(from: parameter.name, to: added[match].element.name)))
                added.remove(at: match)
                removed.removeAll { $0.element.name == parameter.name }
            }
        }
        for (_, parameter) in removed {
            changes.append(APIChange(component: slug, kind: .parameterRemoved(name: parameter.name)))
        }
        for (_, parameter) in added {
            changes.append(
                APIChange(component: slug, kind: .parameterAdded(name: parameter.name, required: parameter.required)))
        }
        for before in old {
            guard let after = newByName[before.name] else { continue }
            if before.type != after.type {
                changes.append(
                    APIChange(component: slug, kind: .typeChanged(name: before.name, from: before.type, to: after.type))
                )
            }
            switch (before.defaultValue, after.defaultValue) {
            case (let was?, nil):
                changes.append(APIChange(component: slug, kind: .becameRequired(name: before.name, was: was)))
            case (nil, let value?):
                changes.append(APIChange(component: slug, kind: .becameOptional(name: before.name, default: value)))
            case (let was?, let value?) where was != value:
                changes.append(
                    APIChange(component: slug, kind: .defaultChanged(name: before.name, from: was, to: value)))
            default: break
            }
        }
        return changes
    }
}
