import Catalog
import Diagnostics
import SocialCard
import TextUtilities

/// Makes the social card of every component page (``SocialCards``): the SVG drawn here, the PNG
/// made by `rsvg-convert` and written into the output. A card's key is the digest of its SVG
/// and of the converter (its path, size and modification time): with a key the store holds,
/// and the PNG still in the replaced output as that key made it, the PNG is taken as it is and
/// the converter does not run. One conversion runs per core. Once the program could not start
/// or hung, no other card is converted: each fails for the same reason.
struct SocialCardStage {
    let cards: [SocialCards.Card]
    let converter: PNGConverter
    let output: OutputFolder
    let store: ArtifactStore
    /// Why the program itself fails, once a conversion has shown it.
    private let programFailure = Locked<String?>(nil)

    /// What the stage made.
    struct Made: Sendable {
        /// The paths of the cards in the output.
        var paths: Set<String> = []
        /// Cards the converter made in this build; the others were taken from the last one.
        var converted = 0
        var diagnostics: [Diagnostic] = []
    }

    private enum Outcome: Sendable {
        case kept, converted
        case failed(reason: String)
        case notWritten(OutputError)
    }

    func run() -> Made {
        let stamp = InputStage.fileStamp(converter.program)
        let outcomes = ParallelMap.map(cards) { card in make(card, converterStamp: stamp) }
        var made = Made()
        var failures: [String: [SocialCards.Card]] = [:]
        for (card, outcome) in zip(cards, outcomes) {
            switch outcome {
            case .kept: made.paths.insert(card.path)
            case .converted:
                made.paths.insert(card.path)
                made.converted += 1
            case .failed(let reason): failures[reason, default: []].append(card)
            case .notWritten(let error): made.diagnostics.append(error.diagnostic)
            }
        }
        made.diagnostics += failures.map { diagnostic($0.key, $0.value) }
        made.diagnostics.sort()
        return made
    }

    /// One warning for the cards that failed for one reason, at the first of their pages.
    private func diagnostic(_ reason: String, _ cards: [SocialCards.Card]) -> Diagnostic {
        let others = cards.count - 1
        return .warning(
            "rsvg.failed", "no social card (og:image) for this page: \(reason)",
            at: SourceLocation(path: cards[0].source),
            notes: others > 0
                ? [.init("and for \(others) other page\(others == 1 ? "" : "s") with the same failure")] : [])
    }

    private func make(_ card: SocialCards.Card, converterStamp: String) -> Outcome {
        // After a full disk the output takes no more files: neither is the converter run.
        if let stop = output.stop { return .notWritten(stop) }
        let svg = card.card.svg()
        var hash = StableDigest()
        hash.add(svg)
        hash.add(converterStamp)
        let key = hash.value
        do throws(OutputError) {
            if let kept: PageStage.PageFile = store.lookUp(.socialCard, inputs: key),
                try output.keep(card.path, digest: kept.digest, size: kept.size)
            {
                return .kept
            }
            if let reason = programFailure.withLock({ $0 }) { return .failed(reason: reason) }
            switch converter.png(of: svg, width: SocialCard.width, height: SocialCard.height) {
            case .success(let png):
                let digest = try output.write(card.path, bytes: png)
                store.keep(PageStage.PageFile(digest: digest, size: png.count), .socialCard, inputs: key)
                return .converted
            case .failure(let failure):
                if failure.isTheProgram { programFailure.withLock { $0 = $0 ?? failure.reason } }
                return .failed(reason: failure.reason)
            }
        } catch {
            return .notWritten(error)
        }
    }
}
