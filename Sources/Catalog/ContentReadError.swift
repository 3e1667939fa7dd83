import Foundation

/// Why a file or folder of the content could not be read.
package enum ContentReadError: Error, Sendable, Equatable, CustomStringConvertible {
    case missing
    case permissionDenied
    /// A FIFO, device, socket or folder where a file was expected.
    case notARegularFile(kind: String)
    /// A symbolic link that leads out of the content or templates folder.
    case outsideFolder(target: String)
    /// Larger than the limit; the size is known when the file said so before it was read.
    case tooLarge(size: Int?, limit: Int)
    case system(code: Int32)

    package var description: String {
        switch self {
        case .missing: "no such file or folder"
        case .permissionDenied: "permission denied"
        case .notARegularFile(let kind): "not a regular file (\(kind)); only regular files are read"
        case .outsideFolder(let target):
            "a symbolic link out of the folder (to \(target)); links must stay inside the folder"
        case .tooLarge(let size?, let limit): "file is \(size) bytes; the limit is \(limit) bytes (\(limit >> 20) MiB)"
        case .tooLarge(nil, let limit): "file is larger than the limit of \(limit) bytes (\(limit >> 20) MiB)"
        case .system(let code): String(cString: strerror(code))
        }
    }

    package init(errno code: Int32) {
        switch code {
        case ENOENT, ENOTDIR: self = .missing
        case EACCES, EPERM: self = .permissionDenied
        default: self = .system(code: code)
        }
    }
}
