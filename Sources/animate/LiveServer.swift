#if Live
import AnimationPreview
import AnimationRender
import Foundation
import Hummingbird
import HummingbirdWebSocket

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

    /// Every connected page, and the last frame and error, which a page
    /// that connects gets at once.
    actor Hub {
        private var pages: [UUID: WebSocketOutboundWriter] = [:]
        private var frame: String?
        private var error: String?

        func add(_ id: UUID, _ page: WebSocketOutboundWriter) async {
            pages[id] = page
            for line in [frame, error].compactMap({ $0 }) { try? await page.write(.text(line)) }
        }

        func remove(_ id: UUID) { pages[id] = nil }

        /// Sends a ``LiveFrame`` line to every page: a frame clears the
        /// error shown, an error stays until the next frame.
        func send(_ line: String, isError: Bool) async {
            if isError { error = line } else { frame = line; error = nil }
            for page in pages.values { try? await page.write(.text(line)) }
        }
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
        defer { try? FileManager.default.removeItem(at: program) }
        let preview = LivePreview(program: program, request: options.request, timeLimit: options.timeLimit)
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
        let hub = Hub()
        let current = self.current
        // The first start: problems end the command, as without --live.
        guard let (preview, result) = try start(first: true) else { Foundation.exit(1) }
        current.value = preview
        let title = result.shown?.name ?? "Live preview"
        let summary = result.shown.map { "\($0.file):\($0.line), running live in animate preview." } ?? ""
        let page = LivePage(title: title, summary: summary).html

        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
        }
        router.ws("/ws") { inbound, outbound, _ in
            let id = UUID()
            await hub.add(id, outbound)
            for try await message in inbound.messages(maxSize: 1 << 12) {
                guard case .text(let text) = message else { continue }
                if let event = try? PreviewEvent(parsing: text) { current.value?.send(event) }
            }
            await hub.remove(id)
        }
        let app = Application(
            router: router,
            // Frames of large views are large: up to 4 MB a message.
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: 1 << 22))),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? self.port
                print("live at http://127.0.0.1:\(bound)/ : \(title) at \(PreviewReport.number(Double(result.size?.width ?? 0))) × "
                      + "\(PreviewReport.number(Double(result.size?.height ?? 0))); click the view to tap it (Ctrl-C to stop)")
                fflush(nil)
            })

        // Lines to the pages, in order.
        let lines = self.lines
        Task {
            for await (line, isError) in lines { await hub.send(line, isError: isError) }
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
        Task {
            do {
                try await app.runService()
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
