import AnimationMCP
import AnimationPreview
import AnimationPreviewTools
import AnimationRender
import ArgumentParser
import Foundation

/// `animate describe PATH --view NAME`: the views a preview draws, as JSON,
/// what the MCP server's `describe` tool answers (and, with `--event` on a
/// label or id, what its `interact` does), for agents and CI steps without
/// MCP.
struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Print the views a preview draws (kind, text, identifier, label, frame, opacity, hittable) as JSON.",
        discussion: """
            The JSON is what the MCP server's describe tool answers: an array of the drawn views, back to front. \
            With --event (such as "tap label:Save @0.5"), the views after the events, as its interact tool gives them. \
            Warnings (a view an event names that is not drawn) go to standard error. \
            Exit status: 0 when the views were printed, 1 when the preview does not build, crashed or took too long, \
            2 for bad options or no such preview, 3 when the path has no previews.
            """)

    @Argument(help: "A package's folder, a folder of Swift files, or a Swift file.") var path: String
    @Option(help: "The preview: its name, FILE:LINE, or a part of its name.") var view: String
    @Option(help: "The time, in seconds from the view's appearance; settled (after the events) by default.") var at: Double?
    @Option(help: "The size in points, WxH; the preview's traits or 390x844 by default.") var size: String?
    @Option(
        name: .customLong("event"),
        help: ArgumentHelp("Something to do first, as animate preview --event takes it; repeatable.", valueName: "event"))
    var events: [String] = []
    @Option(help: ArgumentHelp("Write the picture too: a .png (needs the Cairo trait) or .svg file.", valueName: "file")) var image: String?
    @Option(help: "Seconds of wall time the preview may take before it is stopped.") var timeout: Double = 60
    @Option(help: "The swift-animation package to compile against; the one animate was built from by default.")
    var packagePath: String?

    func run() throws {
        if let at, !(at.isFinite && at >= 0) { throw AnimateError("--at must be a number of seconds, 0 or more, not \(at)") }
        guard timeout.isFinite, timeout > 0 else { throw AnimateError("--timeout must be a positive number of seconds, not \(timeout)") }
        var request = PreviewRequest(size: try size.map(PreviewCommand.parseSize))
        request.events = try events.map { text in
            do {
                return try PreviewEvent(parsing: text)
            } catch {
                throw AnimateError("\(error)")
            }
        }
        let format: RecordingFormat = image?.hasSuffix(".png") == true ? .png : .svg
        if let image, !(image.hasSuffix(".png") || image.hasSuffix(".svg")) {
            throw AnimateError("--image must end in .png or .svg, not '\(image)'")
        }
        guard format.isAvailable else {
            throw AnimateError("--image FILE.png needs the Cairo trait: swift run --traits Cairo animate ...; or write .svg")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animate-describe-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = PreviewSession(
            workspace: try PreviewCommand.workspace(packagePath: packagePath),
            log: { message in FileHandle.standardError.write(Data("animate: \(message)\n".utf8)) },
            diagnosticsOutput: { text in FileHandle.standardError.write(Data((text + "\n").utf8)) })
        let toolbox = PreviewToolbox(session: session, folder: folder, timeLimit: timeout)
        let rendered: PreviewToolbox.Rendered
        do {
            rendered = try waitFor { [path, view, at, request] in
                do {
                    let rendered = try await toolbox.render(path: path, name: view, format: format, request: request, at: at)
                    await toolbox.close()
                    return rendered
                } catch {
                    await toolbox.close()
                    throw error
                }
            }
        } catch let error as PreviewToolbox.ToolError {
            FileHandle.standardError.write(Data("animate describe: \(error.description)\n".utf8))
            Foundation.exit(ToolCommand.status(of: error.kind))
        } catch {
            throw AnimateError("\(error)")
        }
        for warning in rendered.preview.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        guard rendered.preview.status == .rendered, let views = rendered.views else {
            let why = rendered.preview.errors.joined(separator: "\n")
            FileHandle.standardError.write(Data("animate describe: \(rendered.preview.name) \(rendered.preview.status.rawValue)\n\(why)\n".utf8))
            Foundation.exit(1)
        }
        if let image, let file = rendered.preview.outputs.file {
            try? FileManager.default.removeItem(atPath: image)
            do {
                try FileManager.default.copyItem(atPath: rendered.folder + "/" + file, toPath: image)
            } catch {
                throw AnimateError("cannot write \(image): \(error.localizedDescription)")
            }
        }
        print(views)
    }
}
