import AnimationPreview

/// How a preview ended.
public enum PreviewOutcome: Sendable {
    /// The output was written.
    case written(PreviewResult)
    /// The user's files do not compile: the diagnostics, at the user's
    /// `FILE:LINE:COLUMN`, with the source line and a caret.
    case compileFailed(String)
    /// The user's code stopped the program: the runtime's message.
    case crashed(String)
    /// The view took longer than the time limit (seconds) to record.
    case timedOut(Double)
    /// No preview was chosen: several and no choice, or none by the name
    /// given (``/AnimationPreview/PreviewResult/status`` says which).
    case notChosen(PreviewResult)
    /// The output could not be written.
    case failed(String)

    /// The exit status of `animate preview`: 0 when written, 2 when no
    /// preview was chosen, 1 otherwise.
    public var exitStatus: Int32 {
        switch self {
        case .written: 0
        case .notChosen: 2
        case .compileFailed, .crashed, .timedOut, .failed: 1
        }
    }
}
