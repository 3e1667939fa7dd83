import Timing

/// The language of the words inside a timeline's SVG: its title, description, chart labels
/// and control labels.
public struct TimelineLanguage: Sendable, Hashable {
    /// A language code such as `en` or `es`.
    public let code: String

    /// A language by its code; codes without a table of words fall back to English.
    public init(code: String) {
        self.code = code
    }

    /// English.
    public static let en = TimelineLanguage(code: "en")
    /// Spanish.
    public static let es = TimelineLanguage(code: "es")

    /// The words for this language, or the English ones.
    var words: TimelineWords {
        TimelineWords.table[code] ?? TimelineWords.table[code.split(separator: "-").first.map(String.init) ?? ""]
            ?? TimelineWords.english
    }
}

/// How a language names one kind of element.
struct ElementNouns {
    /// `row`
    let one: String
    /// `rows`
    let many: String
    /// `all rows`, the subject of the Reduce Motion sentence.
    let all: String
    /// `Row {n}`, the chart label.
    let label: String
}

/// Every sentence and word of a timeline's SVG in one language. Templates fill `{name}`
/// placeholders; see ``TimelineDescription`` for where each is used.
struct TimelineWords {
    let nouns: [ElementKind: ElementNouns]
    let title: String
    let countOne: String
    let countMany: String
    let staggerCapped: String
    let staggerOpen: String
    let together: String
    let firstWaits: String
    let takesEach: String
    let takesOne: String
    let settlesEach: String
    let settlesOne: String
    let foreverEach: String
    let foreverOne: String
    let backAndForthEach: String
    let backAndForthOne: String
    let repeatsEach: String
    let repeatsOne: String
    let grid: String
    let orderPriorityThen: String
    let orderPriority: String
    let orderRadial: String
    let orderRadialTile: String
    let orderReading: String
    let orderDiagonalLeft: String
    let orderDiagonalRight: String
    let orderLarger: String
    let orderSmaller: String
    let directions: [OrderingDirection: String]
    let pile: String
    let pileTogether: String
    let steps: String
    let stepStart: String
    let stepAfter: String
    let stepAtLeast: String
    let stepTakes: String
    let stepSettles: String
    let stepForever: String
    let total: String
    let reduceFade: String
    let reduceFadeOne: String
    let reduceCrossFade: String
    let reduceCrossFadeOne: String
    let reduceFadeSteps: String
    let reduceStill: String
    let reduceSame: String
    let legendWaiting: String
    let legendMoving: String
    let legendSettling: String
    let milliseconds: String
    let play: String
    let pause: String
    let scrubber: String

    /// The languages the site has, keyed by code.
    static let table: [String: TimelineWords] = ["en": english, "es": spanish]

    static let english = TimelineWords(
        nouns: [
            .row: ElementNouns(one: "row", many: "rows", all: "all rows", label: "Row {n}"),
            .tile: ElementNouns(one: "tile", many: "tiles", all: "all tiles", label: "Tile {n}"),
            .card: ElementNouns(one: "card", many: "cards", all: "all cards", label: "Card {n}"),
            .badge: ElementNouns(one: "badge", many: "badges", all: "all badges", label: "Badge {n}"),
            .banner: ElementNouns(one: "banner", many: "banners", all: "all banners", label: "Banner {n}"),
            .bar: ElementNouns(one: "bar", many: "bars", all: "all bars", label: "Bar {n}"),
            .step: ElementNouns(one: "step", many: "steps", all: "all steps", label: "{name}"),
        ],
        title: "Animation timeline: {count}",
        countOne: "1 {one}",
        countMany: "{n} {many}",
        staggerCapped: "each starts {step} after the previous, at most {cap} after the first",
        staggerOpen: "each starts {step} after the previous",
        together: "all start together",
        firstWaits: "the first waits {delay}",
        takesEach: "each takes {active}",
        takesOne: "it takes {active}",
        settlesEach: "each takes {active} and settles after {settle}",
        settlesOne: "it takes {active} and settles after {settle}",
        foreverEach: "each repeats forever, {play} per play",
        foreverOne: "it repeats forever, {play} per play",
        backAndForthEach: "each goes back and forth forever, {play} each way",
        backAndForthOne: "it goes back and forth forever, {play} each way",
        repeatsEach: "each plays {times} times, {play} per play",
        repeatsOne: "it plays {times} times, {play} per play",
        grid: "{count} in a {columns} × {rows} grid, ordered {order}",
        orderPriorityThen: "by priority, then {direction}",
        orderPriority: "by priority",
        orderRadial: "outwards from the point ({x}, {y})",
        orderRadialTile: "outwards from the tile in column {column}, row {row}",
        orderReading: "in reading order, row by row",
        orderDiagonalLeft: "diagonally from the top left",
        orderDiagonalRight: "diagonally from the top right",
        orderLarger: "larger first",
        orderSmaller: "smaller first",
        directions: [
            .leftToRight: "left to right", .rightToLeft: "right to left",
            .topToBottom: "top to bottom", .bottomToTop: "bottom to top",
        ],
        pile: "{count} open from a pile into a column, then close again",
        pileTogether: "{count} open from a pile into a column, then close again all at once",
        steps: "{count} one after another.",
        stepStart: "{name} starts at {start}",
        stepAfter: "{name} starts at {start}, when {other} ends",
        stepAtLeast: "{name} starts at {start}, at least {minimum} after {other} started",
        stepTakes: "it takes {active}.",
        stepSettles: "it takes {active} and settles after {settle}.",
        stepForever: "it repeats forever, {play} per play.",
        total: "All settled by {total}.",
        reduceFade: "With Reduce Motion, {all} fade in together without moving.",
        reduceFadeOne: "With Reduce Motion, it only fades in, without moving.",
        reduceCrossFade:
            "With Reduce Motion, {all} fade out of their old place and into their new one, without moving.",
        reduceCrossFadeOne: "With Reduce Motion, it fades out of its old place and into its new one, without moving.",
        reduceFadeSteps: "With Reduce Motion, the steps only fade, in place, at the same moments.",
        reduceStill: "With Reduce Motion, nothing moves: the final state appears at once.",
        reduceSame: "Reduce Motion leaves this motion as it is.",
        legendWaiting: "waiting",
        legendMoving: "moving",
        legendSettling: "settling",
        milliseconds: "ms",
        play: "Play",
        pause: "Pause",
        scrubber: "Moment of the animation")

