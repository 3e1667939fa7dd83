import Foundation

/// The one way the API files are written and read: Foundation's JSON coder, keys sorted,
/// two-space indentation as Foundation prints it, and a final newline.
public enum APIJSON {
    public static func encode(_ value: some Encodable) -> String {
        String(decoding: encodeBytes(value), as: UTF8.self)
    }

    /// ``encode(_:)`` as the bytes of the file, without the copy a `String` of them costs.
    public static func encodeBytes(_ value: some Encodable) -> [UInt8] {
        // The same bytes as `foundationText`, written directly (``PrettyJSON``); anything it
        // does not write (a fractional number) goes through Foundation.
        guard var bytes = PrettyJSON.encode(value) else { return Array(foundationText(value).utf8) }
        bytes.append(10)
        return bytes
    }

    /// One component as `index.json` holds it, in its `components` array: kept by `catalog
    /// watch` for the components that did not change, so that the index is put together from
    /// the pieces (``index(schema:schemaVersion:components:)``) instead of encoded whole. Nil
    /// when the component holds what only Foundation writes.
    public static func indexEntry(_ component: PublishedComponent) -> [UInt8]? {
        PrettyJSON.encode(component, indent: 2)
    }

    /// `index.json` from its components' entries: the same text as ``encode(_:)`` of the
    /// ``PublishedIndex`` (keys sorted: `$schema`, `components`, `schemaVersion`; `APIJSONTests`
    /// compare the two).
    public static func index(schema: String, schemaVersion: Int = APISchema.version, components: [[UInt8]]) -> String {
        String(decoding: indexBytes(schema: schema, schemaVersion: schemaVersion, components: components), as: UTF8.self)
    }

    /// ``index(schema:schemaVersion:components:)`` as the bytes of the file, without the copy
    /// a `String` of them costs (23 MB at 10,000 components, alive beside the bytes).
    public static func indexBytes(schema: String, schemaVersion: Int = APISchema.version, components: [[UInt8]])
        -> [UInt8]
    {
        var output: [UInt8] = []
        output.reserveCapacity(components.reduce(64) { $0 + $1.count + 8 })
        output +=
            Array("{\n  \"$schema\" : ".utf8) + PrettyJSON.string(schema) + Array(",\n  \"components\" : [\n".utf8)
        for (position, entry) in components.enumerated() {
            output += [32, 32, 32, 32]
            output += entry
            if position + 1 < components.count { output.append(UInt8(ascii: ",")) }
            output.append(10)
        }
        if components.isEmpty { output.append(10) }
        output += Array("  ],\n  \"schemaVersion\" : \(schemaVersion)\n}\n".utf8)
        return output
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
    public static func decodeIndex(_ bytes: [UInt8]) -> Result<PublishedIndex, APIReadError> {
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
