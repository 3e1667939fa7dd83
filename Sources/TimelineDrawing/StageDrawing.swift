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
        out.write(
            """
            <text class="reduced caption" x="\(Layout.width / 2)" y="\(height + 15)" text-anchor="middle">
            """)
        out.words(.reduceMotion)
        out.append("</text>\n")
    }

    /// The stage of a card: the motion, and the Reduce Motion stage held still at its still
    /// moment, without a caption.
    func writeCard(into out: inout SVGBuffer) {
        clipAndPanel(into: &out)
        out.write("<g clip-path=\"url(#\(id)-stage)\">\n<g class=\"motion\">\n")
        let elements = ElementDrawing(scene: scene)
        let moving = motion.movingElements()
        let shared = SharedCardMotion(moving)
        if let shared {
            shared.write(moving, drawing: elements, id: id, into: &out)
        } else {
            for element in moving { elements.write(element, into: &out) }
        }
        out.append("</g>\n<g class=\"still\">\n")
        let reduced = motion.reducedElements(moving: moving)
        let moment = motion.stillMoment(reduced: reduced)
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
        guard timeline.stage == .sequence else { return }
        let left = geometry.screenLeft
        out.write(
            """
            <rect class="screen" x="\(left)" y="\(Layout.padding)" width="\(Layout.screenWidth)" \
            height="\(Layout.screenHeight)" rx="12"/>

            """)
        for index in 0..<3 {
            let y = Layout.padding + 12 + Double(index) * (Layout.rowHeight + Layout.rowGap)
            out.write(
                """
                <rect class="muted" x="\(left + 12)" y="\(y)" width="\(Layout.screenWidth - 24)" \
                height="\(Layout.rowHeight)" rx="8"/>

                """)
        }
    }
}
