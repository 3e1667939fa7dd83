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
package struct MustacheMembers: Sendable {
    /// The table of member names.
    package let table: MustacheMemberNames
    let member: @Sendable (Int) -> MustacheValue

    /// Creates an object whose member named `table.names[index]` is `member(index)`.
    package init(_ table: MustacheMemberNames, member: @escaping @Sendable (_ index: Int) -> MustacheValue) {
        self.table = table
        self.member = member
    }

    /// The member `name`, computed now; nil when the table has no such name.
    package subscript(name: String) -> MustacheValue? {
        self[name, MustacheMemberNames.hash(of: name)]
    }

    /// The member `name`, whose ``MustacheMemberNames/hash(of:)`` is `hash`.
    subscript(name: String, hash: UInt64) -> MustacheValue? {
        guard let index = table.index(of: name, hash: hash) else { return nil }
        return member(index)
    }
}

/// The names of the members of one kind of ``MustacheMembers``, built once and shared by every
/// object of that kind, so that finding a member is one table lookup.
package final class MustacheMemberNames: Sendable {
    /// The names, in the order of the indexes the member closure receives.
    package let names: [String]
    /// Where each name is in ``names``: when a name repeats, its last place, as the last value
    /// wins when a key repeats in a dictionary literal.
    let indexByName: [String: Int]
    /// The same places in an open-addressing table of a power-of-two size, found by a hash of
    /// the name's bytes that costs a fraction of a dictionary's: each slot holds a place plus
    /// one, zero for an empty slot. Empty when a name is not ASCII: two texts that differ in
    /// their bytes can then be equal as Swift strings, and only ``indexByName`` finds them.
    private let slots: [Int32]

    /// Creates the table of `names`, the member at `names[index]` being computed for `index`.
    package init(_ names: [String]) {
        self.names = names
        var indexByName: [String: Int] = [:]
        indexByName.reserveCapacity(names.count)
        for (index, name) in names.enumerated() {
            indexByName[name] = index
        }
        self.indexByName = indexByName
        guard !names.isEmpty, names.count < Int32.max, !names.contains(where: { Self.hash(of: $0) == Self.notASCII })
        else {
            slots = []
            return
        }
        var size = 4
        while size < 2 * indexByName.count { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for (name, index) in indexByName {
            var slot = Int(truncatingIfNeeded: Self.hash(of: name)) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(index + 1)
        }
        self.slots = slots
    }

    /// Where `name`, whose ``hash(of:)`` is `hash`, is in ``names`` (its last place), or nil.
    func index(of name: String, hash: UInt64) -> Int? {
        // A name that is not ASCII may equal a name of the table as a string.
        guard !slots.isEmpty, hash != Self.notASCII else {
            return indexByName[name]
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 {
                return nil
            }
            if names[entry - 1] == name {
                return entry - 1
            }
            slot = (slot + 1) & mask
        }
    }

    /// The hash tables of names find `name` by: FNV-1a of its bytes without the top bit, or
    /// ``notASCII``. A template computes those of its names once, when it is compiled.
    static func hash(of name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var high: UInt8 = 0
        for byte in name.utf8 {
            high |= byte
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return high < 0x80 ? hash & ~(1 << 63) : notASCII
    }

    /// The hash of every name that is not ASCII, found through ``indexByName``.
    static var notASCII: UInt64 { .max }

    /// Each name once, in no particular order: what strict lookup lists.
    var distinctNames: Dictionary<String, Int>.Keys { indexByName.keys }
}
