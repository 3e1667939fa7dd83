import TimelineFormat

/// Where things are on the stage: its height, the figure each shape is drawn as, and where
/// each element rests.
struct StageGeometry: DrawingPart {
    let scene: DrawingScene

    /// The stage's height, which the number of elements and their travel decide.
    var height: Double {
        let count = Double(timeline.count)
        switch timeline.stage {
        case .list:
            let height = figure(timeline.shape).height
            return 2 * Layout.padding + count * height + (count - 1) * Layout.rowGap
        case .grid:
            let rows = Double(timeline.rows)
            return 2 * Layout.padding + rows * tile + (rows - 1) * Layout.tileGap
        case .stack:
            return 2 * Layout.padding + Layout.cardHeight + (count - 1) * Layout.stackStep
        case .pile:
            return 2 * Layout.padding + timeline.pile.layout(count: timeline.count).height(progress: 1)
        case .single:
            let changes = timeline.changes
            let largest = max(changes.scale?.from ?? 1, changes.scale?.to ?? 1, 1)
            let travel = abs((changes.offsetY?.from ?? 0) - (changes.offsetY?.to ?? 0))
            return (2 * Layout.padding + figure(timeline.shape).height * largest + travel + tabBarHeight).rounded(.up)
        case .sequence:
            return 2 * Layout.padding + Layout.screenHeight
        }
    }

    /// The side of a grid's cell: as large as the stage's width allows, up to
    /// ``Layout/tile``, so that a grid of few columns is read on a phone too.
    var tile: Double {
        let columns = Double(max(timeline.columns, 1))
        return min(Layout.tile, (Layout.width - 2 * Layout.padding - (columns - 1) * Layout.tileGap) / columns)
    }

    /// The left edge of the phone-sized screen of a sequence.
    var screenLeft: Double { (Layout.width - Layout.screenWidth) / 2 }

    /// How an element of the given shape is drawn on this stage.
    func figure(_ shape: Timeline.Shape) -> Figure {
        let sequence = timeline.stage == .sequence
        switch shape {
        case .row:
            let width = sequence ? Layout.screenWidth - 24 : Layout.rowWidth
            return .rect(width: width, height: Layout.rowHeight, radius: 8, className: "item", standing: false)
        case .tile:
            return .rect(width: tile, height: tile, radius: 8, className: "item", standing: false)
        case .card:
            switch timeline.stage {
            case .single: return .rect(width: 240, height: 100, radius: 18, className: "card", standing: false)
            case .sequence:
                return .rect(width: Layout.screenWidth - 48, height: 72, radius: 14, className: "card", standing: false)
            case .list:
                return .rect(width: Layout.cardWidth, height: 40, radius: 10, className: "card", standing: false)
            default:
                return .rect(
                    width: Layout.cardWidth, height: Layout.cardHeight, radius: 14, className: "card", standing: false)
            }
        case .badge:
            let radius = timeline.stage == .grid ? tile / 2 : (sequence ? 14 : Layout.badgeRadius)
            return .circle(radius: radius, className: "item")
        case .ring:
            // As large as the badge it spreads from, in the badge's colour.
            return .circle(radius: Layout.badgeRadius, className: "item")
        case .banner:
            return .rect(width: sequence ? 240 : 220, height: 36, radius: 18, className: "item", standing: false)
        case .bar:
            return .rect(width: 90, height: 4, radius: 2, className: "item", standing: false)
        case .screen:
            return .screen(width: Layout.screenWidth, height: Layout.screenHeight)
        }
    }

    /// How element `index` is drawn: a grid's tile covers the cells of its span (a badge is the
    /// largest circle in them); every other element is drawn as its shape.
    func figure(ofElement index: Int) -> Figure {
        guard timeline.stage == .grid, timeline.tiles.indices.contains(index) else {
            // A ring takes only its colour: the pulse of the badge it surrounds.
            let ring =
                timeline.shape == .ring ? timeline.appearance.map { Appearance(part: .badge, tints: $0.tints) } : nil
            return dressed(figure(timeline.shape), appearance: ring ?? timeline.appearance, owner: -1, item: index)
        }
        let frame = timeline.tiles[index].frame(side: tile, gap: Layout.tileGap)
        let plain: Figure
        let step = timeline.appearance?.part == .step
        switch timeline.shape {
        case .badge:
            // A step's marker leaves room for the line that joins it to the next.
            let radius = min(frame.width, frame.height) / 2 * (step ? Layout.stepMarker : 1)
            plain = .circle(radius: radius, className: "item")
        default: plain = .rect(width: frame.width, height: frame.height, radius: 8, className: "item", standing: false)
        }
        let figure = dressed(plain, appearance: timeline.appearance, owner: -1, item: index)
        guard step, case .part(var look) = figure else { return figure }
        let places = restingPlaces()
        func half(to other: Int) -> Double {
            places.indices.contains(other) && places[other].y == places[index].y
                ? (places[other].x - places[index].x) / 2 : 0
        }
        look.joint = half(to: index - 1)...half(to: index + 1)
        return .part(look)
    }

