import AnimationPreview
import Foundation

extension PreviewManifest {
    /// The manifest of one preview (`animate preview --json`): the preview
    /// shown, or the reason none was, in the schema of `previews.json`.
    ///
    /// - Parameters:
    ///   - outcome: How the preview went.
    ///   - path: The files given, as one string.
    ///   - format: The output format.
    ///   - timings: How long it took.
    public init(outcome: PreviewOutcome, path: String, format: String, timings: PreviewSession.Timings) {
        self.init(path: path, format: format, timings: Timings(build: timings.build, render: timings.run))
        switch outcome {
        case .written(let result):
            guard let shown = result.shown else { return }
            let folder = FileManager.default.currentDirectoryPath
            previews = [Preview(result: result, entry: shown, module: nil, relativeTo: folder)]
            total = 1
            identify()
            hashOutputs(in: folder)
        case .compileFailed(let report):
            errors = [report]
        case .crashed(let message):
            errors = ["the view crashed: \(message)"]
        case .timedOut(let seconds):
            errors = ["the view did not finish recording within \(seconds) s of wall time and was stopped"]
        case .notChosen(let result):
            errors = [result.message ?? "no preview was chosen"]
            warnings = result.entries.map { "a preview: \($0)" }
        case .failed(let message):
            errors = [message]
        }
    }
}
