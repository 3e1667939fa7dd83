import TextUtilities

extension Renderer {
    // MARK: Output

    func bytes(_ program: Program, _ operation: Operation) -> UnsafeMutableBufferPointer<
        UInt8
    > {
        UnsafeMutableBufferPointer(
            rebasing: program.bytes[Int(operation.first)..<Int(operation.first + operation.count)])
    }

    mutating func writePendingIndentation() {
        if firstLineStart == .force {
            firstLineStart = .asParsed
            output.append(contentsOf: indentation)
        }
    }

    mutating func writeText(_ program: Program, _ operation: Operation) {
        let bytes = UnsafeBufferPointer(bytes(program, operation))
        let lineStarts = UnsafeBufferPointer(
            rebasing: program.lineStarts[
                Int(operation.extra)..<Int(operation.extra + operation.extraCount)])
        if firstLineStart == .asParsed, indentation.isEmpty || lineStarts.isEmpty {
            output.append(contentsOf: bytes)
            return
        }
        if firstLineStart == .force, lineStarts.first != 0 {
            if bytes.isEmpty {
                return
            }
            writePendingIndentation()
        }
        var written = 0
        for lineStart in lineStarts {
            let start = Int(lineStart)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[written..<start]))
            written = start
            switch firstLineStart {
            case .suppress:
                firstLineStart = .asParsed
                continue
            case .force:
                firstLineStart = .asParsed
            case .asParsed:
                break
            }
            // Blank lines stay empty rather than carrying trailing whitespace.
            if start < bytes.count,
                bytes[start] == UInt8(ascii: "\n")
                    || (bytes[start] == UInt8(ascii: "\r") && start + 1 < bytes.count
                        && bytes[start + 1] == UInt8(ascii: "\n"))
            {
                continue
            }
            output.append(contentsOf: indentation)
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[written...]))
    }

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { output.append(contentsOf: $0) }
    }

    mutating func writeEscaped(_ string: String) {
        var string = string
        string.withUTF8 { writeEscaped($0) }
    }

    /// Appends `bytes` with `& < > " '` replaced by entities, copying runs of other bytes whole.
    mutating func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            // Every escaped character is at most '>' (0x3E); most bytes fail this test.
            if byte <= 0x3E, let entity = HTMLText.entity(for: byte) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(contentsOf: entity)
                runStart = index + 1
            }
            index += 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
    }
}
