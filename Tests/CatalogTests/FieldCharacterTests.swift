import Testing

@testable import Catalog

/// The checks of a field's characters by code point give the answers of Unicode's properties,
/// over every scalar of the first planes' interesting ranges.
@Suite struct FieldCharacterTests {
    static let scalars: [Unicode.Scalar] = (Array(0...0x3000) + Array(0xFE00...0xFFFF) + [0x1_D173, 0xE_0001, 0xE_007F])
        .compactMap(Unicode.Scalar.init)

    @Test func controlCharactersAreTheUnicodeOnes() {
        for scalar in Self.scalars {
            let expected =
                scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t" && scalar != "\r"
            #expect((FieldReader.controlCharacter(in: "a" + String(scalar)) != nil) == expected, "\(scalar.value)")
        }
    }

    @Test func visibleCharactersAreTheUnicodeOnes() {
        for scalar in Self.scalars {
            let expected = !scalar.properties.isWhitespace && scalar.properties.generalCategory != .format
            #expect(FieldReader.isVisible(String(scalar)) == expected, "\(scalar.value)")
        }
    }
}
