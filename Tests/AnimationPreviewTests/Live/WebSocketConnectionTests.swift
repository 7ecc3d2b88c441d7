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
        // The server's event handler runs once a page's messages are read,
        // which is after the server has sent that page the last frame.
        let (events, heard) = AsyncStream.makeStream(of: Void.self)
        let server = LivePageServer(page: "<html></html>", port: 0) { _ in heard.yield() }
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
        // The next page's event loop stalls once its request is sent, so that
        // the response and the frame after it arrive in one read. Once the
        // server has heard from the page (so it has sent the page the
        // frame), a second frame follows: what the page reads first if the
        // bytes after the response were dropped.
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        var heardFromPage = events.makeAsyncIterator()
        let read = try await WebSocketConnection.connect(port: port, path: "/ws", group: group, stall: .milliseconds(300)) { connection in
            var connection = connection
            try await connection.send("tap 1,1")
            await heardFromPage.next()
            server.send("second frame", isError: false)
            return try await connection.nextText()
        }
        try await group.shutdownGracefully()
        #expect(read == "first frame")
    }
}
#endif
