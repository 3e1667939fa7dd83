import Testing
import TextUtilities

/// ``PathRecords``: values by path without a `String` per path, as the build cache keeps the
/// records of every page it wrote.
@Suite struct PathRecordsTests {
    @Test func keepsUsesAndRemovesByPath() {
        var records = PathRecords<Int>()
        records.startBuild()
        #expect(records.use("index.html") == nil)
        records.keep(1, for: "index.html")
        records.keep(2, for: "es/index.html")
        records.keep(3, for: "")
        #expect(records.use("index.html") == 1)
        #expect(records.use("es/index.html") == 2)
        #expect(records.use("") == 3)
        #expect(records.use("index.htm") == nil)
        records.keep(4, for: "index.html")
        #expect(records.use("index.html") == 4)
        #expect(records.count == 3)
        records.remove("es/index.html")
        #expect(records.use("es/index.html") == nil)
        #expect(records.count == 2)
        // Kept again after it was removed: one record, not two.
        records.keep(5, for: "es/index.html")
        #expect(records.use("es/index.html") == 5)
        #expect(records.count == 3)
    }

    @Test func aBuildDropsWhatItDidNotUse() {
        var records = PathRecords<Int>()
        records.startBuild()
        for number in 0..<100 { records.keep(number, for: "components/c-\(number).html") }
        records.finishBuild()
        records.startBuild()
        for number in stride(from: 0, to: 100, by: 2) { #expect(records.use("components/c-\(number).html") == number) }
        records.keep(1000, for: "new.html")
        records.finishBuild()
        #expect(records.count == 51)
        records.startBuild()
        #expect(records.use("components/c-1.html") == nil)
        #expect(records.use("components/c-2.html") == 2)
        #expect(records.use("new.html") == 1000)
        // Removed during a build: gone after it, though used.
        records.remove("new.html")
        records.finishBuild()
        records.startBuild()
        #expect(records.use("new.html") == nil)
        #expect(records.use("components/c-2.html") == 2)
    }

    @Test func manyPathsAreAllFound() {
        var records = PathRecords<Int>()
        records.startBuild()
        let paths =
            (0..<20_000).map { "components/synthetic-\($0).html" }
            + (0..<20_000).map { "es/components/synthetic-\($0).html" }
        for (number, path) in paths.enumerated() { records.keep(number, for: path) }
        for (number, path) in paths.enumerated() { #expect(records.use(path) == number) }
        #expect(records.use("components/synthetic-20000.html") == nil)
        #expect(records.count == paths.count)
    }

    @Test func theBytesReadBackAreTheSameRecords() throws {
        var records = PathRecords<Int>()
        records.startBuild()
        let paths = ["index.html", "é/índice.html", "assets/search/en/t-61.js", "a", "components/x.html"]
        for (number, path) in paths.enumerated() { records.keep(number * 10, for: path) }
        records.remove("a")
        var bytes: [UInt8] = []
        var ends: [Int32] = []
        var values: [Int] = []
        records.forEach { path, value in
            bytes += path
            ends.append(Int32(bytes.count))
            values.append(value)
        }
        #expect(values == [0, 10, 20, 40])
        var read = try #require(PathRecords(pathBytes: bytes, pathEnds: ends, values: values))
        read.startBuild()
        #expect(read.use("é/índice.html") == 10)
        #expect(read.use("components/x.html") == 40)
        #expect(read.use("a") == nil)
        // Read back, nothing is used yet: a build that uses none drops them all.
        read.finishBuild()
        read.startBuild()
        #expect(read.use("index.html") == nil)
        #expect(read.use("é/índice.html") == 10)
    }

    @Test func damagedBytesAreRefused() {
        let bytes = Array("abcdef".utf8)
        #expect(PathRecords(pathBytes: bytes, pathEnds: [3, 6], values: [1, 2]) != nil)
        // Ends out of order, past the bytes, short of them, or not one per value.
        #expect(PathRecords(pathBytes: bytes, pathEnds: [4, 3], values: [1, 2]) == nil)
        #expect(PathRecords(pathBytes: bytes, pathEnds: [3, 7], values: [1, 2]) == nil)
        #expect(PathRecords(pathBytes: bytes, pathEnds: [3, 5], values: [1, 2]) == nil)
        #expect(PathRecords(pathBytes: bytes, pathEnds: [6], values: [1, 2]) == nil)
        #expect(PathRecords(pathBytes: bytes, pathEnds: [-1, 6], values: [1, 2]) == nil)
        // One path twice.
        #expect(PathRecords(pathBytes: Array("abcabc".utf8), pathEnds: [3, 6], values: [1, 2]) == nil)
    }

    @Test func aPrefixKeepsOnlyThePathsUnderIt() {
        var records = PathRecords<Int>()
        records.startBuild()
        records.keep(1, for: "assets/search/en/index.js")
        records.keep(2, for: "assets/search/es/index.js")
        records.keep(3, for: "assets/style.css")
        records.keep(4, for: "assets/search")
        records.removeAll(notStartingWith: "assets/search/")
        #expect(records.use("assets/search/en/index.js") == 1)
        #expect(records.use("assets/search/es/index.js") == 2)
        #expect(records.use("assets/style.css") == nil)
        #expect(records.use("assets/search") == nil)
    }
}
