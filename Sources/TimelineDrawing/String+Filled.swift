extension String {
    /// The template with every `{key}` replaced by its value.
    /// Values are inserted as they are, never read as templates themselves.
    func filled(_ values: KeyValuePairs<String, String>) -> String {
        var result = ""
        result.reserveCapacity(utf8.count + 32)
        var rest = self[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else {
                rest = rest[open...]
                break
            }
            let name = rest[afterOpen..<close]
            if let value = values.first(where: { $0.key == name })?.value {
                result += value
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        result += rest
        return result
    }
}
