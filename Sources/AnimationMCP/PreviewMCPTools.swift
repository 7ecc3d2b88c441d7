#if MCP
import AnimationPreview
import AnimationPreviewTools
import AnimationRender
import Foundation
import MCP

/// The tools of ``PreviewMCPServer``: their schemas, and each call turned
/// into a toolbox call and its answer.
enum PreviewMCPTools {
    /// The longest display list a render's answer shows, in lines (the
    /// rest is counted; `inspect` gives it all).
    static let displayListLines = 40
    /// The largest GIF sent inline, in bytes; a larger one is named by path.
    static let inlineGIFLimit = 4_000_000

    static let all: [Tool] = [
        Tool(
            name: "list_previews",
            description:
                "List the #Preview blocks and PreviewProviders of a Swift package or folder (built once; later calls are warm until a file changes). Returns the manifest of animate previews: each preview's name, kind, file, line, module, and why one did not build.",
            inputSchema: schema(
                [
                    "path": string("A package's folder, a folder of Swift files, or a Swift file."),
                    "filter": string("Only previews whose name contains this (ignoring case), or at FILE:LINE.")
                ],
                required: ["path"]),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "render_preview",
            description:
                "Render one preview headless: settled (by default) or at a time in seconds, at its traits' size or a given one, after scripted events. Returns the picture (PNG, or SVG without Cairo), the preview's entry (size, frames, whether and when it settles, warnings) and the start of its display list.",
            inputSchema: schema(
                [
                    "path": string("The project."), "name": string("The preview's name, or FILE:LINE."),
                    "at": number("Show the view at this time, in seconds from its appearance."),
                    "size": string("WIDTHxHEIGHT in points, such as 390x844."), "events": events
                ], required: ["path", "name"]),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "record_preview",
            description:
                "Record one preview's animation: until it settles (at most 10 s) or for a duration, as a player page (html), a GIF (gif, with Cairo and ffmpeg) or a contact sheet (sheet: frames at evenly spaced or given times in one picture, each captioned with its time; PNG, or SVG without Cairo). Returns the file's path (the GIF and the sheet inline too), the entry (with its transactions: each one's time and cause, its animations as SwiftUI code, how each joined what ran, when each was logically complete and removed, and its completion handlers) and every animated attribute's trace (time, then one column per attribute).",
            inputSchema: schema(
                [
                    "path": string("The project."), "name": string("The preview's name, or FILE:LINE."),
                    "duration": number("Seconds to record; until it settles by default."), "fps": number("Frames per second (60)."),
                    "format": .object(["type": "string", "enum": ["html", "gif", "sheet"], "description": "html (default), gif or sheet."]),
                    "frames": number("For sheet: how many evenly spaced frames, first to last (8)."),
                    "times": .object([
                        "type": "array", "items": ["type": "number"],
                        "description": "For sheet: the times to show instead, in seconds (each the nearest recorded frame)."
                    ]),
                    "size": string("WIDTHxHEIGHT in points."), "events": events
                ], required: ["path", "name"]),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "inspect",
            description:
                "The display list of one preview at a time (settled by default): every item drawn, with its frame, colour, text and effects, one a line.",
            inputSchema: schema(
                [
                    "path": string("The project."), "name": string("The preview's name, or FILE:LINE."),
                    "at": number("The time, in seconds."), "size": string("WIDTHxHEIGHT in points."), "events": events
                ], required: ["path", "name"]),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "describe",
            description:
                "The views one preview draws at a time (settled by default), back to front, as JSON: each one's kind (text, image, shape, color, view), text, image, accessibility identifier and label, frame in points, opacity, and whether it is visible and takes a tap at its middle.",
            inputSchema: schema(
                [
                    "path": string("The project."), "name": string("The preview's name, or FILE:LINE."),
                    "at": number("The time, in seconds."), "size": string("WIDTHxHEIGHT in points."), "events": events
                ], required: ["path", "name"]),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "interact",
            description:
                "Act on a view of a preview found by its accessibility label (a text's characters by default) or identifier: tap, longpress, drag by an offset, type text (into the view, tapped first), or submit. The preview is played from its start with 'events' (pass earlier interactions there as \"tap label:Save\" to continue), then the action, 0.5 s after them or at 'at'. Returns the settled picture, the views as describe gives them, and the entry (a view not found is a warning that lists what is drawn).",
            inputSchema: schema(
                [
                    "path": string("The project."), "name": string("The preview's name, or FILE:LINE."),
                    "action": .object(["type": "string", "enum": ["tap", "longpress", "drag", "type", "submit"], "description": "What to do."]),
                    "label": string("The view's accessibility label, such as a button's title."),
                    "id": string("The view's accessibility identifier."), "text": string("For type: the text."),
                    "offset": string("For drag: DX,DY in points, such as 0,-200."),
                    "at": number("When to act, in seconds; 0.5 s after the earlier events by default."),
                    "size": string("WIDTHxHEIGHT in points."), "events": events
                ], required: ["path", "name", "action"]),
            annotations: .init(readOnlyHint: true))
    ]

