import Foundation
import Testing

/// The relevance set run against the real `Content/` in headless Chromium from file://. Prints
/// top-1, recall@5 and MRR per kind of query and overall; fails below 95 % top-1 or recall@5,
/// or when a query that no page answers finds something.
@Test(.enabled(if: WebDriver.isAvailable, "chromium-driver or curl is not installed; relevance test skipped"))
func relevanceOfTheSearchOnTheRealCatalog() throws {
    try measureRelevance(of: RelevanceQuery.all, named: "relevance")
}

/// The held-out set (`RelevanceHeldOutQueries.swift`), written from the content without looking
/// at the ranking, measured and held to the same marks.
@Test(.enabled(if: WebDriver.isAvailable, "chromium-driver or curl is not installed; relevance test skipped"))
func relevanceOfTheSearchOnHeldOutQueries() throws {
    try measureRelevance(of: RelevanceQuery.heldOut, named: "held-out relevance")
}

private func measureRelevance(of queries: [RelevanceQuery], named name: String) throws {
    let session = try SearchSession()
    let publicFolder = builtCatalog.folder.path + "/Public/"
    var rows: [(query: RelevanceQuery, rank: Int?, found: Int)] = []
    for language in ["en", "es"] {
        try session.open(publicFolder + (language == "en" ? "" : "es/") + "search.html")
        for query in queries where query.language == language {
            let results = try session.results(query.text)
            let rank = query.expected.flatMap { slug in
                results.firstIndex { $0.url.hasSuffix("/\(slug).html") }.map { $0 + 1 }
            }
            rows.append((query, rank, results.count))
        }
    }
    func figures(_ subset: [(query: RelevanceQuery, rank: Int?, found: Int)]) -> (Double, Double, Double) {
        let answered = subset.filter { $0.query.expected != nil }
        guard !answered.isEmpty else { return (1, 1, 1) }
        let count = Double(answered.count)
        let top1 = Double(answered.filter { $0.rank == 1 }.count) / count
        let recall = Double(answered.filter { ($0.rank ?? 99) <= 5 }.count) / count
        let mrr = answered.map { $0.rank.map { 1 / Double($0) } ?? 0 }.reduce(0, +) / count
        return (top1, recall, mrr)
    }
    func percent(_ value: Double) -> String { String(format: "%5.1f%%", value * 100) }
    let english = queries.filter { $0.language == "en" }.count
    print("\(name): \(rows.count) queries (\(english) English, \(queries.count - english) Spanish)")
    for kind in RelevanceQuery.Kind.allCases {
        let subset = rows.filter { $0.query.kind == kind }
        if kind == .noAnswer {
            print("  \(kind.rawValue): \(subset.filter { $0.found == 0 }.count)/\(subset.count) return nothing")
            continue
        }
        let (top1, recall, mrr) = figures(subset)
        print(
            "  \(kind.rawValue) (\(subset.count)): top-1 \(percent(top1)), recall@5 \(percent(recall)), MRR \(String(format: "%.3f", mrr))"
        )
    }
    let (top1, recall, mrr) = figures(rows)
    print("  overall: top-1 \(percent(top1)), recall@5 \(percent(recall)), MRR \(String(format: "%.3f", mrr))")
    for row in rows where row.query.expected != nil && row.rank != 1 {
        print("  missed: [\(row.query.language)] \"\(row.query.text)\" → rank \(row.rank.map(String.init) ?? "none")")
    }
    for row in rows where row.query.expected == nil && row.found > 0 {
        print("  found something: [\(row.query.language)] \"\(row.query.text)\" → \(row.found) results")
    }
    #expect(top1 >= 0.95)
    #expect(recall >= 0.95)
    #expect(rows.filter { $0.query.expected == nil && $0.found > 0 }.isEmpty)
}