    /// `figure` drawn as the part an appearance names, for element `item`.
    func dressed(_ figure: Figure, appearance: Appearance?, owner: Int, item: Int) -> Figure {
        let look = PartLook(figure, appearance: appearance, owner: owner, item: item, reading: reading)
        return look.map(Figure.part) ?? figure
    }

    /// Where the parts' words are read: on the page, or on a card of this stage's height.
    var reading: WordReading { scene.card ? .card(height: height) : .page }

    /// The height of a tab bar drawn above its underline, or 0.
    var tabBarHeight: Double { timeline.stage == .single && timeline.appearance?.part == .tabBar ? 40 : 0 }

    /// Where each element rests, in declaration order (for a sequence, one place per step;
    /// a step that moves an earlier step's element shares its place).
    func restingPlaces() -> [(x: Double, y: Double)] {
        let centre = Layout.width / 2
        let shape = figure(timeline.shape)
        switch timeline.stage {
        case .list:
            return elements.indices.map { index in
                (centre, Layout.padding + Double(index) * (shape.height + Layout.rowGap) + shape.height / 2)
            }
        case .grid:
            let width = Double(timeline.columns) * tile + Double(timeline.columns - 1) * Layout.tileGap
            return timeline.tiles.map { placement in
                let frame = placement.frame(side: tile, gap: Layout.tileGap)
                return (
                    (Layout.width - width) / 2 + frame.x + frame.width / 2, Layout.padding + frame.y + frame.height / 2
                )
            }
        case .stack:
            return elements.indices.map { index in
                (centre, Layout.padding + Double(index) * Layout.stackStep + Layout.cardHeight / 2)
            }
        case .pile:
            let open = timeline.pile.layout(count: timeline.count).tops(progress: 1)
            return elements.indices.map { (centre, Layout.padding + open[$0] + timeline.pile.cardHeight) }
        case .single:
            // Centred on the middle of its travel, so the whole motion shows.
            let changes = timeline.changes
            let largest = max(changes.scale?.from ?? 1, changes.scale?.to ?? 1, 1)
            let x = centre - ((changes.offsetX?.from ?? 0) + (changes.offsetX?.to ?? 0)) / 2
            let top = min(changes.offsetY?.from ?? 0, changes.offsetY?.to ?? 0)
            let y = Layout.padding - top + shape.height * largest / 2 + tabBarHeight
            return [(x, y)]
        case .sequence:
            return sequencePlaces()
        }
    }

    /// The place of step `index`'s element in its appearance's lists: a row comes after the
    /// three rows already on the screen, which take the first three words.
    func sequenceItem(_ index: Int) -> Int {
        let steps = timeline.steps
        guard steps[index].shape == .row else { return 0 }
        return 3 + steps[..<index].filter { $0.shape == .row && $0.element == nil }.count
    }

    /// Where each step of a sequence draws on the screen: rows under the three already there,
    /// the others where their shape goes.
    func sequencePlaces() -> [(x: Double, y: Double)] {
        let centre = Layout.width / 2
        let rowPitch = Layout.rowHeight + Layout.rowGap
        let firstRow = Layout.padding + 12 + Layout.rowHeight / 2
        var places: [(x: Double, y: Double)] = []
        var rowSlot = 3.0
        for step in timeline.steps {
            if let owner = step.element, let ownerIndex = timeline.steps.firstIndex(where: { $0.name == owner }) {
                places.append(places[ownerIndex])
                continue
            }
            switch step.shape {
            case .row:
                places.append((centre, firstRow + rowSlot * rowPitch))
                // A row that ends invisible leaves its place to the next row, which closes
                // the gap (a deleted row and the one that moves up).
                var final = ElementState()
                for later in timeline.steps where later.name == step.name || later.element == step.name {
                    final.apply(later.changes, progress: 1)
                }
                if final.opacity > 0 { rowSlot += 1 }
            case .badge: places.append((screenLeft + Layout.screenWidth - 28, Layout.padding + 28))
            case .banner: places.append((centre, Layout.padding + 34))
            case .bar: places.append((centre, Layout.padding + Layout.screenHeight - 24))
            default: places.append((centre, Layout.padding + Layout.screenHeight / 2))
            }
        }
        return places
    }
}
