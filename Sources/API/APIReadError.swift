/// Why a published API file could not be read, and where in it when that is known.
package struct APIReadError: Error, Sendable {
    package let message: String
    package var line = 1
    package var column = 1
}
