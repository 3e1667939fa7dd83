import TimelineFormat

/// Writes the stage: a panel that plays the motion on simple shapes, the same stage held still
/// or faded for readers who ask for reduced motion, and a caption saying what they see.
struct StageDrawing: DrawingPart {
    let scene: DrawingScene
    /// The drawing's ID, which names the stage's clip path.
    let id: String
    let motion: StageMotion

    init(scene: DrawingScene, id: String) {
        self.scene = scene
        self.id = id
        motion = StageMotion(scene: scene)
    }

    var geometry: StageGeometry { motion.geometry }

    /// The stage, from its clip path to its Reduce Motion caption, `height` units tall with the
    /// caption under it.
    func write(into out: inout SVGBuffer) {
        let height = geometry.height
        let start = out.bytes.count
        clipAndPanel(into: &out)
        out.write("<g clip-path=\"url(#\(id)-stage)\">\n<g class=\"motion\">\n")
        let elements = ElementDrawing(scene: scene)
        let moving = motion.movingElements()
        for element in moving { elements.write(element, into: &out) }
        out.append("</g>\n<g class=\"reduced\">\n")
        for element in motion.reducedElements(moving: moving) { elements.write(element, into: &out) }
        out.append("</g>\n")
        writeFixed(elements, into: &out)
        out.append("</g>\n")
        writeShared(since: start, into: &out)
        // The caption in its wide lines, and in the narrow chart's (``NarrowChart``); the band
        // classes of ``WordReading`` show one, on the texts themselves so that nothing but
        // the group's `reduced` shows them.
        out.write(
            """
            <g class="reduced"><text class="caption n2" x="\(Layout.width / 2)" y="\(height + 15)" text-anchor="middle">\
            <tspan x="\(Layout.width / 2)">
            """)
        out.words(.reduceMotion)
        out.write(
            """
            </tspan></text>
            <text class="caption n01" x="\(Layout.width / 2)" y="\(height + NarrowChart.captionBaseline)" \
            text-anchor="middle"><tspan x="\(Layout.width / 2)">
            """)
        out.words(.narrowReduceMotion)
        out.append("</tspan></text></g>\n")
    }

    /// The stage of a card: the motion, and the Reduce Motion stage held still at its still
    /// moment, without a caption. Returns the loop time at which the motion itself is held
    /// still instead, when the still stage is the motion at rest (no second copy is drawn).
    /// `glyphsApart`: see ``SharedCardMotion/glyphsApart``.
    @discardableResult
    func writeCard(into out: inout SVGBuffer, glyphsApart: Bool) -> Double? {
        let start = out.bytes.count
        clipAndPanel(into: &out)
        var elements = ElementDrawing(scene: scene)
        let moving = motion.movingElements()
        let shared = SharedCardMotion(moving, glyphsApart: glyphsApart)
        if shared == nil { elements.references = referencedParts(moving, into: &out) }
        out.write("<g clip-path=\"url(#\(id)-stage)\">\n<g class=\"motion\">\n")
        if let shared {
            shared.write(moving, drawing: elements, id: id, into: &out)
        } else {
            for element in moving { elements.write(element, into: &out) }
        }
        out.append("</g>\n")
        let reduced = motion.reducedElements(moving: moving)
        let moment = motion.stillMoment(reduced: reduced)
        if shared != nil, reduced.count == moving.count,
            SharedCardMotion.restsAsMotion(reduced.map { $0.state(moment) })
        {
            writeFixed(elements, into: &out)
            out.append("</g>\n")
            writeShared(since: start, into: &out)
            return plan.restingTime
        }
        out.append("<g class=\"still\">\n")
        if let shared {
            shared.writeStill(reduced, states: reduced.map { $0.state(moment) }, drawing: elements, id: id, into: &out)
        }
        for element in reduced where shared == nil {
            let state = element.state(moment)
            var still = element
            still.state = { _ in state }
            still.motion = ElementMotion(still: state)
            elements.write(still, into: &out)
        }
        out.append("</g>\n")
        writeFixed(elements, into: &out)
        out.append("</g>\n")
        writeShared(since: start, into: &out)
        return nil
    }

