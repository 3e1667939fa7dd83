/// Why watching could not start.
package struct WatchError: Error, CustomStringConvertible {
    package let description: String

    init(_ description: String) {
        self.description = description
    }
}
