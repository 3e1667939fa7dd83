import TestSupport
import Foundation
import Testing

/// A catalog with a third language written without spaces between words: Japanese has no
/// Snowball stemmer and is cut into pairs of characters, with no code for Japanese as such.
private let japaneseCatalog: TemporaryFolder = {
    let folder = TemporaryFolder()
    SmallCatalog.write(into: folder.path + "/Content")
    let site = SmallCatalog.site.replacingOccurrences(
        of: "  - { code: es, name: Español }\n", with: "  - { code: es, name: Español }\n  - { code: ja, name: 日本語 }\n"
    )
    .replacingOccurrences(of: "es: Catálogo de prueba }", with: "es: Catálogo de prueba, ja: テストカタログ }")
    .replacingOccurrences(
        of: "es: Un catálogo para pruebas. }", with: "es: Un catálogo para pruebas., ja: テスト用のカタログ。 }"
    )
    .replacingOccurrences(of: "es: Transiciones }", with: "es: Transiciones, ja: トランジション }")
    .replacingOccurrences(of: "es: Vistas que entran. }", with: "es: Vistas que entran., ja: 入ってくるビュー。 }")
    .replacingOccurrences(of: "es: Respuesta }", with: "es: Respuesta, ja: フィードバック }")
    .replacingOccurrences(of: "es: Movimiento que avisa. }", with: "es: Movimiento que avisa., ja: 知らせる動き。 }")
    .replacingOccurrences(of: "es: Principiante }", with: "es: Principiante, ja: 初級 }")
    .replacingOccurrences(of: "es: Avanzado }", with: "es: Avanzado, ja: 上級 }")
    folder.write("Content/site.yml", site)
    folder.write(
        "Content/components/fade-list/index.ja.md",
        """
        ---
        title: 順番に現れるリスト
        summary: 行が一つずつ順番にフェードインします。
        origin: original
        keywords: [フェード, リスト, 行]
        ---

        行は前の行より少し遅れて現れます。通知の一覧にも使えます。

        ## API

        | Parameter | Type | Default | Description |
        |---|---|---|---|
        | `items` | `[Item]` | required | 行の配列。 |
        | `spacing` | `CGFloat` | `12` | 行の間隔。 |

        """)
    folder.write(
        "Content/guides/fading-rows/index.ja.md",
        """
        ---
        title: 行が現れる仕組み
        summary: 行がどのようにフェードインするか。
        keywords: [フェード]
        components: [fade-list]
        ---

        ## 理由

        遅延の上限について説明します。

        """)
    folder.copy(Repository.templates, to: "Templates")
    let english = try! String(contentsOfFile: Repository.templates + "/strings/en.yml", encoding: .utf8)
    folder.write("Templates/strings/ja.yml", english)
    let report = build(
        content: folder.path + "/Content", templates: folder.path + "/Templates", output: folder.path + "/Public")
    precondition(!report.diagnostics.contains { $0.severity == .error }, "\(report.diagnostics)")
    return folder
}()

@Test(.enabled(if: WebDriver.isAvailable, "chromium-driver or curl is not installed; Japanese search skipped"))
func japaneseIsSearchableByPairsOfCharacters() throws {
    let session = try SearchSession()
    try session.open(japaneseCatalog.path + "/Public/ja/search.html")
    #expect(try session.results("リスト").first?.title == "順番に現れるリスト")
    // A word inside a sentence, with no space around it.
    #expect(try session.results("通知").map(\.title) == ["順番に現れるリスト"])
    #expect(try session.results("上限").map(\.title) == ["行が現れる仕組み"])
    // Both pages have 現れる; only one has it with 順番.
    #expect(try session.results("現れる").count == 2)
    #expect(try session.results("順番に現れる").first?.title == "順番に現れるリスト")
    // The other languages are indexed at low weight; nothing is found for a word on no page.
    #expect(try session.results("fade").count == 2)
    #expect(try session.results("寿司").isEmpty)
}
