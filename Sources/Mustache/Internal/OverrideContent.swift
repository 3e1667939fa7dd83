/// The content a parent tag passes for a block: operations of the program holding the tag.
struct OverrideContent: Sendable {
    var operations: Range<Int>
    var startsLine: Bool
}
