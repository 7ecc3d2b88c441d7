/// Whether this build serves previews over the Model Context Protocol
/// (`animate mcp`): true with the package trait `MCP`, which brings the
/// SDK (``PreviewMCPServer``).
public let isMCPServingAvailable: Bool = {
    #if MCP
    true
    #else
    false
    #endif
}()
