// A linked template flattened for rendering: operations and text in buffers allocated once and
// never mutated, so that renderers on many threads read them without reference counting (the
// atomic retains and releases of walking a tree of objects cost more than the rendering).

/// One step of a program. A trivial value: copying it touches no reference count.
///
/// | kind       | first, count      | end                 | extra, extraCount   | flag           |
/// |------------|-------------------|---------------------|---------------------|----------------|
/// | text       | bytes             |                     | line starts         |                |
/// | variable   | keys              |                     |                     | escapes HTML   |
/// | section    | keys              | after its children  |                     | inverted       |
/// | partial    | indentation bytes |                     | target, –           | is standalone  |
/// | parent     | indentation bytes | after its overrides | target, overrides   | is standalone  |
/// | block      | indentation bytes | after its default   | block name, –       | starts line    |
///
/// `target` is a template index, or -1 when the name is resolved while rendering. `detail`
/// indexes ``Program/details`` for what only errors and lambdas need.
struct Operation {
    enum Kind: UInt8 {
        case text, variable, section, partial, parent, block
    }

    var kind: Kind
    var flag = false
    var first: Int32 = 0
    var count: Int32 = 0
    var end: Int32 = 0
    var extra: Int32 = 0
    var extraCount: Int32 = 0
    var detail: Int32 = 0
}

/// What an operation needs besides its numbers: for errors, lambdas and names.
struct OperationDetail: Sendable {
    var location: TagLocation
    /// A section's unrendered text and inner delimiters, for lambdas.
    var rawText: Substring = ""
    var delimiters = Delimiters.standard
    /// A partial's or parent's template name.
    var reference: TemplateReference?
}

/// The content a parent tag passes for a block: operations of the program holding the tag.
struct OverrideContent: Sendable {
    var operations: Range<Int>
    var startsLine: Bool
}

final class Program: @unchecked Sendable {
    let name: String
    let sourceLength: Int
    // Allocated in `init`, freed in `deinit`, never written in between.
    let operations: UnsafeMutableBufferPointer<Operation>
    let bytes: UnsafeMutableBufferPointer<UInt8>
    let lineStarts: UnsafeMutableBufferPointer<Int32>
    let keys: UnsafeMutableBufferPointer<String>
    let details: [OperationDetail]
    let blockNames: [String]
    let overrideTables: [[String: OverrideContent]]

    /// Flattens linked nodes.
    init(name: String, nodes: [Node], sourceLength: Int) {
        var builder = ProgramBuilder()
        builder.emit(nodes)
        self.name = name
        self.sourceLength = sourceLength
        operations = .allocate(capacity: builder.operations.count)
        _ = operations.initialize(from: builder.operations)
        bytes = .allocate(capacity: builder.bytes.count)
        _ = bytes.initialize(from: builder.bytes)
        lineStarts = .allocate(capacity: builder.lineStarts.count)
        _ = lineStarts.initialize(from: builder.lineStarts)
        keys = .allocate(capacity: builder.keys.count)
        _ = keys.initialize(from: builder.keys)
        details = builder.details
        blockNames = builder.blockNames
        overrideTables = builder.overrideTables
    }

    deinit {
        operations.deallocate()
        bytes.deallocate()
        lineStarts.deallocate()
        _ = keys.deinitialize()
        keys.deallocate()
    }
}

private struct ProgramBuilder {
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
