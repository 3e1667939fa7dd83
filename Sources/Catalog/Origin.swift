/// Where a component's design comes from.
public enum Origin: Sendable, Hashable, Codable {
    /// Our own design.
    case original
    /// Inspired by something else (described in the page's language), written from scratch.
    case inspired(by: String)
}