    /// The parts of a card's elements, each written once in `<defs>`, in one colour for all
    /// the elements that differ only by theirs: the motion and the still stage both draw them.
    func referencedParts(_ elements: [StageElement], into out: inout SVGBuffer) -> [(figure: Figure, id: String)] {
        var references: [(figure: Figure, id: String)] = []
        for element in elements {
            guard case .part(let look) = element.figure.untinted,
                !references.contains(where: { $0.figure == element.figure.untinted })
            else { continue }
            let reference = "\(id)-p\(references.count)"
            out.append(safe: references.isEmpty ? "<defs>" : "")
            out.append(safe: "<g id=\"\(reference)\">")
            PartDrawing(look: look).write(into: &out)
            out.append("</g>")
            references.append((.part(look), reference))
        }
        if !references.isEmpty { out.append("</defs>\n") }
        return references
    }

    /// What the parts drawn since `start` share: the colours their inline styles name and
    /// their glyphs, each written once.
    func writeShared(since start: Int, into out: inout SVGBuffer) {
        let drawn = out.written(since: start)
        let rule = PartDrawing.aliasRule(id: id, drawn: drawn)
        if !rule.isEmpty { out.append(safe: "<style>\(rule)</style>\n") }
    }

    /// What never moves, in front of both variants, so that neither is ever an empty stage
    /// where the component still shows something (the badge whose ring is not drawn under
    /// Reduce Motion).
    func writeFixed(_ elements: ElementDrawing, into out: inout SVGBuffer) {
        let fixed = motion.fixedElements()
        guard !fixed.isEmpty else { return }
        out.append("<g class=\"fixed\">\n")
        for element in fixed { elements.write(element, into: &out) }
        out.append("</g>\n")
    }

    /// The stage's clip path, its panel and, for a sequence, its screen.
    func clipAndPanel(into out: inout SVGBuffer) {
        let height = geometry.height
        out.write("<defs><clipPath id=\"\(id)-stage\"><rect ")
        if timeline.stage == .sequence {
            out.write(
                """
                x="\(geometry.screenLeft)" y="\(Layout.padding)" width="\(Layout.screenWidth)" \
                height="\(Layout.screenHeight)" rx="12"
                """)
        } else {
            out.write("x=\"0\" y=\"0\" width=\"\(Layout.width)\" height=\"\(height)\" rx=\"10\"")
        }
        out.append("/></clipPath></defs>\n")
        out.write(
            """
            <rect class="stage" x="0.5" y="0.5" width="\(Layout.width - 1)" height="\(height - 1)" rx="10"/>

            """)
        backdrop(into: &out)
    }

