enum Node: Sendable {
    case text(TextNode)
    case variable(VariableNode)
    case section(SectionNode)
    case partial(PartialNode)
    case parent(ParentNode)
    case block(BlockNode)
}
