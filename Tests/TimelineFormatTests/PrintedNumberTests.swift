import Testing

@testable import TimelineFormat

@Suite struct PrintedNumberTests {
    @Test func numbersAreShortAndFixed() {
        #expect(formatted(0.123456, decimals: 3) == "0.123")
        #expect(formatted(-0.0004, decimals: 3) == "0")
        #expect(formatted(28, decimals: 2) == "28")
        #expect(formatted(1.5, decimals: 4) == "1.5")
        #expect(formatted(-2.005, decimals: 1) == "-2")
        #expect(formatted(.nan, decimals: 2) == "0")
    }

    /// The digits written by hand match the plain arithmetic of whole and fraction parts.
    @Test func numbersMatchTheirWholeAndFractionParts() {
        func reference(_ value: Double, _ decimals: Int) -> String {
            var scale: Int64 = 1
            for _ in 0..<decimals { scale *= 10 }
            let scaled = Int64((abs(value) * Double(scale)).rounded())
            if scaled == 0 { return "0" }
            var fraction = String(scaled % scale)
            fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            let sign = value < 0 ? "-" : ""
            return fraction.isEmpty ? "\(sign)\(scaled / scale)" : "\(sign)\(scaled / scale).\(fraction)"
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let value =
                Double.random(in: -2000...2000, using: &generator) / Double([1, 10, 1000, 1e6].randomElement()!)
            for decimals in 1...6 {
                #expect(formatted(value, decimals: decimals) == reference(value, decimals), "\(value) \(decimals)")
            }
        }
        // Out of range, a number still comes out instead of a trap.
        #expect(formatted(1e30, decimals: 2).allSatisfy { $0.isNumber })
    }
}
