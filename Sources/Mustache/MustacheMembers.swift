/// An object whose members are computed when a template names them, rather than all before
/// the render starts: the payload of ``MustacheValue/members(_:)``.
///
/// It holds the names of its members, a table shared by every object of one kind, and a
/// closure that computes the member at an index of that table for this one object:
///
/// ```swift
/// let cardNames = MustacheMemberNames(["title", "url"])
///
/// func card(title: String, url: String) -> MustacheValue {
///     .members(MustacheMembers(cardNames) { index in
///         index == 0 ? .string(title) : .string(url)
///     })
/// }
/// ```
///
/// A template sees it exactly as it would see ``MustacheValue/object(_:)`` holding every member
/// at once: a name in the table always resolves, to whatever the closure returns, null
/// included; a name not in the table is looked up further down the context stack, as a key
/// missing from a dictionary is; and strict lookup lists the table's names.
///
/// The closure is called when a tag names the member, and never for a member that no tag names.
/// A render keeps what it computed for the members of the context it was given, which layouts,
/// partials and loops name again and again, and asks for those of other lazy objects at every
/// tag. The closure may be called from several threads at once when the value is rendered by
/// several renders, and must return the same value for the same index every time.
public struct MustacheMembers: Sendable {
    /// The table of member names.
    public let table: MustacheMemberNames
    let member: @Sendable (Int) -> MustacheValue

    /// Creates an object whose member named `table.names[index]` is `member(index)`.
    public init(_ table: MustacheMemberNames, member: @escaping @Sendable (_ index: Int) -> MustacheValue) {
        self.table = table
        self.member = member
    }

    /// The member `name`, computed now; nil when the table has no such name.
    public subscript(name: String) -> MustacheValue? {
        guard let index = table.indexByName[name] else { return nil }
        return member(index)
    }
}

/// The names of the members of one kind of ``MustacheMembers``, built once and shared by every
/// object of that kind, so that finding a member is one table lookup.
public final class MustacheMemberNames: Sendable {
    /// The names, in the order of the indexes the member closure receives.
    public let names: [String]
    /// Where each name is in ``names``: when a name repeats, its last place, as the last value
    /// wins when a key repeats in a dictionary literal.
    let indexByName: [String: Int]

    /// Creates the table of `names`, the member at `names[index]` being computed for `index`.
    public init(_ names: [String]) {
        self.names = names
        var indexByName: [String: Int] = [:]
        indexByName.reserveCapacity(names.count)
        for (index, name) in names.enumerated() {
            indexByName[name] = index
        }
        self.indexByName = indexByName
    }

    /// Each name once, in no particular order: what strict lookup lists.
    var distinctNames: Dictionary<String, Int>.Keys { indexByName.keys }
}
