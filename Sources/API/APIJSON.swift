import Foundation
import TextUtilities

/// The one way the API files are written and read: Foundation's JSON coder, keys sorted,
/// two-space indentation as Foundation prints it, and a final newline.
package enum APIJSON {
    package static func encode(_ value: some Encodable) -> String {
        String(decoding: encodeBytes(value), as: UTF8.self)
    }

    /// ``encode(_:)`` as the bytes of the file, without the copy a `String` of them costs.
    package static func encodeBytes(_ value: some Encodable) -> [UInt8] {
        // The same bytes as `foundationText`, written directly (``PrettyJSON``); anything it
        // does not write (a fractional number) goes through Foundation.
        guard var bytes = PrettyJSON.encode(value) else { return Array(foundationText(value).utf8) }
        bytes.append(10)
        return bytes
    }

    /// The text through Foundation's coder.
    static func foundationText(_ value: some Encodable) -> String {
        let data = foundationEncode(value)
        // `<` can only stand inside a string, where `\u003c` means the same: written so, no
        // published text can ever open or close markup where the JSON is shown or embedded.
        var output: [UInt8] = []
        output.reserveCapacity(data.count + 1)
        for byte in data {
            if byte == UInt8(ascii: "<") { output += Array("\\u003c".utf8) } else { output.append(byte) }
        }
        return String(decoding: output, as: UTF8.self) + "\n"
    }

    /// Foundation's coder with the options above.
    static func foundationEncode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The published types hold only strings, numbers and Booleans: encoding cannot fail.
        return Array((try? encoder.encode(value)) ?? Data("null".utf8))
    }

    /// Reads a published `index.json`, or says why it cannot: not JSON, JSON beyond what the
    /// reader takes, another schema version, or names that break the schema's patterns.
    package static func decodeIndex(_ bytes: [UInt8]) -> Result<PublishedIndex, APIReadError> {
        let index: PublishedIndex
        do {
            index = try JSONDecoder().decode(PublishedIndex.self, from: Data(bytes))
        } catch DecodingError.dataCorrupted {
            return .failure(refusal(bytes))
        } catch DecodingError.keyNotFound(let key, let context) {
            return .failure(APIReadError(message: "missing '\(key.stringValue)' at \(path(context))"))
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            return .failure(APIReadError(message: "unexpected value at \(path(context)): \(context.debugDescription)"))
        } catch {
            return .failure(APIReadError(message: "cannot read: \(error)"))
        }
        guard index.schemaVersion == APISchema.version else {
            return .failure(
                APIReadError(
                    message:
                        "schemaVersion \(index.schemaVersion) is not one this catalog knows; it reads version \(APISchema.version)"
                ))
        }
        for (number, component) in index.components.enumerated() {
            let place = ".components[\(number)]"
            if !NamePattern.matches(component.slug, NamePattern.slug) {
                return .failure(
                    APIReadError(message: "\(place).slug '\(component.slug)' does not match \(NamePattern.slug)"))
            }
            for (position, parameter) in component.parameters.enumerated()
            where !NamePattern.matches(parameter.name, NamePattern.argumentLabel) {
                let message =
                    "\(place).parameters[\(position)].name '\(parameter.name)' does not match \(NamePattern.argumentLabel)"
                return .failure(APIReadError(message: message))
            }
        }
        return .success(index)
    }

    /// Why the decoder refused `bytes`, where it can say: text that is not JSON at its first
    /// wrong byte (``JSONSyntax``: Foundation's parser stops at 512 levels or at a number
    /// beyond a `Double` before it has seen the rest), then JSON it cannot read (a lone
    /// surrogate, nested too deep, a number beyond a `Double`); JSON it reads that still fails
    /// to decode holds a number out of its field's range.
    static func refusal(_ bytes: [UInt8]) -> APIReadError {
        func error(_ message: String, at offset: Int) -> APIReadError {
            let (line, column) = JSONSyntax.position(of: offset, in: bytes)
            return APIReadError(message: message, line: line, column: column)
        }
        switch JSONSyntax.check(bytes) {
        case .invalid(let offset, let problem):
            return error("not valid JSON: \(problem)", at: offset)
        case .loneSurrogate(let offset, let escape):
            return error(
                "valid JSON, but a string holds '\(escape)', half of a surrogate pair alone, which is no character",
                at: offset)
        case .valid:
            break
        }
        do {
            _ = try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            if reason.hasPrefix("Too many nested") {
                return APIReadError(message: "valid JSON, but nested deeper than the reader follows (512 levels)")
            }
            if reason.hasPrefix("Number "), let end = reason.range(of: " is not representable") {
                let number = reason[reason.index(reason.startIndex, offsetBy: 7)..<end.lowerBound]
                return APIReadError(message: "valid JSON, but the number \(number) is beyond a Double's range")
            }
            return APIReadError(message: "not valid JSON: \(reason)")
        }
        return APIReadError(message: "valid JSON, but a number is out of its field's range")
    }

    static func path(_ context: DecodingError.Context) -> String {
        let parts = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }
        return parts.isEmpty ? "the top level" : parts.joined()
    }
}
