#if Live
import AnimationLive
import Foundation
import NIOPosix
import Testing

/// The tests' WebSocket client against the live page server: a frame the
/// server sends right after the upgrade (the last frame, to a page that
/// connects late) is read even when it arrives with the upgrade response.
@Suite("The tests' WebSocket client")
struct WebSocketConnectionTests {
    @Test func aFrameThatArrivesWithTheUpgradeResponseIsRead() async throws {
        let server = LivePageServer(page: "<html></html>", port: 0) { _ in }
        server.send("first frame", isError: false)
        let (ports, found) = AsyncStream.makeStream(of: Int.self)
        let serving = Task.detached {
            do { try await server.run { port in found.yield(port) } } catch {}
            found.finish()
        }
        defer { serving.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next(), "the page server did not start")
        // A first page reads the frame: the server holds it now, and sends
        // it to the next page as soon as that page is upgraded.
        let first = try await WebSocketConnection.connect(port: port, path: "/ws") { connection in
            var connection = connection
            return try await connection.nextText()
        }
        #expect(first == "first frame")
        // The next page's event loop stalls once its request is sent, so the
        // response and the frame after it arrive in one read. A second frame
        // sent once it is upgraded is what it would read first if the bytes
        // after the response were dropped.
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let read = try await WebSocketConnection.connect(port: port, path: "/ws", group: group, stall: .milliseconds(300)) { connection in
            var connection = connection
            server.send("second frame", isError: false)
            return try await connection.nextText()
        }
        try await group.shutdownGracefully()
        #expect(read == "first frame")
    }
}
#endif
