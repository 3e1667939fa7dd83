/// A delay that grows by a fixed step with an element's index and stops growing at a cap, so
/// long lists do not keep their last rows waiting.
package struct Stagger: Sendable, Hashable, Codable {
    /// The extra wait of each element over the one before it, in seconds.
    package let step: Double
    /// The longest wait, in seconds; `.infinity` for no cap.
    package let cap: Double

    /// A stagger of `step` seconds per index, capped at `cap` seconds.
    package init(step: Double, cap: Double = .infinity) {
        self.step = step
        self.cap = cap
    }

    /// The wait of the element at `index`: `min(max(index, 0) × step, cap)`, and 0 when Reduce
    /// Motion is on, since every element then appears at once.
    package func delay(forIndex index: Int, reduceMotion: Bool = false) -> Double {
        guard !reduceMotion else { return 0 }
        return min(Double(max(index, 0)) * step, cap)
    }

    /// The index of the first element whose wait is the cap, or nil when no element of
    /// `count` reaches it.
    package func firstCappedIndex(count: Int) -> Int? {
        (0..<max(count, 0)).first { Double($0) * step >= cap }
    }
}
