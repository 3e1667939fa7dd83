/// The formats of the `curve` author command.
package enum CurveFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// A `time,value` table after one `#` comment line with the timing.
    case csv
    /// One JSON object with the timing and a `samples` list of `[time, value]` pairs.
    case json
}
