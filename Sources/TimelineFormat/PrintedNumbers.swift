// Numbers as the drawings and the author reports print them: short, and the same bytes on
// every machine.

/// A number with at most `decimals` digits after the point, without trailing zeros, and
/// never `-0`: short and the same on every machine.
package func formatted(_ value: Double, decimals: Int) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
        let start = writeNumber(value, decimals: decimals, endingAt: buffer)
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    }
}

/// Appends `value` as ``formatted(_:decimals:)`` writes it.
package func appendNumber(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
        let start = writeNumber(value, decimals: decimals, endingAt: buffer)
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
    }
}

/// Writes the digits of `value` at the end of `buffer` (32 bytes), backwards, and returns
/// where they start: no allocation, no intermediate strings.
private func writeNumber(_ value: Double, decimals: Int, endingAt buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var position = buffer.count
    guard value.isFinite else {
        buffer[position - 1] = UInt8(ascii: "0")
        return position - 1
    }
    let places = min(max(decimals, 0), 9)
    // Beyond what an Int64 holds, the whole part alone.
    let magnitude = min(abs(value) * Double(powersOfTen[places]), 9.2e18)
    var scaled = Int64(magnitude.rounded())
    if scaled == 0 {
        buffer[position - 1] = UInt8(ascii: "0")
        return position - 1
    }
    var fraction = places
    // Trailing zeros of the fraction are dropped.
    while fraction > 0, scaled % 10 == 0 {
        scaled /= 10
        fraction -= 1
    }
    while fraction > 0 {
        position -= 1
        buffer[position] = UInt8(ascii: "0") + UInt8(scaled % 10)
        scaled /= 10
        fraction -= 1
        if fraction == 0 {
            position -= 1
            buffer[position] = UInt8(ascii: ".")
        }
    }
    repeat {
        position -= 1
        buffer[position] = UInt8(ascii: "0") + UInt8(scaled % 10)
        scaled /= 10
    } while scaled > 0
    if value < 0 {
        position -= 1
        buffer[position] = UInt8(ascii: "-")
    }
    return position
}

/// 10 to the power of the index.
private let powersOfTen: [Int64] = [
    1, 10, 100, 1000, 10000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
]
