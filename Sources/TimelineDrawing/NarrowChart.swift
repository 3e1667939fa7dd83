import TimelineFormat

/// The chart on a narrow frame (a phone): every word at ``font`` units, which show at
/// ``WordReading/minimum`` pixels or more on the narrowest page; each row's label on its own
/// line above its bars; the bars, the axis and the playhead across the drawing's width; the
/// legend's keys further apart; the Reduce Motion caption in shorter lines.
///
/// The chart is written once, in its wide layout. On a frame narrower than ``frameWidth`` the
/// style sheet moves its pieces there with CSS transforms (a container query on the frame, as
/// ``WordReading`` does), and the SVG grows to ``height``: its box takes that aspect ratio and
/// its viewBox, the wide drawing's, stays at the top (`preserveAspectRatio="xMidYMin meet"`),
/// so what lies below the viewBox shows. The playhead's SMIL motion is untouched: it moves
/// inside a group stretched like the bars.
///
/// Vertically, the chart's rows map from the wide chart's top by ``rowHeight`` over the wide
/// row height, its words and bars each keeping their size.
struct NarrowChart: Equatable {
    /// The chart's lines: its rows and its phases' headings.
    let lines: Int
    /// The wide chart's row height.
    let wideRowHeight: Double
    /// The wide chart's top and its time axis.
    let top: Double
    let axisY: Double
    /// The intervals of the time axis.
    let ticks: Int

    /// The frame width, in CSS pixels, under which a chart is narrow: the widest band's start.
    static let frameWidth = WordReading.bands.last ?? 480
    /// The size of every word of a narrow chart and caption, in units.
    static let font = WordReading.needed(scale: WordReading.narrowestPage / Layout.width)
    /// Where the bars and the axis run.
    static let plotLeft = Layout.padding
    static let plotRight = Layout.width - Layout.padding
    /// How much wider the plot is than the wide chart's.
    static let stretch = (plotRight - plotLeft) / (Layout.plotRight - Layout.plotLeft)
    /// Where the stretched plot's origin lands: a wide `x` shows at `shiftX + stretch * x`.
    static let shiftX = plotLeft - Layout.plotLeft * stretch
    /// A row: its label's line, then its bars.
    static let rowHeight = 38.0
    /// A row's label baseline and its bars' middle, from the row's top.
    static let labelBaseline = 18.5
    static let barMiddle = 31.5
    /// How far the tick labels and the legend drop below their wide places, for their taller words.
    static let tickDrop = 8.0
    static let legendDrop = 18.0
    /// The distance between the legend's keys (the wide chart's: 96).
    static let keySpacing = 150.0
    static let wideKeySpacing = 96.0

    /// The Reduce Motion caption: at most ``captionLines`` lines of ``captionCharacters``,
    /// ``captionLine`` apart, the first baseline ``captionBaseline`` under the stage.
    static let captionCharacters = Int(Double(Layout.captionCharacters) * 11 / font)
    static let captionLines = 4
    static let captionLine = 22.0
    static let captionBaseline = 20.0
    /// The room under the stage for the caption, as ``Layout/captionHeight`` is the wide one's.
    static let captionHeight = captionBaseline + Double(captionLines - 1) * captionLine + 2

    init(lines: Int, wideRowHeight: Double, top: Double, axisY: Double, ticks: Int) {
        self.lines = lines
        self.wideRowHeight = wideRowHeight
        self.top = top
        self.axisY = axisY
        self.ticks = ticks
    }

    /// How rows stretch apart: a wide height `y` under the chart's top shows at `y * spread`.
    var spread: Double { Self.rowHeight / wideRowHeight }
    /// How far everything of the chart moves down, for the caption's longer lines.
    var captionShift: Double { Self.captionHeight - Layout.captionHeight }
    /// How far the axis, its ticks and the legend move down, before ``captionShift``.
    var footShift: Double { (axisY - top) * (spread - 1) }

    /// The baseline of line `line`'s label or heading, and the middle of its bars, in the
    /// drawing's units.
    func labelBaseline(_ line: Int) -> Double { rowTop(line) + Self.labelBaseline }
    func barMiddle(_ line: Int) -> Double { rowTop(line) + Self.barMiddle }
    func rowTop(_ line: Int) -> Double { top + captionShift + Double(line) * Self.rowHeight }

