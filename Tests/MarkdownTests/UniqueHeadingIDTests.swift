import Testing

@testable import Markdown

/// Heading ids are unique in a page, numbered in order, whatever the headings say.
@Suite struct UniqueHeadingIDTests {
    private func ids(_ texts: [String], reserved: Set<String> = []) -> [String] {
        var taken = reserved
        var next: [String: Int] = [:]
        return texts.map { HeadingID.unique(HeadingID.make(from: $0), taken: &taken, next: &next) }
    }

    @Test func equalHeadingsAreNumberedInOrder() {
        #expect(ids(["Usage", "Usage", "Usage"]) == ["usage", "usage-2", "usage-3"])
    }

    @Test func aHeadingThatLooksNumberedIsSkippedOver() {
        #expect(ids(["A", "A", "A 2", "A"]) == ["a", "a-2", "a-2-2", "a-3"])
        #expect(ids(["A 2", "A", "A"]) == ["a-2", "a", "a-3"])
    }

    @Test func reservedIdsAreNeverGiven() {
        #expect(ids(["Search", "Search"], reserved: ["search"]) == ["search-2", "search-3"])
    }

    @Test func twentyThousandEqualHeadingsGetTwentyThousandIds() {
        let made = ids(Array(repeating: "Step", count: 20_000))
        #expect(Set(made).count == 20_000)
        #expect(made.last == "step-20000")
    }
}
