import Foundation

/// Punycode (RFC 3492): the ASCII form of a host name's labels that are not ASCII, as
/// `xn--` labels, which `base-url` suggests for a host written in another script.
enum Punycode {
    /// The host with each label that is not ASCII written as `xn--` and its Punycode, after the
    /// host is put in lower case and composed (NFC); nil when a label cannot be encoded.
    static func hostName(_ host: String) -> String? {
        let labels = host.precomposedStringWithCanonicalMapping.lowercased()
            .split(separator: ".", omittingEmptySubsequences: false)
        var ascii: [String] = []
        for label in labels {
            if label.allSatisfy(\.isASCII) {
                ascii.append(String(label))
            } else {
                guard let encoded = encode(String(label)) else { return nil }
                ascii.append("xn--" + encoded)
            }
        }
        return ascii.joined(separator: ".")
    }

    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26

    /// The Punycode of `label`: its ASCII characters, a `-` when there were some, then the
    /// others as variable-length numbers (RFC 3492, section 6.3); nil on overflow.
    static func encode(_ label: String) -> String? {
        let points = label.unicodeScalars.map { Int($0.value) }
        var output = String(String.UnicodeScalarView(label.unicodeScalars.filter(\.isASCII)))
        let basic = output.unicodeScalars.count
        if basic > 0 { output += "-" }
        var handled = basic
        var n = 128
        var delta = 0
        var bias = 72
        while handled < points.count {
            guard let next = points.filter({ $0 >= n }).min() else { return nil }
            let (step, overflow) = (next - n).multipliedReportingOverflow(by: handled + 1)
            guard !overflow, delta <= Int.max - step else { return nil }
            delta += step
            n = next
            for point in points {
                if point < n { delta += 1 }
                guard point == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = k <= bias ? tMin : min(k - bias, tMax)
                    if q < t { break }
                    output.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.append(digit(q))
                bias = adapt(delta, points: handled + 1, first: handled == basic)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return output
    }

    /// 0…25 as `a`…`z`, 26…35 as `0`…`9`.
    private static func digit(_ value: Int) -> Character {
        Character(Unicode.Scalar(UInt8(value < 26 ? 97 + value : 22 + value)))
    }

    private static func adapt(_ delta: Int, points: Int, first: Bool) -> Int {
        var delta = first ? delta / 700 : delta / 2
        delta += delta / points
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + 38)
    }
}
