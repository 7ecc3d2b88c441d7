#if Live
import AnimationRender
import Foundation
import Hummingbird

/// An inspector's server on `127.0.0.1` (the `Live` trait): `/` is the
/// player page of the view as last recorded, and a `POST` of an
/// ``/AnimationRender/HTMLPlayer/Inspection`` (its freezes and solo, as
/// JSON) to `/record` records the view again with them; the page then
/// reloads. `animate preview --inspect` serves one. Requests are handled
/// one at a time; a recording that fails answers 500 with its message, and
/// the last good page stays.
public final class InspectorServer: Sendable {
    /// Records the view with the given freezes and solo: the player page,
    /// or a message for a person.
    public typealias Recorder = @Sendable (_ freezes: [AnimationFreeze], _ solo: String?) -> Result<String, InspectorError>

    /// Why a recording failed, for a person.
    public struct InspectorError: Error, CustomStringConvertible, Sendable {
        /// What went wrong.
        public var description: String

        /// Creates an error.
        ///
        /// - Parameter description: What went wrong.
        public init(_ description: String) {
            self.description = description
        }
    }

    private let port: Int
    private let state: State

    /// Creates a server; nothing listens until ``run(onRunning:)``.
    ///
    /// - Parameters:
    ///   - page: The page of the first recording (no freezes).
    ///   - port: The port; 0 for any free one.
    ///   - recorder: Records the view again.
    public init(page: String, port: Int, recorder: @escaping Recorder) {
        self.port = port
        state = State(page: page, recorder: recorder)
    }

    /// The page shown, and the recorder, one request at a time.
    private actor State {
        var page: String
        let recorder: Recorder

        init(page: String, recorder: @escaping Recorder) {
            self.page = page
            self.recorder = recorder
        }

        func record(_ body: Data) async -> (ok: Bool, message: String) {
            guard let next = try? JSONDecoder().decode(HTMLPlayer.InspectionRequest.self, from: body) else {
                return (false, "the request is not {\"freezes\": [{\"attribute\": …, \"time\": …}], \"solo\": …}")
            }
            guard next.freezes.allSatisfy({ $0.time.isFinite && $0.time >= 0 && !$0.attribute.isEmpty }) else {
                return (false, "a freeze needs an attribute and a time of 0 s or more")
            }
            let recorder = self.recorder
            // Off the server's threads: recording runs a program.
            let result = await Task.detached { recorder(next.freezes, next.solo) }.value
            switch result {
            case .success(let page):
                self.page = page
                return (true, "ok")
            case .failure(let error):
                return (false, error.description)
            }
        }
    }

    /// What a `POST /record` answers: whether it recorded, and "ok" or
    /// why not. The server's own handling, without the network.
    ///
    /// - Parameter body: The request's body.
    package func respond(toRecord body: Data) async -> (ok: Bool, message: String) {
        await state.record(body)
    }

    /// The page `/` serves now.
    package var page: String {
        get async { await state.page }
    }

    /// Serves until the task is cancelled or the server fails.
    ///
    /// - Parameter onRunning: Called once the server listens, with its port.
    /// - Throws: The server's errors (a port in use).
    public func run(onRunning: @escaping @Sendable (Int) -> Void) async throws {
        let state = self.state
        let router = Router()
        router.get("/") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: await state.page)))
        }
        router.post("/record") { [self] request, _ in
            let body = try await request.body.collect(upTo: 1 << 16)
            let (ok, message) = await respond(toRecord: Data(buffer: body))
            return Response(
                status: ok ? .ok : .badRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: message)))
        }
        let port = self.port
        let app = Application(
            router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)),
            onServerRunning: { channel in onRunning(channel.localAddress?.port ?? port) })
        try await app.runService()
    }
}
#endif
