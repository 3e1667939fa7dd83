import TimelineFormat

/// A piece of a page body: HTML, or a timeline drawn where it stood.
package enum BodyPart: Sendable {
    case html(String)
    case timeline(TimelineBlock)
}
