import Timing

/// A decoded and checked `timeline` block: what a component page's preview draws and how it
/// is timed. Read one with ``TimelineFormat/parse(_:drawingSize:)``.
package struct Timeline: Sendable, Hashable, Codable {
    /// What the preview draws.
    package enum Stage: String, Sendable, Hashable, Codable, CaseIterable {
        /// Rows one under another, entering with a stagger.
        case list
        /// Tiles in columns and rows, ordered by a strategy.
        case grid
        /// Cards on top of one another, each a little lower than the one before.
        case stack
        /// Notification cards piled under the first, opening into a column and closing again.
        case pile
        /// Steps that run one after another, such as a row insertion then a screen push.
        case sequence
        /// One element, such as a pulsing badge.
        case single
    }

    /// What the component does when Reduce Motion is on.
    package enum ReduceMotion: String, Sendable, Hashable, Codable, CaseIterable {
        /// Only opacity changes, for every element at once, without delay: an element that
        /// moves cross-fades from its old place to its new one.
        case fade
        /// It changes without animation: it jumps to its new state at the moment of the change
        /// (a sequence step at its start, without waiting for animations that no longer play).
        case still
        /// The motion does not change.
        case same
        /// It is not drawn at all.
        case hidden
        /// It is shown at rest, in its final state, the whole time.
        case rest
    }

    /// A property that moves from one value to another.
    package struct Change: Sendable, Hashable, Codable {
        /// The value before the change.
        package let from: Double
        /// The value after the change.
        package let to: Double

        /// A change from `from` to `to`.
        package init(from: Double, to: Double) {
            self.from = from
            self.to = to
        }

        /// The value at `progress` (0 is `from`, 1 is `to`; springs may pass 1).
        package func value(at progress: Double) -> Double { from + (to - from) * progress }

        /// True when the property actually moves.
        package var moves: Bool { from != to }
    }

    /// A colour that changes from one palette colour to another, with the same timing as the
    /// motion: the colour at progress *p* is, per channel, (1 − *p*) × `from` + *p* × `to`
    /// (progress held within 0…1).
    package struct ColorChange: Sendable, Hashable, Codable {
        /// Which colour of the element's part changes.
        package enum Role: String, Sendable, Hashable, Codable, CaseIterable {
            /// The part's body (a row's background, a tile).
            case fill
            /// The part's outline (a text field's border).
            case stroke
            /// The part's accent: its icon, its glyph, a tile's colour, an underline.
            case tint
        }

        package let role: Role
        package let from: PaletteColor
        package let to: PaletteColor

        package init(role: Role, from: PaletteColor, to: PaletteColor) {
            self.role = role
            self.from = from
            self.to = to
        }

        /// True when the colour actually changes.
        package var moves: Bool { from != to }
    }

    /// The properties an element animates.
    package struct Changes: Sendable, Hashable, Codable {
        /// Opacity, 0...1.
        package var opacity: Change?
        /// Horizontal offset, in points.
        package var offsetX: Change?
        /// Vertical offset, in points (down is positive).
        package var offsetY: Change?
        /// Scale around the element's centre.
        package var scale: Change?
        /// A colour of the element's part (one per element).
        package var color: ColorChange?

        /// The colour's progress from `from` (0) to `to` (1), as a change of its own.
        package var colorMix: Change? { color.map { _ in Change(from: 0, to: 1) } }

        /// Changes of the given properties; nil leaves a property still.
        package init(
            opacity: Change? = nil, offsetX: Change? = nil, offsetY: Change? = nil,
            scale: Change? = nil
        ) {
            self.opacity = opacity
            self.offsetX = offsetX
            self.offsetY = offsetY
            self.scale = scale
        }

        /// True when no property moves.
        package var isEmpty: Bool {
            [opacity, offsetX, offsetY, scale].allSatisfy { $0?.moves != true } && color?.moves != true
        }
    }

    /// The order of a grid's tiles, after the Stagger package's strategies.
    package struct Ordering: Sendable, Hashable, Codable {
        /// How tiles are ranked.
        package let strategy: OrderingStrategy
        /// The wait per rank, in seconds.
        package let baseDelay: Double
        /// Each tile's priority in reading order (all 0 when not given).
        package let priorities: [Double]
        /// For a radial ordering given by `from-tile`, the tile it spreads out from, so the
        /// words can name it.
        package let fromTile: Tile?
    }

    /// A tile of a grid by its 0-based column and row.
    package struct Tile: Sendable, Hashable, Codable {
        /// The column, from 0 at the left.
        package let column: Int
        /// The row, from 0 at the top.
        package let row: Int
    }

    /// The shape an element is drawn as.
    package enum Shape: String, Sendable, Hashable, Codable, CaseIterable {
        /// A list row.
        case row
        /// A square grid tile.
        case tile
        /// A card with rounded corners.
        case card
        /// A round badge or button.
        case badge
        /// A round ring that spreads from what it surrounds, such as a badge's pulse (single
        /// stage only).
        case ring
        /// A capsule near the top, such as a toast.
        case banner
        /// A thin bar, such as a tab underline.
        case bar
        /// A whole screen, such as a pushed editor (sequence steps only).
        case screen

        /// The shapes each stage may draw, the default first.
        package static func allowed(on stage: Stage) -> [Shape] {
            switch stage {
            case .list: return [.row, .card]
            case .grid: return [.tile, .badge]
            case .stack, .pile: return [.card]
            case .single: return [.badge, .card, .banner, .bar, .row, .ring]
            case .sequence: return [.row, .screen, .card, .badge, .banner, .bar]
            }
        }
    }

    /// The geometry of a `pile` stage, after the component's own constants.
    package struct Pile: Sendable, Hashable, Codable {
        /// Every card's height, in points.
        package let cardHeight: Double
        /// The gap between open cards, in points.
        package let spacing: Double
        /// How far each card of the closed pile shows under the one before, in points.
        package let peek: Double
        /// How much smaller each buried card is drawn, per level.
        package let shrink: Double
        /// True when the pile closes with every card at once, without the stagger.
        package let closesTogether: Bool
        /// True when the layout clamps the animated progress to 0...1 (a `Layout` driven by
        /// progress); false when the cards move by animated `.offset` and `.scaleEffect`, and
        /// so run past their places when the spring bounces.
        package let clampsProgress: Bool

        /// The layout of `count` cards.
        package func layout(count: Int) -> NotificationPile {
            NotificationPile(
                heights: [Double](repeating: cardHeight, count: count), spacing: spacing, peek: peek,
                shrink: shrink, clampsProgress: clampsProgress)
        }
    }

    /// When a sequence step starts.
    package enum Start: Sendable, Hashable, Codable {
        /// With the sequence.
        case immediately
        /// When the named earlier step has settled.
        case after(String)
        /// At least `minimum` seconds after the named earlier step started, waiting only for
        /// what remains once its completion is reported (at once, or when it settles).
        case atLeast(Double, from: String, completion: Completion)
    }

    /// When an earlier step reports its completion, for ``Start/atLeast(_:from:completion:)``.
    package enum Completion: String, Sendable, Hashable, Codable, CaseIterable {
        /// At once, as `withAnimation`'s completion does for a `List` row insertion today.
        case immediate
        /// When the step's animation has settled.
        case settled
    }

    /// A step of a `sequence` stage.
    package struct Step: Sendable, Hashable, Codable {
        /// The step's name, unique in the block.
        package let name: String
        /// The step's animation.
        package let animation: Animation
        /// The animation as written in the block.
        package let animationSource: String
        /// What the step changes.
        package let changes: Changes
        /// When it starts.
        package let start: Start
        /// What it draws.
        package let shape: Shape
        /// The earlier step whose element this step moves, instead of drawing its own; from
        /// the moment this step starts, its changes replace that step's.
        package let element: String?
        /// What the step does under Reduce Motion, when it differs from the block's.
        package let reduceMotion: ReduceMotion?
        /// When the step starts under Reduce Motion, in seconds from the change, when the
        /// component starts it otherwise than by its start rule (a wait it skips).
        package let reduceMotionStart: Double?
        /// How the step's element looks; nil for a plain shape (a step that moves an earlier
        /// step's element has that element's).
        package let appearance: Appearance?
        /// What the chart and the description call the step, by language code (`""` for every
        /// language); its name where none is given.
        package var labels: [String: String] = [:]

        /// The step's label in `language`.
        package func label(_ language: String) -> String { labels[language] ?? labels[""] ?? name }
    }

    /// What the preview draws.
    package let stage: Stage
    /// How many elements: rows, cards, tiles (columns × rows, or one per span) or steps.
    package let count: Int
    /// A grid's columns (1 otherwise).
    package let columns: Int
    /// A grid's rows (`count` for a list).
    package let rows: Int
    /// The animation every element uses; nil for a sequence, whose steps have their own.
    package let animation: Animation?
    /// The animation as written in the block.
    package let animationSource: String?
    /// The delay per index for list, stack, pile and single stages.
    package let stagger: Stagger?
    /// The ordering of a grid's tiles.
    package let ordering: Ordering?
    /// What every element changes (not for sequence or pile, which move by their layout).
    package let changes: Changes
    /// What the component does under Reduce Motion.
    package let reduceMotion: ReduceMotion
    /// The animation of the Reduce Motion fade, when the component uses its own.
    package let reduceMotionAnimation: Animation?
    /// The moment, in seconds from the change, the preview shows still before Play for readers
    /// who prefer reduced motion; nil for the first moment every element is visible.
    package let stillMoment: Double?
    /// The shape of every element (sequence steps have their own).
    package let shape: Shape
    /// A shape drawn still at a single stage's element, in front of it, in the full motion and
    /// under Reduce Motion alike: the part of the component that never moves (the badge its
    /// ring pulses behind); nil when there is none.
    package let fixed: Shape?
    /// The steps of a sequence.
    package let steps: [Step]
    /// The geometry of a pile.
    package let pile: Pile
    /// A grid tile's side, in points, for the ordering strategies' geometry.
    package let tileSize: Double
    /// The gap between grid tiles, in points.
    package let gap: Double
    /// Where each of a grid's tiles sits, in reading order: one cell each unless the block
    /// gives `spans`; empty for the other stages.
    package let tiles: [TilePlacement]
    /// How every element looks (and the `fixed` shape); nil for plain shapes. A sequence's
    /// steps have their own.
    package let appearance: Appearance?
}
