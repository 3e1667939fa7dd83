import Diagnostics
import Foundation

/// Makes PNG images of SVG drawings with `rsvg-convert`, from Debian's `librsvg2-bin`: the
/// social cards of the pages. The program is optional: without it a build makes no PNG.
///
/// Like the compiler, it is an outside program and is not trusted to behave: a non-zero exit,
/// a crash, a run past ``timeout`` or anything but a PNG of the size asked for is a failure
/// with its reason, never an image.
package struct PNGConverter: Sendable {
    /// The environment variable that names the program to run instead of looking on `PATH`;
    /// empty, it turns the conversion off.
    package static let programVariable = "CATALOG_RSVG_CONVERT"
    package static let programName = "rsvg-convert"
    /// How long one conversion may run before it is stopped, unless the build says otherwise.
    package static let defaultTimeout = 30.0

    /// The program run.
    package let program: String
    /// Seconds one conversion may run before it is stopped.
    package var timeout = Self.defaultTimeout

    package init(program: String) {
        self.program = program
    }

    /// Why no converter is there, in words for a note.
    package struct Missing: Error, Sendable, Equatable {
        package let reason: String
    }

    /// The converter at `path` when one is given, else at `CATALOG_RSVG_CONVERT` when that is
    /// set, else the `rsvg-convert` on `PATH`; the reason none is there otherwise.
    package static func find(_ path: String? = nil) -> Result<PNGConverter, Missing> {
        let environment = ProcessInfo.processInfo.environment
        if let given = path ?? environment[programVariable] {
            guard !given.isEmpty else { return .failure(Missing(reason: "\(programVariable) is empty")) }
            guard FileManager.default.isExecutableFile(atPath: given) else {
                return .failure(Missing(reason: "\(given) is not an executable file"))
            }
            return .success(PNGConverter(program: given))
        }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = folder + "/" + programName
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return .success(PNGConverter(program: candidate))
            }
        }
        return .failure(Missing(reason: "\(programName) is not on PATH"))
    }

    /// Why a conversion gave no image.
    package struct Failure: Error, Sendable, Equatable {
        package let reason: String
        /// The program cannot be started or hangs: any other conversion would fail the same
        /// way, so none is tried.
        package var isTheProgram = false
    }

    /// The PNG of `svg`, which must come out `width` × `height` pixels. The drawing is read on
    /// standard input, so that nothing it names is looked for on disk.
    package func png(of svg: String, width: Int, height: Int) -> Result<[UInt8], Failure> {
        let arguments = ["--format", "png", "--width", String(width), "--height", String(height)]
        let outcome = ChildProcess.run(
            program, arguments, timeout: timeout, outputLimit: 32 << 20, input: Array(svg.utf8))
        let said =
            String(decoding: outcome.errors.prefix(400), as: UTF8.self)
            .split(whereSeparator: \.isNewline).first.map { ": " + String($0).escapingControlCharacters } ?? ""
        switch outcome.ending {
        case .couldNotStart(let code):
            return .failure(
                Failure(reason: "could not run \(program): \(String(cString: strerror(code)))", isTheProgram: true))
        case .timedOut:
            return .failure(
                Failure(
                    reason: "\(program) did not finish within \(Int(timeout.rounded(.up))) s and was stopped", isTheProgram: true))
        case .signaled(let signal):
            return .failure(Failure(reason: "\(program) was killed by signal \(signal)"))
        case .exited(let status) where status != 0:
            return .failure(Failure(reason: "\(program) failed with exit status \(status)\(said)"))
        case .exited:
            guard let size = Self.size(ofPNG: outcome.output) else {
                return .failure(Failure(reason: "\(program) printed no PNG image\(said)"))
            }
            guard size == (width, height) else {
                return .failure(
                    Failure(reason: "\(program) made a \(size.width) × \(size.height) image, not \(width) × \(height)"))
            }
            return .success(outcome.output)
        }
    }

    /// The width and height of a PNG image, from its header (the signature, then the `IHDR`
    /// chunk); nil for anything else.
    package static func size(ofPNG bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}
