import Foundation
import TestSupport
import Testing

/// WCAG 1.4.11: what outlines a control or shows focus stands out at least 3:1 from what is
/// around it, in both themes. (Text contrast is checked by axe-core in the browser checks.)
@Suite struct ThemeContrastTests {
    /// The colour custom properties of a rule of `style.css` whose selector is `selector`.
    func colours(_ selector: String) throws -> [String: String] {
        let css = try String(contentsOfFile: Repository.templates + "/assets/style.css", encoding: .utf8)
        let start = try #require(css.range(of: selector + " {"))
        let body = css[start.upperBound...].prefix { $0 != "}" }
        var result: [String: String] = [:]
        for line in body.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0].hasPrefix("--"), parts[1].hasPrefix("#") else { continue }
            result[String(parts[0].dropFirst(2))] = String(parts[1].dropLast())
        }
        return result
    }

    func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map { Double($0) / 255 }
        let linear = channels.map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    func contrast(_ first: String, _ second: String) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The declarations of a rule, trimmed, in order.
    func declarations(_ selector: String) throws -> [String] {
        let css = try String(contentsOfFile: Repository.templates + "/assets/style.css", encoding: .utf8)
        let start = try #require(css.range(of: selector + " {"))
        return css[start.upperBound...].prefix { $0 != "}" }.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A page read without scripts has no `data-theme`: it follows the system's theme with the
    /// very colours the theme menu's dark choice gives.
    @Test func theSystemsDarkThemeWithoutScriptsIsTheMenusDarkTheme() throws {
        let chosen = try declarations(":root[data-theme=\"dark\"]")
        #expect(chosen.count > 20)
        #expect(try declarations(":root:not([data-theme])") == chosen)
    }

    @Test(arguments: [":root", ":root[data-theme=\"dark\"]"])
    func controlsAndFocusStandOutInEveryTheme(_ theme: String) throws {
        let light = try colours(":root")
        let own = try colours(theme)
        let palette = light.merging(own) { $1 }
        for foreground in ["control-border", "focus", "accent"] {
            for background in ["bg", "surface", "surface-2"] {
                let ratio = contrast(palette[foreground]!, palette[background]!)
                #expect(ratio >= 3, "\(theme): --\(foreground) on --\(background) is \(ratio):1")
            }
        }
        // Text colours, for the record (axe-core checks them where they are used).
        for text in ["text", "muted", "accent"] {
            #expect(contrast(palette[text]!, palette["surface-2"]!) >= 4.5, "\(theme): --\(text) on --surface-2")
        }
    }
}
