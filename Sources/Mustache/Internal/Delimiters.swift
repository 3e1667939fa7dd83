/// The pair of strings that open and close a tag, `{{` and `}}` unless a template sets others.
struct Delimiters: Sendable, Equatable {
    var open: [UInt8]
    var close: [UInt8]

    static let standard = Delimiters(open: Array("{{".utf8), close: Array("}}".utf8))
}
