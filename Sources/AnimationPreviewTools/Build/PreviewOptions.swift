import AnimationPreview

/// What `animate preview` was asked to do: which files, what to record of
/// them, and how long the recording may take.
public struct PreviewOptions: Sendable, Equatable {
    /// The user's Swift files.
    public var files: [String]
    /// What to record: the preview, size, length, format, output and
    /// events (the session fills in where the result goes and the page's
    /// version).
    public var request: PreviewRequest
    /// Wall-clock seconds the view may take to record before it is stopped.
    public var timeLimit: Double

    /// Creates options.
    ///
    /// - Parameters:
    ///   - files: The user's Swift files.
    ///   - request: What to record.
    ///   - timeLimit: Wall-clock seconds before the recording is stopped.
    public init(files: [String], request: PreviewRequest = PreviewRequest(), timeLimit: Double = 60) {
        self.files = files
        self.request = request
        self.timeLimit = timeLimit
    }
}
