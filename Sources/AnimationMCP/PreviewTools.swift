import AnimationPreview
import AnimationPreviewTools
import AnimationRender
import Foundation

/// The preview tools, without a protocol: `list_previews`,
/// `render_preview`, `record_preview`, `inspect`, `describe` and
/// `interact`, each call read (its arguments checked first), run by a
/// ``PreviewToolbox`` and answered. ``PreviewMCPServer`` serves them over
/// MCP and `animate tool` from the command line, with the same answers.
public enum PreviewTools {
    /// The tools' names, in the order the server lists them.
    public static let names = ["list_previews", "render_preview", "record_preview", "inspect", "describe", "interact"]
    /// The longest display list a render's answer shows, in lines (the
    /// rest is counted; `inspect` gives it all).
    static let displayListLines = 40
    /// The largest GIF sent inline, in bytes; a larger one is named by path.
    static let inlineGIFLimit = 4_000_000

    /// Answers a call. A bad call (an unknown tool, a bad argument, a
    /// preview no project has) is an answer with `isError` and the
    /// reason, and its ``PreviewToolAnswer/failure`` says what kind.
    ///
    /// - Parameters:
    ///   - tool: One of ``names``.
    ///   - arguments: Its arguments, as its schema names them.
    ///   - toolbox: The toolbox that builds and records.
    /// - Returns: The answer.
    public static func answer(tool: String, arguments: [String: PreviewToolValue], toolbox: PreviewToolbox) async -> PreviewToolAnswer {
        do {
            return try await answer(try PreviewToolCall(tool: tool, arguments: PreviewToolArguments(arguments)), toolbox: toolbox)
        } catch let error as PreviewToolbox.ToolError {
            return PreviewToolAnswer(content: [.text(error.description)], isError: true, failure: error.kind)
        } catch {
            return PreviewToolAnswer(content: [.text("\(error)")], isError: true, failure: .usage)
        }
    }

    /// Answers a call that was read.
    static func answer(_ call: PreviewToolCall, toolbox: PreviewToolbox) async throws -> PreviewToolAnswer {
        let (path, name, request) = (call.path, call.preview, call.request)
        switch call.action {
        case .list(let filter):
            let manifest = try await toolbox.list(path: path, filter: filter)
            return PreviewToolAnswer(content: [.text(String(decoding: try manifest.json(), as: UTF8.self))], isError: false)
        case .record(let format):
            let rendered = try await toolbox.render(path: path, name: name, format: format, request: request, at: nil)
            var content: [PreviewToolAnswer.Part] = [.text(try summary(rendered)), .text("traces:\n" + (rendered.trace ?? ""))]
            if format == .gif, let file = rendered.preview.outputs.file,
                let data = FileContents.data(atPath: rendered.folder + "/" + file), data.count <= inlineGIFLimit
            {
                content.insert(.image(data: data.base64EncodedString(), mimeType: "image/gif"), at: 0)
            }
            if format == .sheet { content.insert(contentsOf: picture(of: rendered), at: 0) }
            return PreviewToolAnswer(content: content, isError: rendered.preview.status != .rendered)
        case .inspect(let at):
            let rendered = try await toolbox.render(path: path, name: name, format: .svg, request: request, at: at)
            return PreviewToolAnswer(
                content: [.text(rendered.displayList ?? rendered.preview.errors.joined(separator: "\n"))],
                isError: rendered.preview.status != .rendered)
        case .describe(let at):
            let rendered = try await toolbox.render(path: path, name: name, format: .svg, request: request, at: at)
            var content: [PreviewToolAnswer.Part] = [.text(rendered.views ?? rendered.preview.errors.joined(separator: "\n"))]
            if !rendered.preview.warnings.isEmpty { content.append(.text("warnings:\n" + rendered.preview.warnings.joined(separator: "\n"))) }
            return PreviewToolAnswer(content: content, isError: rendered.preview.status != .rendered)
        case .interact:
            let rendered = try await toolbox.render(path: path, name: name, format: stillFormat, request: request, at: nil)
            let content = picture(of: rendered) + [.text("views:\n" + (rendered.views ?? "[]")), .text(try summary(rendered))]
            return PreviewToolAnswer(content: content, isError: rendered.preview.status != .rendered)
        case .render(let at):
            let rendered = try await toolbox.render(path: path, name: name, format: stillFormat, request: request, at: at)
            var text = try summary(rendered)
            if let list = rendered.displayList {
                let lines = list.split(separator: "\n", omittingEmptySubsequences: false)
                text += "\n\ndisplay list:\n" + lines.prefix(displayListLines).joined(separator: "\n")
                if lines.count > displayListLines { text += "\n… \(lines.count - displayListLines) more lines (inspect gives them all)" }
            }
            return PreviewToolAnswer(content: picture(of: rendered) + [.text(text)], isError: rendered.preview.status != .rendered)
        }
    }

    /// The format of a still picture: PNG with Cairo, else SVG.
    static var stillFormat: RecordingFormat { RecordingFormat.png.isAvailable ? .png : .svg }

    /// The picture a render wrote: a PNG image, or SVG as text.
    static func picture(of rendered: PreviewToolbox.Rendered) -> [PreviewToolAnswer.Part] {
        guard let file = rendered.preview.outputs.file, let data = FileContents.data(atPath: rendered.folder + "/" + file) else { return [] }
        return [
            file.hasSuffix(".png") ? .image(data: data.base64EncodedString(), mimeType: "image/png") : .text(String(decoding: data, as: UTF8.self))
        ]
    }

    /// The entry of a rendered preview as JSON, its outputs as absolute paths.
    static func summary(_ rendered: PreviewToolbox.Rendered) throws -> String {
        var preview = rendered.preview
        preview.outputs.file = preview.outputs.file.map { rendered.folder + "/" + $0 }
        preview.outputs.poster = preview.outputs.poster.map { rendered.folder + "/" + $0 }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(preview), as: UTF8.self)
    }
}
