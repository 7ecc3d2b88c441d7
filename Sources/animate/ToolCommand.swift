import AnimationMCP
import AnimationPreviewTools
import ArgumentParser
import Foundation

/// `animate tool NAME [ARGUMENTS]`: one call of one of `animate mcp`'s
/// tools, answered with the JSON the MCP server sends, for agents and CI
/// steps without an MCP client (and without the MCP trait).
struct ToolCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tool",
        abstract: "Call one of animate mcp's tools and print its answer as JSON.",
        discussion: """
            Tools: \(PreviewTools.names.joined(separator: ", ")); their arguments are the MCP tools' (animate mcp --help), \
            given as one JSON object, such as '{"path": ".", "name": "Card", "at": 0.25}', or - to read it from standard input. \
            The answer is the MCP result, {"content": [{"type": "text", "text": ...}, {"type": "image", "data": BASE64, \
            "mimeType": "image/png"}], "isError": false}; --no-images leaves the pictures out (the entry names their files). \
            Exit status: 0 when answered, 1 when the preview does not build, crashed or took too long, \
            2 for bad arguments or no such preview, 3 when the path has no previews.
            """)

    @Argument(help: "The tool: list_previews, render_preview, record_preview, inspect, describe or interact.") var tool: String
    @Argument(help: "Its arguments as a JSON object, or - for standard input.") var arguments: String = "{}"
    @Option(name: .shortAndLong, help: "The folder for the files the answer names; a new temporary folder by default.")
    var output: String?
    @Flag(help: "Leave the pictures out of the answer (their files stay).") var noImages = false
    @Option(help: "Seconds of wall time the preview may take before it is stopped.") var timeout: Double = 60
    @Option(help: "The swift-animation package to compile against; the one animate was built from by default.")
    var packagePath: String?

    /// The exit status of a failed call of a kind: 1 for a project that
    /// does not build, 2 for a bad argument, 3 when nothing was found.
    static func status(of kind: PreviewToolbox.ToolError.Kind) -> Int32 {
        switch kind {
        case .usage: 2
        case .nothingFound: PreviewsCommand.nothingFoundStatus
        case .notBuilt: 1
        }
    }

    func run() throws {
        guard timeout.isFinite, timeout > 0 else { throw AnimateError("--timeout must be a positive number of seconds, not \(timeout)") }
        guard PreviewTools.names.contains(tool) else {
            throw AnimateError("no tool named '\(tool)'; the tools are \(PreviewTools.names.joined(separator: ", "))")
        }
        let text = arguments == "-" ? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) : arguments
        let values: [String: PreviewToolValue]
        do {
            values = try JSONDecoder().decode([String: PreviewToolValue].self, from: Data(text.utf8))
        } catch {
            throw AnimateError("the arguments must be a JSON object, such as '{\"path\": \".\"}'; not '\(text.prefix(80))'")
        }
        let folder = output ?? FileManager.default.temporaryDirectory.appendingPathComponent("animate-tool-\(getpid())").path
        try Output.makeDirectory(folder)
        var session = PreviewSession(
            workspace: try PreviewCommand.workspace(packagePath: packagePath),
            log: { message in FileHandle.standardError.write(Data("animate: \(message)\n".utf8)) },
            diagnosticsOutput: { text in FileHandle.standardError.write(Data((text + "\n").utf8)) })
        // Standard output is the answer's.
        session.programOutputToStandardError = true
        let toolbox = PreviewToolbox(session: session, folder: URL(fileURLWithPath: folder), timeLimit: timeout)
        var answer = try waitFor { [tool] in
            let answer = await PreviewTools.answer(tool: tool, arguments: values, toolbox: toolbox)
            await toolbox.close()
            return answer
        }
        if noImages { answer.content.removeAll { if case .image = $0 { true } else { false } } }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        FileHandle.standardOutput.write(try encoder.encode(answer) + Data("\n".utf8))
        if let failure = answer.failure { Foundation.exit(Self.status(of: failure)) }
        if answer.isError { Foundation.exit(1) }
    }
}
