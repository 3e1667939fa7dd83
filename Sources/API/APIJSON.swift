import Foundation

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

    /// Reads a published `index.json`, or says why it cannot.
    package static func decodeIndex(_ bytes: [UInt8]) -> Result<PublishedIndex, APIReadError> {
        do {
            return .success(try JSONDecoder().decode(PublishedIndex.self, from: Data(bytes)))
        } catch DecodingError.dataCorrupted(let context) {
            return .failure(APIReadError(message: "not valid JSON: \(context.debugDescription)"))
        } catch DecodingError.keyNotFound(let key, let context) {
            return .failure(APIReadError(message: "missing '\(key.stringValue)' at \(path(context))"))
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            return .failure(APIReadError(message: "unexpected value at \(path(context)): \(context.debugDescription)"))
        } catch {
            return .failure(APIReadError(message: "cannot read: \(error)"))
        }
    }

    static func path(_ context: DecodingError.Context) -> String {
        let parts = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }
        return parts.isEmpty ? "the top level" : parts.joined()
    }
}
