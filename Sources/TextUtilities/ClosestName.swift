/// Suggestions for misspelt names, shared by every message that says "did you mean".

/// The known name closest to a misspelt one, ignoring case, or nil when none is close: at
/// most one edit for short names, two from six letters on. Shared by every message that
/// suggests a name.
///
/// Names longer than ``longestSuggestedName`` get no suggestion, and candidates whose length
/// differs by more than two are skipped, so the work stays small whatever an author writes.
package func closestName(to name: String, among candidates: [String]) -> String? {
    guard name.count <= longestSuggestedName else { return nil }
    let word = name.lowercased()
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate.count <= longestSuggestedName {
        let other = candidate.lowercased()
        // The distance is at least the difference in length; no suggestion is further than 2.
        guard abs(other.count - word.count) <= 2 else { continue }
        let distance = editDistance(word, other)
        if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.distance <= max(1, min(2, word.count / 3)) else { return nil }
    return best.name
}

/// The longest name ``closestName(to:among:)`` compares, in characters.
package let longestSuggestedName = 100

/// The edit distance between two strings, counting a swap of neighbouring letters as one
/// edit (optimal string alignment), since `dealy` for `delay` is a typical slip.
package func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                best = min(best, table[i - 2][j - 2] + 1)
            }
            table[i][j] = best
        }
    }
    return table[a.count][b.count]
}
