#if Live
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// A WebSocket connection for the tests that play a live page or drive
/// Chromium's DevTools: swift-nio's client upgrade and frames, text
/// messages only, on 127.0.0.1 (so no TLS library is built for the tests).
struct WebSocketConnection {
    private var frames: NIOAsyncChannelInboundStream<WebSocketFrame>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>

    /// The reasons a connection is not made.
    enum Failure: Error {
        /// The server answered the upgrade request with something else.
        case notUpgraded
    }

    /// Connects to `ws://host:port` + `path`, runs `body` with the
    /// connection and closes it.
    ///
    /// A frame the server sends at once may arrive in the same read as its
    /// upgrade response: the bytes after the response go on to the frame
    /// decoder (NIO's default drops them, and a page then waited for a
    /// frame that had come; stop 94's CI).
    ///
    /// - Parameters:
    ///   - group: The client's event loops.
    ///   - stall: How long the client's event loop blocks once the request
    ///     is sent, so that the response and what follows it arrive
    ///     together (the tests of that case); nil for none.
    static func connect<Result: Sendable>(
        host: String = "127.0.0.1", port: Int, path: String,
        group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton, stall: TimeAmount? = nil,
        _ body: (WebSocketConnection) async throws -> Result
    ) async throws -> Result {
        let upgraded: EventLoopFuture<NIOAsyncChannel<WebSocketFrame, WebSocketFrame>?> = try await ClientBootstrap(
            group: group
        )
        .connect(host: host, port: port) { channel in
            channel.eventLoop.makeCompletedFuture {
                if let stall { try channel.pipeline.syncOperations.addHandler(StallOnceActive(stall: stall)) }
                let upgrader = NIOTypedWebSocketClientUpgrader<NIOAsyncChannel<WebSocketFrame, WebSocketFrame>?>(
                    maxFrameSize: 1 << 24
                ) { channel, _ in
                    channel.eventLoop.makeCompletedFuture {
                        try NIOAsyncChannel<WebSocketFrame, WebSocketFrame>(wrappingChannelSynchronously: channel)
                    }
                }
                var headers = HTTPHeaders()
                headers.add(name: "Host", value: "\(host):\(port)")
                headers.add(name: "Content-Length", value: "0")
                let request = HTTPRequestHead(version: .http1_1, method: .GET, uri: path, headers: headers)
                let configuration = NIOTypedHTTPClientUpgradeConfiguration(
                    upgradeRequestHead: request, upgraders: [upgrader],
                    notUpgradingCompletionHandler: { channel in channel.eventLoop.makeCompletedFuture { nil } }
                )
                var pipeline = NIOUpgradableHTTPClientPipelineConfiguration(upgradeConfiguration: configuration)
                pipeline.leftOverBytesStrategy = .forwardBytes
                return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(configuration: pipeline)
            }
        }
        guard let channel = try await upgraded.get() else { throw Failure.notUpgraded }
        return try await channel.executeThenClose { inbound, outbound in
            try await body(WebSocketConnection(frames: inbound.makeAsyncIterator(), outbound: outbound))
        }
    }

    /// Blocks its event loop once, right after the channel becomes active
    /// (when the upgrade request has been written).
    private final class StallOnceActive: ChannelInboundHandler, Sendable {
        typealias InboundIn = NIOAny
        let stall: TimeAmount

        init(stall: TimeAmount) { self.stall = stall }

        func channelActive(context: ChannelHandlerContext) {
            context.fireChannelActive()
            let stall = self.stall
            context.eventLoop.execute { usleep(UInt32(stall.nanoseconds / 1000)) }
        }
    }

    /// Sends a text message (masked, as a client's frames are).
    func send(_ text: String) async throws {
        try await outbound.write(WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: ByteBuffer(string: text)))
    }

    /// The next text message, its fragments joined (pings are answered,
    /// binary messages skipped); nil once the server closes.
    mutating func nextText() async throws -> String? {
        var message = ByteBuffer()
        var isText = false
        while let frame = try await frames.next() {
            var data = frame.unmaskedData
            switch frame.opcode {
            case .ping:
                try await outbound.write(WebSocketFrame(fin: true, opcode: .pong, maskKey: .random(), data: data))
                continue
            case .connectionClose:
                return nil
            case .text:
                isText = true
                message.clear()
            case .binary:
                isText = false
            case .continuation:
                break
            default:
                continue
            }
            guard isText else { continue }
            message.writeBuffer(&data)
            if frame.fin { return String(buffer: message) }
        }
        return nil
    }
}
#endif