    /// The screen and the rows already there in a sequence, drawn still behind the steps.
    func backdrop(into out: inout SVGBuffer) {
        if geometry.tabBarHeight > 0 { return tabBar(into: &out) }
        if timeline.appearance?.part == .step { return stepTrack(into: &out) }
        guard timeline.stage == .sequence else { return }
        let left = geometry.screenLeft
        out.write(
            """
            <rect class="screen" x="\(left)" y="\(Layout.padding)" width="\(Layout.screenWidth)" \
            height="\(Layout.screenHeight)" rx="12"/>

            """)
        let rowStep = timeline.steps.firstIndex { $0.shape == .row && $0.element == nil }
        for index in 0..<3 {
            let y = Layout.padding + 12 + Double(index) * (Layout.rowHeight + Layout.rowGap)
            // Rows in the look of the row step, or plain rows with lines for words when only
            // other steps have a look (the screen behind a toast).
            let plain = Appearance(part: .row, tints: [.gray], text: [Appearance.Words(language: "zxx", items: ["-"])])
            let look = rowStep.flatMap { timeline.steps[$0].appearance }
            if look != nil || timeline.steps.contains(where: { $0.appearance != nil }) {
                let row =
                    look != nil
                    ? geometry.dressed(geometry.figure(.row), appearance: look, owner: rowStep ?? 0, item: index)
                    : Figure.part(
                        PartLook(
                            geometry.figure(.row), appearance: plain, owner: 0, item: index, wordless: true,
                            reading: geometry.reading)!)
                if case .part(let look) = row {
                    out.write(
                        "<g class=\"muted\" transform=\"translate(\(Layout.width / 2) \(y + Layout.rowHeight / 2))\"")
                    out.append(safe: row.tintStyle + ">")
                    PartDrawing(look: look).write(into: &out)
                    out.append("</g>\n")
                    continue
                }
            }
            out.write(
                """
                <rect class="muted" x="\(left + 12)" y="\(y)" width="\(Layout.screenWidth - 24)" \
                height="\(Layout.rowHeight)" rx="8"/>

                """)
        }
    }
}

extension StageDrawing {
    /// The tabs above a tab bar's underline: a bar across the stage with a label per word of
    /// the block's appearance, one underline's travel apart, centred on the stage.
    func tabBar(into out: inout SVGBuffer) {
        guard let appearance = timeline.appearance, let place = geometry.restingPlaces().first else { return }
        let travel = abs((timeline.changes.offsetX?.to ?? 0) - (timeline.changes.offsetX?.from ?? 0))
        let pitch = travel > 0 ? travel : 90
        let count = max(Appearance.allWords(appearance.text, language: "").count, 2)
        let barTop = place.y - geometry.tabBarHeight + 2
        out.write(
            """
            <rect x="\(Layout.padding)" y="\(barTop)" width="\(Layout.width - 2 * Layout.padding)" \
            height="\(geometry.tabBarHeight)" rx="8" style="fill:\(PartDrawing.surface);stroke:\(PartDrawing.edge)"/>

            """)
        for tab in 0..<count {
            let x = Layout.width / 2 + (Double(tab) - Double(count - 1) / 2) * pitch
            let look = PartLook(
                .rect(width: pitch - 8, height: 20, radius: 4, className: "item", standing: false),
                appearance: Appearance(part: .tile, text: appearance.text), owner: -1, item: tab,
                reading: geometry.reading)
            guard let look else { continue }
            out.write("<g transform=\"translate(\(x) \(place.y - 18))\">")
            PartDrawing(look: look).words(
                detail: false, x: 0, y: 0, size: 12, largest: 18, anchor: "middle",
                bold: abs(x - place.x - (timeline.changes.offsetX?.to ?? 0)) < 1, color: PartDrawing.label,
                width: pitch - 8, into: &out)
            out.append("</g>\n")
        }
    }

    /// The steps' rings and the line joining each step to the next on its row, still behind
    /// the steps, in the colours of steps not yet finished: each step fills its ring and its
    /// half of the line with its tint.
    func stepTrack(into out: inout SVGBuffer) {
        let places = geometry.restingPlaces()
        for (from, to) in zip(places, places.dropFirst()) where from.y == to.y {
            out.write(
                """
                <rect x="\(from.x)" y="\(from.y - Layout.stepLine / 2)" width="\(to.x - from.x)" \
                height="\(Layout.stepLine)" style="fill:\(PartDrawing.edge)"/>

                """)
        }
        for (index, place) in places.enumerated() {
            guard case .part(let look) = geometry.figure(ofElement: index) else { continue }
            out.write(
                """
                <circle cx="\(place.x)" cy="\(place.y)" r="\(look.width / 2 - 1)" \
                style="fill:\(PartDrawing.surface);stroke:\(PartDrawing.faint)" stroke-width="2"/>

                """)
        }
    }
}
