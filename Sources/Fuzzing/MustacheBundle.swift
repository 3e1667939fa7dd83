/// How one fuzz input holds several templates, so that partials, parents and dynamic names
/// are reached: the input is split at NUL bytes; the first part is the template `main`, each
/// later part is a partial whose name is its first line and whose source is the rest.
///
/// ```
/// main template␀partials/header
/// header source␀layouts/base
/// base source
/// ```
package enum MustacheBundle {
    /// The name of the template that is rendered.
    package static let mainName = "main"
    static let separator: UInt8 = 0

    /// The templates of an input, by name; a later part wins over an earlier one of the same
    /// name.
    package static func templates(from bytes: [UInt8]) -> [String: String] {
        let parts = bytes.split(separator: separator, omittingEmptySubsequences: false)
        var templates = [mainName: String(decoding: parts[0], as: UTF8.self)]
        for part in parts.dropFirst() {
            let newline = part.firstIndex(of: UInt8(ascii: "\n")) ?? part.endIndex
            let name = String(decoding: part[..<newline], as: UTF8.self)
            let source = newline == part.endIndex ? [] : part[(newline + 1)...]
            templates[name] = String(decoding: source, as: UTF8.self)
        }
        return templates
    }

    /// The input that holds `main` and `partials`: the inverse of ``templates(from:)`` for
    /// names without a newline and sources without NUL.
    package static func input(main: String, partials: [(name: String, source: String)]) -> [UInt8] {
        var bytes = Array(main.utf8)
        for (name, source) in partials {
            bytes += [separator] + Array(name.utf8) + [UInt8(ascii: "\n")] + Array(source.utf8)
        }
        return bytes
    }
}