    /// The narrow drawing's height: the wide one's, with the longer caption, the taller rows
    /// and the legend's drop.
    var height: Double { axisY + 50 + captionShift + footShift + Self.legendDrop }

    /// The time axis from ``plotLeft`` to ``plotRight``: where tick `tick` shows.
    func tickX(_ tick: Int) -> Double {
        Self.plotLeft + (Self.plotRight - Self.plotLeft) * Double(tick) / Double(max(ticks, 1))
    }

    /// Whether the label of the tick before the last is left out: the last, with the unit,
    /// ends at ``plotRight`` and would reach it. A tick label is taken as wide as `digits`
    /// digits, the last one's unit as four characters more.
    func leavesOutTick(digits: Int) -> Bool {
        guard ticks > 1 else { return false }
        let character = Self.font * 0.56
        let last = Double(digits + 4) * character
        let before = Double(digits) * character
        return tickX(ticks) - last - 2 < tickX(ticks - 1) + before / 2
    }

    /// The transforms of this chart's pieces, each selector prefixed with `prefix` (the
    /// drawing's `#id`), inside the container query of a narrow frame.
    func styleRules(prefix p: String) -> String {
        let rowShift = Self.rowHeight - wideRowHeight
        let labelShift = Self.labelBaseline - wideRowHeight / 2 - 4
        let barShift = Self.barMiddle - wideRowHeight / 2
        let tickStep = (Self.plotRight - Self.plotLeft - Layout.plotRight + Layout.plotLeft) / Double(max(ticks, 1))
        func n(_ value: Double) -> String { formatted(value, decimals: 3) }
        var css = "\(Self.query) {\n"
        css += "\(p) { aspect-ratio: \(n(Layout.width)) / \(n(height)); }\n"
        css += "\(p) .chart .label, \(p) .chart .heading { transform: "
        css += "translate(0, calc(var(--i) * \(n(rowShift))px + \(n(labelShift))px)); }\n"
        css += "\(p) .chart .r > g { transform: translate(\(n(Self.shiftX))px, "
        css += "calc(var(--i) * \(n(rowShift))px + \(n(barShift))px)) scale(\(n(Self.stretch)), 1); }\n"
        css += "\(p) .chart .playhead line { transform: "
        css += "translate(0, \(n(top * (1 - spread)))px) scale(1, \(n(spread))); }\n"
        css += "\(p) .chart .foot { transform: translate(0, \(n(footShift))px); }\n"
        // Tick labels carry their index; the legend's keys have none.
        css += "\(p) .foot text[style] { transform: translate(calc(var(--i) * \(n(tickStep))px + "
        css += "\(n(Self.plotLeft - Layout.plotLeft))px), \(n(Self.tickDrop))px); }\n"
        css += "}\n"
        return css
    }

    /// The container query of a narrow frame.
    static let query = "@container (max-width: \(formatted(frameWidth - 0.02, decimals: 2))px)"

    /// The rules every narrow chart shares, each selector prefixed with `prefix`: the words'
    /// size, the stretched plot and playhead, the legend's keys, the last tick's label ending
    /// at the axis's end and the caption's lines.
    static func styleRules(prefix p: String) -> String {
        func n(_ value: Double) -> String { formatted(value, decimals: 3) }
        var css = "\(query) {\n"
        css += "\(p) .chart text, \(p) .caption.n01 { font-size: \(n(font))px; }\n"
        css += "\(p) .chart { transform: translate(0, \(n(captionHeight - Layout.captionHeight))px); }\n"
        css += "\(p) .chart .x { transform: translate(\(n(shiftX))px, 0) scale(\(n(stretch)), 1); }\n"
        css += "\(p) .chart .x .playhead { stroke-width: \(n(1.5 / stretch)); }\n"
        css += "\(p) .foot .k { transform: translate(calc(var(--i) * \(n(keySpacing - wideKeySpacing))px + "
        css += "\(n(plotLeft - Layout.plotLeft))px), \(n(legendDrop))px); }\n"
        css += "\(p) .foot .u { text-anchor: end; }\n"
        css += "\(p) .foot .m { display: none; }\n"
        css += "}\n"
        return css
    }
}
