import Foundation

/// Named moments of the output swap where the kill tests stop a build with SIGKILL, to show
/// that the output is always the whole old or the whole new site. Set `CATALOG_KILL_AT` to a
/// point's name (`write:<n>` stops after the n-th file written); unset, nothing happens.
enum KillPoint {
    static let requested: String? = ProcessInfo.processInfo.environment["CATALOG_KILL_AT"]

    static func reached(_ name: @autoclosure () -> String) {
        guard let requested, requested == name() else { return }
        kill(getpid(), SIGKILL)
    }
}
