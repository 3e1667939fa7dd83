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
