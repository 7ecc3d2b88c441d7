import AnimationCore
import AnimationPreview
import AnimationRender
import Foundation

/// A call of one of the preview tools (``PreviewTools``: `animate tool`,
/// and ``PreviewMCPServer``'s), read and checked before anything runs:
/// the tool, its project and preview, and the request its
/// arguments make. Every argument the tool does not take is ignored, as a
/// JSON schema without `additionalProperties: false` allows; every
/// argument it takes is checked, and a bad one is a
/// ``PreviewToolbox/ToolError`` that names it.
struct PreviewToolCall: Equatable {
    /// What the call does.
    enum Action: Equatable {
        /// `list_previews`, filtered by a part of a name or `FILE:LINE`.
        case list(filter: String?)
        /// `render_preview`: a picture, at a time or settled.
        case render(at: TimeInterval?)
        /// `record_preview`: a recording, as a page (`html`), a GIF or a
        /// contact sheet (`sheet`, its frames in the request).
        case record(format: RecordingFormat)
        /// `inspect`: the display list, at a time or settled.
        case inspect(at: TimeInterval?)
        /// `describe`: the drawn views as JSON, at a time or settled.
        case describe(at: TimeInterval?)
        /// `interact`: the request's events end with the interaction; the
        /// settled picture and views.
        case interact
    }

    /// What the call does.
    var action: Action
    /// The project: a package's folder, a folder of Swift files, or a file.
    var path: String
    /// The preview's name or `FILE:LINE`; empty for `list_previews`.
    var preview: String
    /// Size, frame rate, duration (only `record_preview` records one) and
    /// events.
    var request: PreviewRequest

    /// Reads a call.
    ///
    /// - Parameters:
    ///   - tool: The tool's name, one of ``PreviewTools/names``.
    ///   - arguments: Its arguments.
    /// - Throws: ``PreviewToolbox/ToolError`` for an unknown tool or a
    ///   missing or bad argument.
    init(tool: String, arguments: PreviewToolArguments) throws {
        guard PreviewTools.names.contains(tool) else {
            throw PreviewToolbox.ToolError("no tool named '\(tool)'; the tools are \(PreviewTools.names.joined(separator: ", "))")
        }
        path = try arguments.string("path")
        if tool == "list_previews" {
            action = .list(filter: try arguments.optionalString("filter"))
            preview = ""
            request = PreviewRequest()
            return
        }
        preview = try arguments.string("name")
        request = PreviewRequest(
            size: try arguments.size(), frameRate: try arguments.seconds("fps") ?? 60, events: try arguments.events())
        guard request.frameRate > 0 else { throw PreviewToolbox.ToolError("'fps' must be positive") }
        switch tool {
        case "record_preview":
            let name = try arguments.optionalString("format") ?? "html"
            guard let format = RecordingFormat(rawValue: name), [.html, .gif, .sheet].contains(format) else {
                throw PreviewToolbox.ToolError("'format' must be html, gif or sheet, not '\(name)'")
            }
            request.duration = try arguments.seconds("duration")
            request.sheet = try arguments.sheetSelection()
            if request.sheet != nil, format != .sheet {
                throw PreviewToolbox.ToolError("'frames' and 'times' choose a contact sheet's frames: they need format sheet")
            }
            action = .record(format: format)
        case "inspect":
            action = .inspect(at: try arguments.seconds("at"))
        case "describe":
            action = .describe(at: try arguments.seconds("at"))
        case "interact":
            request.events += try Self.interaction(arguments, after: request.events)
            action = .interact
        default:
            action = .render(at: try arguments.seconds("at"))
        }
    }

    /// The events of `interact`'s arguments: `action`, and `label` or
    /// `id`, `text`, `offset`; at `at` or after the earlier events.
    static func interaction(_ arguments: PreviewToolArguments, after events: [PreviewEvent]) throws -> [PreviewEvent] {
        let name = try arguments.string("action")
        guard let interaction = PreviewEvent.Interaction(rawValue: name) else {
            let kinds = PreviewEvent.Interaction.allCases.map(\.rawValue).joined(separator: ", ")
            throw PreviewToolbox.ToolError("'action' must be one of \(kinds), not '\(name)'")
        }
        let label = try arguments.optionalString("label"), id = try arguments.optionalString("id")
        if label != nil, id != nil { throw PreviewToolbox.ToolError("give 'label' or 'id', not both") }
        let target: ViewTarget? = label.map { .label($0) } ?? id.map { .id($0) }
        var offset: CGSize?
        if let text = try arguments.optionalString("offset") {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let dx = parts[0], let dy = parts[1], dx.isFinite, dy.isFinite else {
                throw PreviewToolbox.ToolError("'offset' must be DX,DY in points, such as 0,-200; not '\(text)'")
            }
            offset = CGSize(width: dx, height: dy)
        }
        let time = try arguments.seconds("at") ?? PreviewEvent.interactionTime(after: events)
        do {
            return try PreviewEvent.events(for: interaction, on: target, text: try arguments.optionalString("text"), offset: offset, at: time)
        } catch {
            throw PreviewToolbox.ToolError("\(error)")
        }
    }
}
