import Foundation
import TextUtilities

/// The SPDX licence and exception identifiers, from Debian's `node-spdx-license-ids` and
/// `node-spdx-exceptions` (JSON lists under `/usr/share/nodejs`, or the folder named by
/// `CATALOG_SPDX_FOLDER`).
package struct SPDXLicenseList: Sendable {
    package let licenses: Set<String>
    package let exceptions: Set<String>
    /// A digest of both lists, part of the key of every component the store keeps.
    package let fingerprint: UInt64
    /// Each identifier by its lowercase form: SPDX matches identifiers whatever their case
    /// (`mit` is `MIT`), and a page shows the list's own spelling.
    let licenseByLowercase: [String: String]
    let exceptionByLowercase: [String: String]

    package static let folderVariable = "CATALOG_SPDX_FOLDER"
    package static let files = [
        "spdx-license-ids/index.json", "spdx-license-ids/deprecated.json", "spdx-exceptions/index.json",
    ]

    package init(licenses: Set<String>, exceptions: Set<String>) {
        self.licenses = licenses
        self.exceptions = exceptions
        fingerprint = ByteDigest.of((licenses.sorted() + ["|"] + exceptions.sorted()).joined(separator: "\n"))
        licenseByLowercase = Dictionary(licenses.map { ($0.lowercased(), $0) }) { min($0, $1) }
        exceptionByLowercase = Dictionary(exceptions.map { ($0.lowercased(), $0) }) { min($0, $1) }
    }

    /// The lists of this machine, read once; a failure names the file and the package to install.
    package static let system: Result<SPDXLicenseList, Problem> = {
        let folder = ProcessInfo.processInfo.environment[folderVariable] ?? "/usr/share/nodejs"
        var lists: [[String]] = []
        for file in files {
            let path = folder + "/" + file
            guard let data = FileManager.default.contents(atPath: path),
                let list = try? JSONSerialization.jsonObject(with: data) as? [String]
            else {
                let package = file.hasPrefix("spdx-exceptions") ? "node-spdx-exceptions" : "node-spdx-license-ids"
                return .failure(
                    Problem(
                        message:
                            "cannot check licences: \(path), the SPDX list of Debian's \(package), is missing or not a JSON list of names; install the package (make deps)"
                    ))
            }
            lists.append(list)
        }
        return .success(SPDXLicenseList(licenses: Set(lists[0] + lists[1]), exceptions: Set(lists[2])))
    }()

    package struct Problem: Error, Sendable {
        package let message: String
    }
}
