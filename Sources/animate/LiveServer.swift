#if Live
import AnimationLive
import AnimationPreview
import AnimationPreviewTools
import AnimationRender
import Foundation

/// `animate preview --live` (the `Live` trait): serves a page on
/// `127.0.0.1` that shows the view running on the wall clock, frame by
/// frame over a WebSocket, and sends clicks back as taps. When a file
/// changes, the files are compiled again and the view restarts; a compile
/// error or a crash is shown on the page until the next good build.
final class LiveServer: @unchecked Sendable {
    let files: [String]
    let session: PreviewSession
    let options: PreviewOptions
    let port: Int
    /// The lines for the pages (a ``LiveFrame`` each, and whether it is an
    /// error), in order.
    private let lines: AsyncStream<(String, Bool)>
    private let sink: AsyncStream<(String, Bool)>.Continuation
    private let current = Current()

    init(files: [String], session: PreviewSession, options: PreviewOptions, port: Int) {
        self.files = files
        self.session = session
        self.options = options
        self.port = port
        (lines, sink) = AsyncStream.makeStream(of: (String, Bool).self)
    }

    /// The running preview, replaced after each good build.
    final class Current: @unchecked Sendable {
        private let lock = NSLock()
        private var preview: LivePreview?
        var value: LivePreview? {
            get { lock.withLock { preview } }
            set { lock.withLock { preview = newValue } }
        }
    }

    /// Tells of a problem on stderr and on the pages (until the next frame).
    private func show(_ problem: String) {
        FileHandle.standardError.write(Data("animate: \(problem)\n".utf8))
        sink.yield((LiveFrame(error: problem).line, true))
    }

    /// Builds and starts the preview; `nil` and a message when it fails.
    /// At the first start, no choice of preview ends the command (exit 2),
    /// as without `--live`; later it is shown on the page.
    private func start(first: Bool = false) throws -> (LivePreview, PreviewResult)? {
        let (program, failure, _) = try session.buildProgram(options)
        guard let program else {
            FileHandle.standardError.write(Data(((failure ?? "") + "\nanimate: the files do not compile\n").utf8))
            sink.yield((LiveFrame(error: failure ?? "the files do not compile").line, true))
            return nil
        }
        defer { PreviewSession.removeProgram(program) }
        var request = options.request
        request.sources = session.sources(of: files)
        let preview = LivePreview(program: program, request: request, timeLimit: options.timeLimit)
        let sink = self.sink
        let outcome = try preview.start(
            frame: { line in sink.yield((line, false)) },
            ended: { [self] message in
                if let message { show(PreviewReport.problem(.crashed(message)) ?? message) }
            })
        switch outcome {
        case .running(let result):
            return (preview, result)
        case .notChosen(let result):
            if first {
                PreviewReport.report(.notChosen(result), timings: PreviewSession.Timings())
                Foundation.exit(2)
            }
            show(PreviewReport.problem(.notChosen(result)) ?? "no preview chosen")
        case .crashed(let message):
            show(PreviewReport.problem(.crashed(message)) ?? message)
        case .timedOut(let seconds):
            show("the view did not show its first frame within \(PreviewReport.number(seconds)) s and was stopped")
        }
        return nil
    }

    func run() throws -> Never {
        Shutdown.onTerminationSignals()
        let current = self.current
        // The first start: problems end the command, as without --live.
        guard let (preview, result) = try start(first: true) else { Foundation.exit(1) }
        current.value = preview
        let title = result.shown?.name ?? "Live preview"
        let summary = result.shown.map { "\($0.file):\($0.line), running live in animate preview." } ?? ""
        let page = LivePage(title: title, summary: summary).html

        let server = LivePageServer(page: page, port: port) { event in current.value?.send(event) }
        // Lines to the pages, in order.
        let lines = self.lines
        Task {
            for await (line, isError) in lines { server.send(line, isError: isError) }
        }
        // A change of the files: compile again, restart the view.
        let files = self.files
        Thread.detachNewThread {
            var seen = Watcher.fingerprint(of: files)
            while true {
                seen = Watcher.waitForChange(of: files, from: seen)
                FileHandle.standardError.write(Data("animate: \(files.joined(separator: ", ")) changed: compiling again\n".utf8))
                guard let started = try? self.start() else { continue }
                current.value?.stop()
                current.value = started.0
            }
        }
        let finished = DispatchSemaphore(value: 0)
        let size = result.size
        Task {
            do {
                try await server.run { bound in
                    print(
                        "live at http://127.0.0.1:\(bound)/ : \(title) at \(PreviewReport.number(Double(size?.width ?? 0))) × "
                            + "\(PreviewReport.number(Double(size?.height ?? 0))); click the view to tap it (Ctrl-C to stop)")
                    fflush(nil)
                }
            } catch {
                FileHandle.standardError.write(Data("animate: the live server stopped: \(error)\n".utf8))
            }
            finished.signal()
        }
        finished.wait()
        current.value?.stop()
        Foundation.exit(0)
    }
}
#endif
