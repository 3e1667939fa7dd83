import TimelineFormat

/// A timeline block drawn once, ready to be written in any language: the stage, its
/// keyframes, the styles and the chart are the same bytes in every language, and only the
/// title, the description, the chart's labels and the control labels change.
///
/// Make one with ``TimelineSVG/prepare(_:id:)``; ``svg(words:)`` is then a cheap splice.
package struct PreparedTimeline: Sendable {
    /// A place in the markup where a language's words go.
    struct Gap: Sendable {
        let offset: Int
        let slot: WordSlot
    }

    let timeline: Timeline
    let elements: [ElementTiming]
    let timings: AnimationTimings
    /// The markup without its words.
    let markup: [UInt8]
    /// Where the words go, in increasing offset.
    let gaps: [Gap]

    /// The SVG markup, with its title, description and labels in the language of `words`.
    package func svg(words: TimelineWords) -> String {
        var fills: [String] = []
        fills.reserveCapacity(gaps.count)
        var total = markup.count
        for gap in gaps {
            var fill = escaped(text(gap.slot, words: words))
            if gap.slot == .reduceMotion || gap.slot == .narrowReduceMotion {
                // The caption in lines that fit the drawing, each a `tspan` under the one before.
                let narrow = gap.slot == .narrowReduceMotion
                let characters = narrow ? NarrowChart.captionCharacters : Layout.captionCharacters
                let line = narrow ? NarrowChart.captionLine : Layout.captionLine
                fill = Self.captionLines(text(gap.slot, words: words), characters: characters).map(escaped).joined(
                    separator:
                        "</tspan><tspan x=\"\(formatted(Layout.width / 2, decimals: 0))\" dy=\"\(formatted(line, decimals: 0))\">"
                )
            }
            total += fill.utf8.count
            fills.append(fill)
        }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var written = 0
            var from = 0
            func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
                (buffer.baseAddress! + written).initialize(from: source, count: bytes.count)
                written += bytes.count
            }
            markup.withUnsafeBufferPointer { markup in
                for (gap, fill) in zip(gaps, fills) {
                    copy(UnsafeBufferPointer(rebasing: markup[from..<gap.offset]))
                    var fill = fill
                    fill.withUTF8 { copy($0) }
                    from = gap.offset
                }
                copy(UnsafeBufferPointer(rebasing: markup[from...]))
            }
            return written
        }
    }

    /// A caption broken between words into lines of at most `characters`.
    static func captionLines(_ caption: String, characters: Int = Layout.captionCharacters) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in caption.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > characters {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The words of `slot` in a language, before escaping.
    func text(_ slot: WordSlot, words: TimelineWords) -> String {
        switch slot {
        case .play: return words[.play]
        case .pause: return words[.pause]
        case .scrubber: return words[.scrubber]
        case .reducedVariant: return words[.reducedVariant]
        case .title: return TimelineDescription.title(timeline, words: words)
        case .description: return TimelineDescription.text(timeline, elements: elements, words: words, timings: timings)
        case .reduceMotion, .narrowReduceMotion: return TimelineDescription.reduceMotion(timeline, words: words)
        case .label(let index):
            return truncated(
                TimelineDescription.label(
                    elements[index], in: timeline, alone: elements.count == 1, words: words), 20)
        case .milliseconds: return words[.milliseconds]
        case .legendWaiting: return words[.legendWaiting]
        case .legendMoving: return words[.legendMoving]
        case .legendSettling: return words[.legendSettling]
        case .phaseOpening: return words[.phaseOpening]
        case .phaseClosing: return words[.phaseClosing]
        case .part(let owner, let item, let detail):
            let appearance = owner < 0 ? timeline.appearance : timeline.steps[owner].appearance
            guard let appearance else { return "" }
            let list = detail ? appearance.detail : appearance.text
            return truncated(Appearance.words(list, item, language: words.language) ?? "", PartLook.characters)
        }
    }
}
