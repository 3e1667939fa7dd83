enum TagKind: Equatable {
    case variable
    case unescapedVariable
    case section
    case invertedSection
    case close
    case comment
    case partial
    case parent
    case block
    case setDelimiters

    /// Whether a closing tag must follow: the tag opens content that nests.
    var opensContent: Bool {
        switch self {
        case .section, .invertedSection, .parent, .block: true
        default: false
        }
    }
}
