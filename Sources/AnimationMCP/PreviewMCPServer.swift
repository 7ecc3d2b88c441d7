#if MCP
import AnimationPreview
import AnimationPreviewTools
import AnimationRender
import Foundation
import MCP

/// The Model Context Protocol server of `animate mcp`: the six
/// ``PreviewTools`` over a ``PreviewToolbox`` (a warm workspace), for
/// coding agents (`animate tool` answers the same calls from the command
/// line).
///
/// - `list_previews(path, filter?)`: the project's previews, as the
///   manifest of `previews.json` (status `listed`, or why one did not build).
/// - `render_preview(path, name, at?, size?, events?)`: the picture (PNG
///   with the Cairo trait, else SVG), the preview's entry and the start of
///   its display list.
/// - `record_preview(path, name, duration?, fps?, format?, frames?, times?, size?, events?)`:
///   a player page, a GIF or a contact sheet (the picture inline), the
///   entry and the attribute traces.
/// - `inspect(path, name, at?, size?, events?)`: the whole display list.
/// - `describe(path, name, at?, size?, events?)`: the views drawn, as JSON.
/// - `interact(path, name, action, label? | id?, text?, offset?, at?, size?, events?)`:
///   the picture and the views after a tap, long press, drag, typing or
///   submit on a view.
///
/// A request the tools cannot answer (no such preview, a bad size) is a
/// tool result with `isError`; a request that is not JSON-RPC, or names no
/// tool, is a JSON-RPC error; the server goes on either way.
public struct PreviewMCPServer: Sendable {
    /// The toolbox the tools call.
    public let toolbox: PreviewToolbox

    /// Creates a server.
    ///
    /// - Parameter toolbox: The toolbox the tools call.
    public init(toolbox: PreviewToolbox) {
        self.toolbox = toolbox
    }

    /// Starts serving on a transport (standard input and output for
    /// `animate mcp`, in memory in tests); returns once started.
    ///
    /// - Parameter transport: The transport.
    /// - Returns: The SDK's server, to wait on or stop.
    public func start(on transport: any Transport) async throws -> Server {
        let server = Server(
            name: "swift-animation", version: "1",
            instructions:
                "SwiftUI previews of a package or folder, rendered headless on Linux: list them, render one at a time, record its animation (as a page, a GIF or a contact sheet), inspect its display list, describe its views and interact with them by label or id.",
            capabilities: Server.Capabilities(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: PreviewMCPTools.all) }
        let toolbox = self.toolbox
        await server.withMethodHandler(CallTool.self) { call in
            guard PreviewMCPTools.all.contains(where: { $0.name == call.name }) else {
                throw MCPError.invalidParams("no tool named '\(call.name)'; the tools are \(PreviewMCPTools.all.map(\.name).joined(separator: ", "))")
            }
            return await PreviewMCPTools.call(call.name, arguments: call.arguments ?? [:], toolbox: toolbox)
        }
        try await server.start(transport: transport)
        return server
    }
}
#endif
