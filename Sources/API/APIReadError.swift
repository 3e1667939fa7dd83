/// Why a published API file could not be read.
package struct APIReadError: Error, Sendable {
    package let message: String
}
