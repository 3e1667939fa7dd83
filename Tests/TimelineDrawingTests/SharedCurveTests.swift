import Testing
import Timing

@testable import TimelineDrawing

/// Curves and still moments are worked out once per process and shared by every drawing
/// that plays the same animation: what is shared must be what each would have sampled.
@Suite struct SharedCurveTests {
    @Test func aSharedCurveIsTheCurveSampledAfresh() {
        for animation in [Animation.snappy, .easeOut(duration: 0.3), .spring(duration: 0.5, bounce: 0.3)] {
            for tolerance in [ProgressCurve.tolerance, CardStage.tolerance] {
                let fresh = ProgressCurve(animation, timing: animation.timing, through: 3, tolerance: tolerance)
                let shared = ProgressCurve.shared(animation, timing: animation.timing, through: 3, tolerance: tolerance)
                let again = ProgressCurve.shared(animation, timing: animation.timing, through: 9, tolerance: tolerance)
                #expect(shared.times == fresh.times && shared.values == fresh.values)
                // It settles: the loop's end does not change its curve.
                #expect(again.times == fresh.times)
            }
        }
    }

    @Test func theCurveOfAnAnimationThatNeverSettlesCoversEachEnd() {
        let forever = Animation.easeOut(duration: 0.4).repeatForever()
        let short = ProgressCurve.shared(forever, timing: forever.timing, through: 2, tolerance: ProgressCurve.tolerance)
        let long = ProgressCurve.shared(forever, timing: forever.timing, through: 6, tolerance: ProgressCurve.tolerance)
        #expect(short.times.last! < 2.01)
        #expect(long.times.last! > 5.99)
        #expect(long.times == ProgressCurve(forever, through: 6).times)
    }

    @Test func coarserTolerancesAreNotShared() {
        let animation = Animation.spring(duration: 0.6, bounce: 0.2)
        let fine = ProgressCurve.shared(animation, timing: animation.timing, through: 3, tolerance: ProgressCurve.tolerance)
        let coarse = ProgressCurve.shared(animation, timing: animation.timing, through: 3, tolerance: CardStage.tolerance)
        #expect(coarse.times.count < fine.times.count)
    }
}
