/// The `id` of a heading, made from its text: what a reader can type after `#` in an address.
package enum HeadingID {
    /// Lowercased letters and digits of `text` (any script), every other run of characters
    /// a single hyphen, none at either end; `section` when nothing is left.
    package static func make(from text: String) -> String {
        var id = ""
        var pendingHyphen = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen && !id.isEmpty { id.append("-") }
                pendingHyphen = false
                id.append(character)
            } else {
                pendingHyphen = true
            }
            // A heading is a line; an id longer than this helps nobody.
            if id.unicodeScalars.count >= 80 { break }
        }
        return id.isEmpty ? "section" : id
    }

    /// `id`, or `id-2`, `id-3`… the first not in `taken`, which then holds it. `next` keeps,
    /// for each id asked for, the number to try next, so that a page of many equal headings
    /// costs time in proportion to their count, not its square.
    package static func unique(_ id: String, taken: inout Set<String>, next: inout [String: Int]) -> String {
        var candidate = id
        var number = next[id] ?? 2
        while taken.contains(candidate) {
            candidate = "\(id)-\(number)"
            number += 1
        }
        next[id] = number
        taken.insert(candidate)
        return candidate
    }
}
