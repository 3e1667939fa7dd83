import Testing
import TimelineFixtures

@testable import TimelineFormat

/// The `appearance` of a block: what is read, and where a mistake is reported.
@Suite struct AppearanceTests {
    static let list = Blocks.list + "\n"

    @Test func readsAPartWithGlyphsTintsAndWordsByLanguage() throws {
        let yaml =
            Self.list + """
                appearance:
                  part: row
                  glyphs: [tray, paperplane]
                  tint: [blue, red]
                  text: { en: [Inbox, Sent], es: [Entrada, Enviados] }
                  detail: [12, 3]
                """
        let appearance = try #require(try Blocks.timeline(yaml).appearance)
        #expect(appearance.part == .row)
        #expect(appearance.glyph(0) == .tray && appearance.glyph(3) == .paperplane)
        #expect(appearance.tint(2) == .blue && appearance.tint(1) == .red)
        #expect(Appearance.words(appearance.text, 1, language: "es") == "Enviados")
        #expect(Appearance.words(appearance.text, 0, language: "en") == "Inbox")
        // A language the block does not write takes the first one written.
        #expect(Appearance.words(appearance.text, 0, language: "fr") == "Inbox")
        // Words every language shares.
        #expect(Appearance.words(appearance.detail, 1, language: "es") == "3")
    }

    @Test func oneNameStandsForAListOfOne() throws {
        let yaml = Self.list + "appearance: { part: card, glyphs: heart, tint: pink }"
        let appearance = try #require(try Blocks.timeline(yaml).appearance)
        #expect(appearance.glyphs == [.heart] && appearance.tints == [.pink])
    }

    @Test func withoutAppearanceTheBlockHasNone() throws {
        #expect(try Blocks.timeline(Blocks.list).appearance == nil)
    }

    @Test func aSequenceStepHasItsOwn() throws {
        let yaml = """
            stage: sequence
            reduce-motion: fade
            steps:
              - name: arrive
                shape: banner
                animation: .smooth
                changes: { opacity: [0, 1] }
                appearance: { part: toast, glyphs: [checkmark], tint: green, text: { en: [Saved] } }
            """
        let step = try #require(try Blocks.timeline(yaml).steps.first)
        #expect(step.appearance?.part == .toast && step.appearance?.tint(0) == .green)
    }

    /// Each mistake at its line and column (the line after the list block's six), in the words
    /// of the other block errors.
    @Test(arguments: [
        ("appearance: { part: rown }", 7, 21, "unknown part 'rown'; did you mean 'row'?"),
        ("appearance: { glyphs: [tray] }", 7, 13, "'appearance' needs 'part'"),
        ("appearance: { part: key }", 7, 21, "part 'key' cannot be drawn as a row"),
        ("appearance: { part: row, glyphs: [trayy] }", 7, 35, "unknown glyph 'trayy'; did you mean 'tray'?"),
        ("appearance: { part: row, tint: [blu] }", 7, 33, "unknown tint 'blu'; did you mean 'blue'?"),
        ("appearance: { part: row, text: { english: [Inbox] } }", 7, 34, "keyed by language codes"),
        ("appearance: { part: row, text: Inbox }", 7, 32, "must be a list of words"),
        ("appearance: { part: row, colour: red }", 7, 26, "unknown key 'colour'"),
        (
            "appearance: { part: row, text: [\(String(repeating: "x", count: 41))] }", 7, 33,
            "has 0 to 40 characters, not 41"
        ),
    ])
    func mistakesAreReportedWhereTheyAre(line: String, row: Int, column: Int, message: String) throws {
        let errors = Blocks.errors(Self.list + line)
        #expect(errors.count == 1, "\(errors)")
        let error = try #require(errors.first)
        #expect((error.line, error.column) == (row, column), "\(error)")
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test func aStepThatMovesAnotherStepsElementCannotDressIt() throws {
        let yaml = """
            stage: sequence
            reduce-motion: fade
            steps:
              - name: arrive
                animation: .smooth
                changes: { opacity: [0, 1] }
              - name: leave
                element: arrive
                animation: .smooth
                changes: { opacity: [1, 0] }
                starts: { after: arrive }
                appearance: { part: row }
            """
        let errors = Blocks.errors(yaml)
        #expect(errors.map(\.line) == [12])
        #expect(errors.first?.message.contains("has that element's appearance") == true)
    }

    @Test func everyPaletteColourHasALightAndADarkValue() {
        for color in PaletteColor.allCases where color != .clear {
            #expect(color.lightRGB != nil, "\(color)")
            #expect(color.dark.hasPrefix("#") && color.dark.count == 7, "\(color)")
            #expect(color.css == "var(--timeline-\(color.rawValue), \(color.light))")
        }
    }
}
