import AnimationMCP
import AnimationPreviewTools
import ArgumentParser
import Foundation

/// `animate mcp`: a Model Context Protocol server on standard input and
/// output, for coding agents (needs the MCP trait).
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve previews to coding agents over the Model Context Protocol (standard input and output).",
        discussion: """
            Tools: list_previews(path, filter), render_preview(path, name, at, size, events), \
            record_preview(path, name, duration, fps, format, frames, times, size, events), inspect(path, name, at, size, events), \
            describe(path, name, at, size, events) and interact(path, name, action, label, id, text, offset, at, size, events). \
            A project stays built between calls until one of its Swift files changes. Messages go to standard error. \
            animate tool NAME JSON answers one call the same way from the command line, without the trait. \
            Needs the MCP trait: swift build --traits MCP (add Cairo for PNG pictures).
            """)

    @Option(name: .shortAndLong, help: "The folder the tools write into; a new temporary folder by default.") var output: String?
    @Option(help: "Seconds of wall time one preview may take before it is stopped.") var timeout: Double = 60
    @Option(help: "The swift-animation package to compile against; the one animate was built from by default.")
    var packagePath: String?

    func run() throws {
        Shutdown.onTerminationSignals()
        guard timeout.isFinite, timeout > 0 else { throw AnimateError("--timeout must be a positive number of seconds, not \(timeout)") }
        #if MCP
        let folder = URL(fileURLWithPath: output ?? FileManager.default.temporaryDirectory.appendingPathComponent("animate-mcp-\(getpid())").path)
        try Output.makeDirectory(folder.path)
        var session = PreviewSession(
            workspace: try PreviewCommand.workspace(packagePath: packagePath),
            log: { message in FileHandle.standardError.write(Data("animate mcp: \(message)\n".utf8)) },
            diagnosticsOutput: { text in FileHandle.standardError.write(Data((text + "\n").utf8)) })
        // Standard output is the protocol's.
        session.programOutputToStandardError = true
        let toolbox = PreviewToolbox(session: session, folder: folder, timeLimit: timeout)
        let failure: String? = try waitFor {
            var failure: String?
            do {
                let server = try await PreviewMCPServer(toolbox: toolbox).start(on: StandardStreams.transport())
                FileHandle.standardError.write(Data("animate mcp: serving on standard input and output; files in \(folder.path)\n".utf8))
                await server.waitUntilCompleted()
            } catch {
                failure = "\(error)"
            }
            await toolbox.close()
            return failure
        }
        if let message = failure { throw AnimateError("the MCP server stopped: \(message)") }
        #else
        throw AnimateError("animate mcp needs the MCP trait: swift build --traits MCP (or --traits MCP,Cairo for PNG pictures)")
        #endif
    }
}

#if MCP
import MCP

/// The transport on this process's standard input and output.
enum StandardStreams {
    static func transport() -> StdioTransport { StdioTransport() }
}
#endif
