import Foundation
import Testing

@testable import Timing

/// The x of a Bézier solved by plain bisection on the parameter, as an independent reference.
private func referenceProgress(_ curve: UnitBezier, at time: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if UnitBezier.coordinate(middle, curve.c0x, curve.c1x) < time { low = middle } else { high = middle }
    }
    return UnitBezier.coordinate((low + high) / 2, curve.c0y, curve.c1y)
}

@Suite struct CurveTests {
    @Test func bezierEaseInOutAtHalfTimeIsHalf() {
        #expect(abs(UnitBezier.easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
    }

    @Test func bezierEndsAreExact() {
        for curve in [UnitBezier.easeIn, .easeOut, .easeInOut] {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -0.5) == 0)
            #expect(curve.progress(at: 2) == 1)
        }
    }

    @Test func namedCurvesHaveSwiftUIControlPoints() {
        #expect(UnitBezier.easeIn == UnitBezier(0.42, 0, 1, 1))
        #expect(UnitBezier.easeOut == UnitBezier(0, 0, 0.58, 1))
        #expect(UnitBezier.easeInOut == UnitBezier(0.42, 0, 0.58, 1))
    }

    @Test(arguments: [
        UnitBezier.easeIn, .easeOut, .easeInOut, UnitBezier(0.2, 0.8, 0.2, 1),
        UnitBezier(0.68, -0.55, 0.27, 1.55), UnitBezier(1, 0, 0, 1), UnitBezier(0, 1, 1, 0),
    ])
    func bezierIsWithinOneMillionthOfBisection(curve: UnitBezier) {
        var worst = 0.0
        for step in 0...2000 {
            let time = Double(step) / 2000
            worst = max(worst, abs(curve.progress(at: time) - referenceProgress(curve, at: time)))
        }
        #expect(worst < 1e-6)
    }

    @Test func easeInIsSlowAtFirst() {
        let quarter = UnitBezier.easeIn.progress(at: 0.25)
        #expect(abs(quarter - referenceProgress(.easeIn, at: 0.25)) < 1e-9)
        #expect(quarter < 0.1)
    }

    @Test func namedCurvesLast350Milliseconds() {
        for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(animation.timing.activeDuration == 0.35)
            #expect(animation.timing.settlingDuration == 0.35)
            #expect(animation.progress(at: 0.35) == 1)
        }
    }

    @Test func linearIsProportional() {
        let animation = Animation.linear(duration: 2)
        #expect(animation.progress(at: 0.5) == 0.25)
        #expect(animation.progress(at: 1.5) == 0.75)
        #expect(animation.progress(at: 3) == 1)
        #expect(animation.progress(at: -1) == 0)
    }

    @Test func timingCurveReadsItsDuration() {
        let animation = Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)
        #expect(animation.timing.activeDuration == 0.5)
        let expected = referenceProgress(UnitBezier(0.2, 0.8, 0.2, 1), at: 0.5)
        #expect(abs(animation.progress(at: 0.25) - expected) < 1e-6)
    }
}
