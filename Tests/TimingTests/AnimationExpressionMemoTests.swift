import Testing

@testable import Timing

/// Expressions are read once per process: what a repeated one gives back is what reading it
/// afresh gives, errors included.
@Suite struct AnimationExpressionMemoTests {
    @Test func aRepeatedExpressionGivesWhatReadingItAfreshGives() throws {
        for text in [".snappy", ".spring(duration: 0.5, bounce: 0.3)", ".easeOut(duration: 0.3).delay(0.1)"] {
            let first = try AnimationExpression.parse(text)
            let again = try AnimationExpression.parse(text)
            #expect(first == again)
            #expect(again == (try AnimationExpression.parseAfresh(text)))
        }
    }

    @Test func aRepeatedErrorIsTheSameError() {
        let text = ".spring(duration: -1)"
        var errors: [AnimationExpressionError] = []
        for _ in 0..<2 {
            do {
                _ = try AnimationExpression.parse(text)
            } catch {
                errors.append(error)
            }
        }
        #expect(errors.count == 2)
        #expect(errors.first == errors.last)
        #expect(throws: errors.first!) { try AnimationExpression.parseAfresh(text) }
    }

    @Test func aHugeTextIsRefusedEachTime() {
        let text = String(repeating: ".snappy", count: 10_000)
        for _ in 0..<2 {
            #expect(throws: AnimationExpressionError.self) { try AnimationExpression.parse(text) }
        }
    }
}
