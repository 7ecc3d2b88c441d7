#if Live
import AnimationPreview
import AnimationRender
import Foundation
import Hummingbird
import HummingbirdWebSocket

/// A page of a view running live, served on `127.0.0.1` (the `Live`
/// trait): `/` is the page (``/AnimationRender/LivePage``), `/ws` a
/// WebSocket that sends each page the ``/AnimationPreview/LiveFrame``
/// lines given to ``send(_:isError:)`` and passes the events pages send
/// (clicks, as taps) to its event handler. `animate preview --live` and
/// apps that `swift run` serves live both use it.
public final class LivePageServer: LivePageServing {
    private let page: String
    private let port: Int
    private let onEvent: @Sendable (PreviewEvent) -> Void
    private let lines: AsyncStream<(String, Bool)>
    private let sink: AsyncStream<(String, Bool)>.Continuation

    /// Creates a server; nothing listens until ``run(onRunning:)``.
    ///
    /// - Parameters:
    ///   - page: The page's HTML.
    ///   - port: The port; 0 for any free one.
    ///   - onEvent: Called with each event a page sends, on a thread of
    ///     the server's.
    public init(page: String, port: Int, onEvent: @escaping @Sendable (PreviewEvent) -> Void) {
        self.page = page
        self.port = port
        self.onEvent = onEvent
        (lines, sink) = AsyncStream.makeStream(of: (String, Bool).self)
    }

    /// Sends a ``/AnimationPreview/LiveFrame`` line to every page, in order:
    /// a frame clears the error shown; an error stays until the next frame.
    /// A page that connects later gets the last frame and error at once.
    ///
    /// - Parameters:
    ///   - line: The line.
    ///   - isError: Whether it is an error.
    public func send(_ line: String, isError: Bool) {
        sink.yield((line, isError))
    }

    /// Every connected page, and the last frame and error.
    private actor Hub {
        private var pages: [UUID: WebSocketOutboundWriter] = [:]
        private var frame: String?
        private var error: String?

        func add(_ id: UUID, _ page: WebSocketOutboundWriter) async {
            pages[id] = page
            for line in [frame, error].compactMap({ $0 }) { try? await page.write(.text(line)) }
        }

        func remove(_ id: UUID) { pages[id] = nil }

        func send(_ line: String, isError: Bool) async {
            if isError { error = line } else { frame = line; error = nil }
            for page in pages.values { try? await page.write(.text(line)) }
        }
    }

    /// Serves until the task is cancelled or the server fails.
    ///
    /// - Parameter onRunning: Called once the server listens, with its port.
    /// - Throws: The server's errors (a port in use).
    public func run(onRunning: @escaping @Sendable (Int) -> Void) async throws {
        let hub = Hub()
        let page = self.page
        let onEvent = self.onEvent
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
        }
        router.ws("/ws") { inbound, outbound, _ in
            let id = UUID()
            await hub.add(id, outbound)
            for try await message in inbound.messages(maxSize: 1 << 12) {
                guard case .text(let text) = message else { continue }
                if let event = try? PreviewEvent(parsing: text) { onEvent(event) }
            }
            await hub.remove(id)
        }
        let port = self.port
        let app = Application(
            router: router,
            // Frames of large views are large: up to 4 MB a message.
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: 1 << 22))),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)),
            onServerRunning: { channel in onRunning(channel.localAddress?.port ?? port) })
        let lines = self.lines
        let forwarding = Task {
            for await (line, isError) in lines { await hub.send(line, isError: isError) }
        }
        defer { forwarding.cancel() }
        try await app.runService()
    }
}
/// Registers the live server's maker; called once, by the
/// `AnimationLiveRegistration` C target's constructor, before `main`.
@_cdecl("swift_animation_register_live_server")
func registerLiveServer() {
    LiveServing.register { page, port, onEvent in LivePageServer(page: page, port: port, onEvent: onEvent) }
}
#endif
