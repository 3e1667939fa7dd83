/// The layout of the drawing, in SVG user units (1 unit = 1 point of the component).
enum Layout {
    static let width = 480.0
    static let padding = 16.0
    /// Two lines of the Reduce Motion caption under the stage.
    static let captionHeight = 34.0
    /// The distance between the caption's lines.
    static let captionLine = 13.0
    /// The most characters of a caption line: 11-point text in the drawing's width, less its
    /// margins, at the widest average character of the site's languages.
    static let captionCharacters = 72
    static let labelX = 16.0
    static let plotLeft = 132.0
    static let plotRight = width - 36
    static let rowWidth = 320.0
    static let rowHeight = 28.0
    static let rowGap = 8.0
    static let tile = 60.0
    static let tileGap = 8.0
    static let cardWidth = 300.0
    static let cardHeight = 52.0
    static let stackStep = 10.0
    static let badgeRadius = 24.0
    /// A progress step's marker, as a fraction of its cell: the rest shows the joining line.
    static let stepMarker = 0.5
    /// The thickness of the line joining progress steps.
    static let stepLine = 4.0
    static let screenWidth = 320.0
    static let screenHeight = 200.0
}
