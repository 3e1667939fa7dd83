import TimelineFormat
import Timing

/// The curves of one drawing, each sampled once however many elements play it.
final class CurveBook {
    private var animations: [Animation] = []
    private(set) var curves: [ProgressCurve] = []
    /// The loop's length: the curve of an animation that never settles covers it.
    let end: Double
    /// The timings of the block's animations, worked out beforehand.
    let timings: AnimationTimings?

    /// How far each curve's chords may pass from its progress.
    let tolerance: Double

    init(end: Double, timings: AnimationTimings? = nil, tolerance: Double = ProgressCurve.tolerance) {
        self.end = end
        self.timings = timings
        self.tolerance = tolerance
    }

    /// Lists of numbers already written, as elements that fade together share them.
    private var written: [(numbers: [Double], decimals: Int, text: [UInt8])] = []

    /// `numbers` with `decimals` digits, separated by semicolons, as a `keyTimes` or `values`
    /// attribute holds them.
    func list(_ numbers: [Double], decimals: Int) -> [UInt8] {
        if let hit = written.last(where: { $0.decimals == decimals && $0.numbers == numbers }) { return hit.text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(numbers.count * (decimals + 4))
        for (position, number) in numbers.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ";")) }
            appendNumber(number, decimals: decimals, to: &bytes)
        }
        if written.count == 8 { written.removeFirst() }
        written.append((numbers, decimals, bytes))
        return bytes
    }

    /// The last element drawn, without its place.
    private var lastDrawn: (motion: ElementMotion, final: ElementState, figure: Figure, text: SVGBuffer)?

    /// The drawing of an element like the last one, if it is.
    func drawnElement(_ motion: ElementMotion, _ final: ElementState, _ figure: Figure) -> SVGBuffer? {
        guard let lastDrawn, lastDrawn.final == final, lastDrawn.figure == figure, lastDrawn.motion == motion
        else { return nil }
        return lastDrawn.text
    }

    /// Remembers the drawing of an element.
    func keep(_ text: SVGBuffer, for motion: ElementMotion, _ final: ElementState, _ figure: Figure) {
        lastDrawn = (motion, final, figure, text)
    }

    /// How many moments each curve sampled so far has, by its animation.
    var moments: [Animation: Int] {
        Dictionary(zip(animations, curves.map(\.times.count)), uniquingKeysWith: max)
    }

    /// The animation whose curve is at `index`.
    func animation(_ index: Int) -> Animation { animations[index] }

    /// The index of `animation`'s curve, sampled on first use.
    func index(of animation: Animation) -> Int {
        if let index = animations.firstIndex(of: animation) { return index }
        animations.append(animation)
        curves.append(
            ProgressCurve.shared(
                animation, timing: timings?[animation] ?? animation.timing, through: end, tolerance: tolerance))
        return animations.count - 1
    }
}