    static let spanish = TimelineWords(
        nouns: [
            .row: ElementNouns(one: "fila", many: "filas", all: "todas las filas", label: "Fila {n}"),
            .tile: ElementNouns(one: "casilla", many: "casillas", all: "todas las casillas", label: "Casilla {n}"),
            .card: ElementNouns(one: "tarjeta", many: "tarjetas", all: "todas las tarjetas", label: "Tarjeta {n}"),
            .badge: ElementNouns(one: "insignia", many: "insignias", all: "todas las insignias", label: "Insignia {n}"),
            .banner: ElementNouns(one: "aviso", many: "avisos", all: "todos los avisos", label: "Aviso {n}"),
            .bar: ElementNouns(one: "barra", many: "barras", all: "todas las barras", label: "Barra {n}"),
            .step: ElementNouns(one: "paso", many: "pasos", all: "todos los pasos", label: "{name}"),
        ],
        title: "Línea de tiempo de la animación: {count}",
        countOne: "1 {one}",
        countMany: "{n} {many}",
        staggerCapped: "cada una empieza {step} después de la anterior, como mucho {cap} después de la primera",
        staggerOpen: "cada una empieza {step} después de la anterior",
        together: "todas empiezan a la vez",
        firstWaits: "la primera espera {delay}",
        takesEach: "cada una dura {active}",
        takesOne: "dura {active}",
        settlesEach: "cada una dura {active} y se asienta tras {settle}",
        settlesOne: "dura {active} y se asienta tras {settle}",
        foreverEach: "cada una se repite sin fin, {play} por vuelta",
        foreverOne: "se repite sin fin, {play} por vuelta",
        backAndForthEach: "cada una va y vuelve sin fin, {play} por trayecto",
        backAndForthOne: "va y vuelve sin fin, {play} por trayecto",
        repeatsEach: "cada una se repite {times} veces, {play} por vuelta",
        repeatsOne: "se repite {times} veces, {play} por vuelta",
        grid: "{count} en una cuadrícula de {columns} × {rows}, ordenadas {order}",
        orderPriorityThen: "por prioridad y después {direction}",
        orderPriority: "por prioridad",
        orderRadial: "hacia fuera desde el punto ({x}, {y})",
        orderRadialTile: "hacia fuera desde la casilla de la columna {column}, fila {row}",
        orderReading: "en orden de lectura, fila a fila",
        orderDiagonalLeft: "en diagonal desde arriba a la izquierda",
        orderDiagonalRight: "en diagonal desde arriba a la derecha",
        orderLarger: "de mayor a menor",
        orderSmaller: "de menor a mayor",
        directions: [
            .leftToRight: "de izquierda a derecha", .rightToLeft: "de derecha a izquierda",
            .topToBottom: "de arriba abajo", .bottomToTop: "de abajo arriba",
        ],
        pile: "{count} se abren de un montón a una columna y vuelven a cerrarse",
        pileTogether: "{count} se abren de un montón a una columna y vuelven a cerrarse todas a la vez",
        steps: "{count}, uno tras otro.",
        stepStart: "{name} empieza a los {start}",
        stepAfter: "{name} empieza a los {start}, cuando termina {other}",
        stepAtLeast: "{name} empieza a los {start}, al menos {minimum} después de que empiece {other}",
        stepTakes: "dura {active}.",
        stepSettles: "dura {active} y se asienta tras {settle}.",
        stepForever: "se repite sin fin, {play} por vuelta.",
        total: "Todo queda quieto a los {total}.",
        reduceFade: "Con Reducir movimiento, {all} aparecen a la vez, sin moverse.",
        reduceFadeOne: "Con Reducir movimiento, solo aparece, sin moverse.",
        reduceCrossFade:
            "Con Reducir movimiento, {all} se desvanecen en su sitio de antes y aparecen en el nuevo, sin moverse.",
        reduceCrossFadeOne:
            "Con Reducir movimiento, se desvanece en su sitio de antes y aparece en el nuevo, sin moverse.",
        reduceFadeSteps:
            "Con Reducir movimiento, los pasos solo cambian de opacidad, en su sitio y en los mismos momentos.",
        reduceStill: "Con Reducir movimiento, nada se mueve: el estado final aparece de golpe.",
        reduceSame: "Reducir movimiento no cambia este movimiento.",
        legendWaiting: "espera",
        legendMoving: "movimiento",
        legendSettling: "asentamiento",
        milliseconds: "ms",
        play: "Reproducir",
        pause: "Pausa",
        scrubber: "Momento de la animación")
}

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
