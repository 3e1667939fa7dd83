import Timelines

/// A Swift source file of a component, with its licence header read out.
public struct SourceFile: Sendable, Hashable {
    public let fileName: String
    public let text: String
    /// The SPDX identifier of its licence, such as `MIT`.
    public let license: String
    /// The copyright line without the comment marker, such as `Copyright (c) 2026 …`.
    public let copyright: String
}
