// A linked template flattened for rendering: operations and text in buffers allocated once and
// never mutated, so that renderers on many threads read them without reference counting (the
// atomic retains and releases of walking a tree of objects cost more than the rendering).

final class Program: @unchecked Sendable {
    let name: String
    let sourceLength: Int
    // Allocated in `init`, freed in `deinit`, never written in between.
    let operations: UnsafeMutableBufferPointer<Operation>
    let bytes: UnsafeMutableBufferPointer<UInt8>
    let lineStarts: UnsafeMutableBufferPointer<Int32>
    let keys: UnsafeMutableBufferPointer<String>
    /// The ``MustacheMemberNames/hash(of:)`` of each key.
    let keyHashes: UnsafeMutableBufferPointer<UInt64>
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
        keyHashes = .allocate(capacity: builder.keys.count)
        _ = keyHashes.initialize(from: builder.keys.map(MustacheMemberNames.hash(of:)))
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
        keyHashes.deallocate()
    }
}