    /// The schema of scripted events.
    static let events: Value = .object([
        "type": "array", "items": ["type": "string"],
        "description":
            "Events, as animate preview --event takes them: \"tap 195,420 @0.5\", \"tap label:Save @0.5\", \"drag id:card 0,-200 0.4s @1\", \"type hello\"."
    ])

    static func schema(_ properties: [String: Value], required: [String]) -> Value {
        .object(["type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) })])
    }

    static func string(_ description: String) -> Value { .object(["type": "string", "description": .string(description)]) }

    static func number(_ description: String) -> Value { .object(["type": "number", "description": .string(description)]) }

    /// Answers a call (the name is one of ``all``'s).
    static func call(_ name: String, arguments: [String: Value], toolbox: PreviewToolbox) async throws -> CallTool.Result {
        let call = try PreviewMCPCall(tool: name, arguments: arguments)
        let (path, previewName, request) = (call.path, call.preview, call.request)
        switch call.action {
        case .list(let filter):
            let manifest = try await toolbox.list(path: path, filter: filter)
            return CallTool.Result(content: [textContent(try text(of: manifest))], isError: false)
        case .record(let format):
            let rendered = try await toolbox.render(path: path, name: previewName, format: format, request: request, at: nil)
            var content: [Tool.Content] = [textContent(try summary(rendered)), textContent("traces:\n" + (rendered.trace ?? ""))]
            if format == .gif, let file = rendered.preview.outputs.file,
                let data = FileContents.data(atPath: rendered.folder + "/" + file), data.count <= inlineGIFLimit
            {
                content.insert(imageContent(data.base64EncodedString(), mimeType: "image/gif"), at: 0)
            }
            if format == .sheet { content.insert(contentsOf: picture(of: rendered), at: 0) }
            return CallTool.Result(content: content, isError: rendered.preview.status != .rendered)
        case .inspect(let at):
            let rendered = try await toolbox.render(path: path, name: previewName, format: .svg, request: request, at: at)
            return CallTool.Result(
                content: [textContent(rendered.displayList ?? rendered.preview.errors.joined(separator: "\n"))],
                isError: rendered.preview.status != .rendered)
        case .describe(let at):
            let rendered = try await toolbox.render(path: path, name: previewName, format: .svg, request: request, at: at)
            var content = [textContent(rendered.views ?? rendered.preview.errors.joined(separator: "\n"))]
            if !rendered.preview.warnings.isEmpty { content.append(textContent("warnings:\n" + rendered.preview.warnings.joined(separator: "\n"))) }
            return CallTool.Result(content: content, isError: rendered.preview.status != .rendered)
        case .interact:
            let rendered = try await toolbox.render(path: path, name: previewName, format: stillFormat, request: request, at: nil)
            let content = picture(of: rendered) + [textContent("views:\n" + (rendered.views ?? "[]")), textContent(try summary(rendered))]
            return CallTool.Result(content: content, isError: rendered.preview.status != .rendered)
        case .render(let at):
            let rendered = try await toolbox.render(path: path, name: previewName, format: stillFormat, request: request, at: at)
            var content = picture(of: rendered)
            var text = try summary(rendered)
            if let list = rendered.displayList {
                let lines = list.split(separator: "\n", omittingEmptySubsequences: false)
                text += "\n\ndisplay list:\n" + lines.prefix(displayListLines).joined(separator: "\n")
                if lines.count > displayListLines { text += "\n… \(lines.count - displayListLines) more lines (inspect gives them all)" }
            }
            content.append(textContent(text))
            return CallTool.Result(content: content, isError: rendered.preview.status != .rendered)
        }
    }

    /// The format of a still picture: PNG with Cairo, else SVG.
    static var stillFormat: RecordingFormat { RecordingFormat.png.isAvailable ? .png : .svg }

    /// The picture a render wrote: a PNG image, or SVG as text.
    static func picture(of rendered: PreviewToolbox.Rendered) -> [Tool.Content] {
        guard let file = rendered.preview.outputs.file, let data = FileContents.data(atPath: rendered.folder + "/" + file) else { return [] }
        return [
            file.hasSuffix(".png")
                ? imageContent(data.base64EncodedString(), mimeType: "image/png") : textContent(String(decoding: data, as: UTF8.self))
        ]
    }

    /// A text content.
    static func textContent(_ text: String) -> Tool.Content {
        .text(text: text, annotations: nil, _meta: nil)
    }

    /// An image content, base64-encoded.
    static func imageContent(_ data: String, mimeType: String) -> Tool.Content {
        .image(data: data, mimeType: mimeType, annotations: nil, _meta: nil)
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

    static func text(of manifest: PreviewManifest) throws -> String {
        String(decoding: try manifest.json(), as: UTF8.self)
    }
}
#endif
