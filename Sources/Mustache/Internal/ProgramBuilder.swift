struct ProgramBuilder {
    var operations: [Operation] = []
    var bytes: [UInt8] = []
    var lineStarts: [Int32] = []
    var keys: [String] = []
    var details: [OperationDetail] = []
    var blockNames: [String] = []
    var overrideTables: [[String: OverrideContent]] = []

    mutating func emit(_ nodes: [Node]) {
        for node in nodes {
            emit(node)
        }
    }

    private mutating func emit(_ node: Node) {
        switch node {
        case .text(let text):
            var operation = Operation(kind: .text)
            (operation.first, operation.count) = store(text.bytes)
            operation.extra = Int32(lineStarts.count)
            operation.extraCount = Int32(text.lineStarts.count)
            lineStarts.append(contentsOf: text.lineStarts.map { Int32($0) })
            operations.append(operation)
        case .variable(let variable):
            var operation = Operation(kind: .variable, flag: variable.escapesHTML)
            (operation.first, operation.count) = store(keys: variable.path)
            operation.detail = detail(OperationDetail(location: variable.location))
            operations.append(operation)
        case .section(let section):
            var operation = Operation(kind: .section, flag: section.isInverted)
            (operation.first, operation.count) = store(keys: section.path)
            operation.detail = detail(
                OperationDetail(
                    location: section.location, rawText: section.rawText,
                    delimiters: section.delimiters))
            let index = operations.count
            operations.append(operation)
            emit(section.children)
            operations[index].end = Int32(operations.count)
        case .partial(let partial):
            var operation = Operation(kind: .partial, flag: partial.indentation != nil)
            (operation.first, operation.count) = store(partial.indentation ?? [])
            operation.extra = Int32(partial.target ?? -1)
            operation.detail = detail(
                OperationDetail(location: partial.location, reference: partial.reference))
            operations.append(operation)
        case .parent(let parent):
            var operation = Operation(kind: .parent, flag: parent.indentation != nil)
            (operation.first, operation.count) = store(parent.indentation ?? [])
            operation.extra = Int32(parent.target ?? -1)
            operation.detail = detail(
                OperationDetail(location: parent.location, reference: parent.reference))
            let index = operations.count
            operations.append(operation)
            var table: [String: OverrideContent] = [:]
            for (name, content) in parent.overrides.sorted(by: { $0.key < $1.key }) {
                let start = operations.count
                emit(content.nodes)
                table[name] = OverrideContent(
                    operations: start..<operations.count, startsLine: content.startsLine)
            }
            operations[index].extraCount = Int32(overrideTables.count)
            overrideTables.append(table)
            operations[index].end = Int32(operations.count)
        case .block(let block):
            var operation = Operation(kind: .block, flag: block.defaultContent.startsLine)
            (operation.first, operation.count) = store(block.indentation)
            operation.extra = Int32(blockNames.count)
            operation.detail = detail(OperationDetail(location: block.location))
            blockNames.append(block.name)
            let index = operations.count
            operations.append(operation)
            emit(block.defaultContent.nodes)
            operations[index].end = Int32(operations.count)
        }
    }

    private mutating func store(_ newBytes: [UInt8]) -> (Int32, Int32) {
        let start = bytes.count
        bytes.append(contentsOf: newBytes)
        return (Int32(start), Int32(newBytes.count))
    }

    private mutating func store(keys path: [String]) -> (Int32, Int32) {
        let start = keys.count
        keys.append(contentsOf: path)
        return (Int32(start), Int32(path.count))
    }

    private mutating func detail(_ detail: OperationDetail) -> Int32 {
        details.append(detail)
        return Int32(details.count - 1)
    }
}
