/// Whether bytes are JSON text (RFC 8259) whatever their depth and the size of their numbers,
/// which Foundation's parser cannot say: it stops at 512 levels, or at a number beyond a
/// `Double`, before it has seen the rest. One pass with a stack of its own, linear in the input.
package enum JSONSyntax {
    package enum Outcome: Equatable {
        case valid
        /// Valid JSON with a `\uD800`–`\uDFFF` escape that is not half of a pair: no Unicode
        /// character, which no reader of text can keep; `offset` is the backslash's.
        case loneSurrogate(offset: Int, escape: String)
        /// Not JSON: the first byte that cannot continue it (`bytes.count` when it ends early).
        case invalid(offset: Int, problem: String)
    }

    private enum Expecting {
        case value(orClose: Bool)
        case key(orClose: Bool)
        case colon
        case next
    }

    package static func check(_ bytes: [UInt8]) -> Outcome {
        var scanner = Scanner(bytes: bytes)
        return scanner.run()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        /// `[` or `{` for each container open.
        var open: [UInt8] = []
        var loneSurrogate: Outcome?

        mutating func run() -> Outcome {
            var expecting = Expecting.value(orClose: false)
            // A byte order mark, which Foundation's reader skips too.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            while true {
                while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
                guard index < bytes.count else {
                    if case .next = expecting, open.isEmpty { return loneSurrogate ?? .valid }
                    return .invalid(offset: index, problem: "the file ends before the JSON does")
                }
                let byte = bytes[index]
                switch expecting {
                case .value(let orClose):
                    if orClose, byte == UInt8(ascii: "]") {
                        close()
                        expecting = .next
                    } else if let problem = value(byte, expecting: &expecting) {
                        return .invalid(offset: index, problem: problem)
                    }
                case .key(let orClose):
                    if orClose, byte == UInt8(ascii: "}") {
                        close()
                        expecting = .next
                    } else if byte == UInt8(ascii: "\"") {
                        if let problem = string() { return .invalid(offset: index, problem: problem) }
                        expecting = .colon
                    } else {
                        return .invalid(offset: index, problem: "a key (a string) was expected")
                    }
                case .colon:
                    guard byte == UInt8(ascii: ":") else { return .invalid(offset: index, problem: "':' was expected") }
                    index += 1
                    expecting = .value(orClose: false)
                case .next:
                    guard let container = open.last else {
                        return .invalid(offset: index, problem: "text follows the JSON value")
                    }
                    let closing = container == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
                    if byte == closing {
                        close()
                    } else if byte == UInt8(ascii: ",") {
                        index += 1
                        expecting = container == UInt8(ascii: "[") ? .value(orClose: false) : .key(orClose: false)
                    } else {
                        return .invalid(
                            offset: index, problem: "',' or '\(Character(Unicode.Scalar(closing)))' was expected")
                    }
                }
            }
        }

        mutating func close() {
            open.removeLast()
            index += 1
        }

        /// Reads a value starting with `byte`, or opens a container; nil, or what is wrong.
        mutating func value(_ byte: UInt8, expecting: inout Expecting) -> String? {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append(byte)
                index += 1
                expecting = byte == UInt8(ascii: "[") ? .value(orClose: true) : .key(orClose: true)
                return nil
            case UInt8(ascii: "\""):
                expecting = .next
                return string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                expecting = .next
                return number()
            default:
                for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
                    index += word.utf8.count
                    expecting = .next
                    return nil
                }
                return "a value was expected"
            }
        }

        /// Reads a string from its opening quote; nil, or what is wrong.
        mutating func string() -> String? {
            index += 1
            var pendingHigh: (offset: Int, value: UInt32)?
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    if let high = pendingHigh { noteLone(high) }
                    index += 1
                    return nil
                }
                if byte < 0x20 { return "a control character stands unescaped in a string" }
                guard byte == UInt8(ascii: "\\") else {
                    if let high = pendingHigh { noteLone(high) }
                    pendingHigh = nil
                    index += 1
                    continue
                }
                let start = index
                guard index + 1 < bytes.count else { break }
                let escaped = bytes[index + 1]
                guard escaped == UInt8(ascii: "u") else {
                    guard Array(#""\/bfnrt"#.utf8).contains(escaped) else { return "an unknown escape in a string" }
                    if let high = pendingHigh { noteLone(high) }
                    pendingHigh = nil
                    index += 2
                    continue
                }
                guard index + 6 <= bytes.count,
                    let code = UInt32(String(decoding: bytes[index + 2..<index + 6], as: UTF8.self), radix: 16),
                    bytes[index + 2..<index + 6].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
                else { return "'\\u' is not followed by four hexadecimal digits" }
                index += 6
                switch code {
                case 0xD800...0xDBFF:
                    if let high = pendingHigh { noteLone(high) }
                    pendingHigh = (start, code)
                case 0xDC00...0xDFFF:
                    if pendingHigh == nil { noteLone((start, code)) }
                    pendingHigh = nil
                default:
                    if let high = pendingHigh { noteLone(high) }
                    pendingHigh = nil
                }
            }
            return "the file ends inside a string"
        }

        mutating func noteLone(_ surrogate: (offset: Int, value: UInt32)) {
            guard loneSurrogate == nil else { return }
            let hex = String(surrogate.value, radix: 16)
            loneSurrogate = .loneSurrogate(offset: surrogate.offset, escape: "\\u" + hex)
        }

        /// Reads a number: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?
        mutating func number() -> String? {
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
                index += 1  // no leading zeros: a digit after it ends the number
            } else if digits() == 0 {
                return "a digit was expected"
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return "a digit was expected after '.'" }
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() > 0 else { return "a digit was expected in the exponent" }
            }
            return nil
        }

        /// Skips digits; how many.
        mutating func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
    }

    /// The 1-based line and column (in Unicode scalars) of `offset` in `bytes`.
    package static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
