import AnimationCore
import AnimationRender
import Foundation

/// What `animate preview` was asked to do.
public struct PreviewOptions: Sendable, Equatable {
    /// The user's Swift files.
    public var files: [String]
    /// The preview to show: a preview's name, a type's name or `FILE:LINE`.
    public var view: String?
    /// The size; `nil` for the preview's traits or the default (390 × 844).
    public var size: CGSize?
    /// How long to record; `nil` until the view settles (at most 10 s).
    public var duration: TimeInterval?
    /// Frames per second.
    public var frameRate: Double
    /// The output format.
    public var format: RecordingFormat
    /// The file to write; `nil` names it after the preview.
    public var output: String?
    /// What happens while it records.
    public var events: [PreviewEvent]
    /// Wall-clock seconds the view may take to record before it is stopped.
    public var timeLimit: Double

    /// Creates options.
    public init(
        files: [String], view: String? = nil, size: CGSize? = nil, duration: TimeInterval? = nil,
        frameRate: Double = 60, format: RecordingFormat = .html, output: String? = nil,
        events: [PreviewEvent] = [], timeLimit: Double = 60
    ) {
        self.files = files
        self.view = view
        self.size = size
        self.duration = duration
        self.frameRate = frameRate
        self.format = format
        self.output = output
        self.events = events
        self.timeLimit = timeLimit
    }
}
