#if Live
import AnimationLive
import AnimationPreview
import AnimationPreviewTools
import AnimationRender
import Foundation

/// `animate preview --inspect` (the `Live` trait): serves the player page
/// on `127.0.0.1` with an inspector (``InspectorServer``): freezing an
/// animation at the playhead or soloing one records the view again with
/// `--freeze`/`--solo` (the program is not rebuilt: the files are as they
/// were) and the page reloads at its frame.
final class PreviewInspector: @unchecked Sendable {
    let session: PreviewSession
    let options: PreviewOptions
    let port: Int
    /// The page the program writes, in a folder of its own.
    let page: URL

    init(session: PreviewSession, options: PreviewOptions, port: Int) {
        self.session = session
        self.options = options
        self.port = port
        page = FileManager.default.temporaryDirectory.appendingPathComponent("animate-inspect-\(UUID().uuidString)/page.html")
    }

    /// Records the view with the freezes and solo; the page or why not.
    func record(freezes: [AnimationFreeze], solo: String?) -> Result<String, InspectorServer.InspectorError> {
        var options = self.options
        options.request.format = .html
        options.request.output = page.path
        options.request.inspect = true
        options.request.freezes = freezes.isEmpty ? nil : freezes
        options.request.solo = solo
        do {
            try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
            let (outcome, _) = try session.run(options)
            guard case .written = outcome else {
                if case .compileFailed(let report) = outcome { return .failure(.init(report)) }
                return .failure(.init(PreviewReport.problem(outcome) ?? "the view could not be recorded"))
            }
            return .success(try String(contentsOf: page, encoding: .utf8))
        } catch {
            return .failure(.init("\(error)"))
        }
    }

    func run() throws -> Never {
        Shutdown.onTerminationSignals()
        let first: String
        switch record(freezes: options.request.freezes ?? [], solo: options.request.solo) {
        case .success(let page): first = page
        case .failure(let error):
            FileHandle.standardError.write(Data("\(error)\nanimate: the view could not be recorded\n".utf8))
            Foundation.exit(1)
        }
        let server = InspectorServer(page: first, port: port) { [self] freezes, solo in record(freezes: freezes, solo: solo) }
        let finished = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run { bound in
                    print("inspector at http://127.0.0.1:\(bound)/ : freeze or solo an animation in its row (Ctrl-C to stop)")
                    fflush(nil)
                }
            } catch {
                FileHandle.standardError.write(Data("animate: the inspector stopped: \(error)\n".utf8))
            }
            finished.signal()
        }
        finished.wait()
        try? FileManager.default.removeItem(at: page.deletingLastPathComponent())
        Foundation.exit(0)
    }
}
#endif
