import AnimationCore
import AnimationRender
import Foundation

/// What the preview runner reports back to `animate preview`, as JSON.
public struct PreviewResult: Codable, Sendable, Equatable {
    /// One preview the files offer.
    public struct Entry: Codable, Sendable, Equatable, CustomStringConvertible {
        /// Its name: a preview's or a type's.
        public var name: String
        /// What declares it.
        public var kind: _PreviewCandidate.Kind
        /// The file, as the user named it.
        public var file: String
        /// The line of the declaration.
        public var line: Int

        /// `name (kind at FILE:LINE)`, for lists.
        public var description: String {
            "\(name)  (\(kind.rawValue), \(file):\(line))"
        }
    }

    /// How it went.
    public enum Status: String, Codable, Sendable {
        /// The file was written.
        case written
        /// The view runs live: frames follow on the program's output.
        case live
        /// Several previews and no choice: ``entries`` lists them.
        case ambiguous
        /// Nothing to show, or nothing by the requested name.
        case notFound
        /// The output could not be written.
        case failed
    }

    /// How it went.
    public var status: Status
    /// Every preview the files offer.
    public var entries: [Entry]
    /// The preview shown, when written.
    public var shown: Entry?
    /// The file written.
    public var output: String?
    /// The size it was shown at.
    public var size: CGSize?
    /// The number of frames recorded.
    public var frames: Int
    /// The time of the last frame, in seconds.
    public var duration: TimeInterval
    /// Whether the view was still animating when an automatic-length
    /// recording reached its limit.
    public var cutOff: Bool
    /// The host's warnings.
    public var warnings: [String]
    /// Why it failed, for a person.
    public var message: String?
    /// The still picture written beside a recording (its last frame), for
    /// a gallery; `nil` when the output is itself a still.
    public var poster: String?
    /// When the view stopped changing, in seconds from the start (to a
    /// frame); `nil` when it did not settle, or was recorded for a fixed
    /// length.
    public var settledAt: TimeInterval?
    /// Whether anything the view draws changed during the recording.
    public var animates: Bool?
    /// Every animation that began while it was recorded, by transaction
    /// (``/AnimationRender/AnimationTimeline``); `nil` when nothing was
    /// recorded.
    public var transactions: [AnimationTimeline.Transaction]?
    /// What the preview's traits and the host set, as the manifest gives
    /// them (``Setting``); `nil` for a run that did not record.
    public var setting: Setting?
}
