import Testing

@testable import Timing

@Suite struct StaggerTests {
    let stagger = Stagger(step: 0.07, cap: 0.6)

    @Test func staggerDelayGrowsByTheStep() {
        #expect(stagger.delay(forIndex: 0) == 0)
        #expect(stagger.delay(forIndex: 1) == 0.07)
        #expect(stagger.delay(forIndex: 3) == 3 * 0.07)
    }

    @Test func staggerDelayStopsAtTheCap() {
        #expect(stagger.delay(forIndex: 9) == 0.6)
        #expect(stagger.delay(forIndex: 100) == 0.6)
        #expect(stagger.firstCappedIndex(count: 20) == 9)
        #expect(stagger.firstCappedIndex(count: 7) == nil)
    }

    @Test func negativeIndexWaitsNothing() {
        #expect(stagger.delay(forIndex: -3) == 0)
    }

    @Test func reduceMotionWaitsNothing() {
        #expect(stagger.delay(forIndex: 5, reduceMotion: true) == 0)
    }

    @Test func uncappedStaggerKeepsGrowing() {
        #expect(Stagger(step: 0.1).delay(forIndex: 50) == 5)
    }
}
