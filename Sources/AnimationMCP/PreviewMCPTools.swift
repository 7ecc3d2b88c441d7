#if MCP
import AnimationPreview
import AnimationPreviewTools
import AnimationRender
import Foundation
import MCP

/// The tools of ``PreviewMCPServer``: their schemas, and each call
/// answered by ``PreviewTools`` (the same answers `animate tool` prints).
enum PreviewMCPTools {
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

    /// Answers a call through ``PreviewTools`` (a bad call is an answer
    /// with `isError`, as `animate tool` prints it).
    static func call(_ name: String, arguments: [String: Value], toolbox: PreviewToolbox) async -> CallTool.Result {
        do {
            return result(await PreviewTools.answer(tool: name, arguments: try toolArguments(arguments), toolbox: toolbox))
        } catch {
            return CallTool.Result(content: [textContent("\(error)")], isError: true)
        }
    }

    /// The SDK's arguments as the preview tools read them: both are JSON,
    /// so they go through it.
    static func toolArguments(_ values: [String: Value]) throws -> [String: PreviewToolValue] {
        do {
            return try JSONDecoder().decode([String: PreviewToolValue].self, from: try JSONEncoder().encode(values))
        } catch {
            throw PreviewToolbox.ToolError("the arguments are not JSON the tools read: \(error)")
        }
    }

    /// An answer as the SDK's result.
    static func result(_ answer: PreviewToolAnswer) -> CallTool.Result {
        let content = answer.content.map { part -> Tool.Content in
            switch part {
            case .text(let text): textContent(text)
            case .image(let data, let mimeType): imageContent(data, mimeType: mimeType)
            }
        }
        return CallTool.Result(content: content, isError: answer.isError)
    }

    /// A text content.
    static func textContent(_ text: String) -> Tool.Content {
        .text(text: text, annotations: nil, _meta: nil)
    }

    /// An image content, base64-encoded.
    static func imageContent(_ data: String, mimeType: String) -> Tool.Content {
        .image(data: data, mimeType: mimeType, annotations: nil, _meta: nil)
    }
}

extension PreviewToolCall {
    /// Reads a call from an MCP `tools/call`'s arguments.
    ///
    /// - Parameters:
    ///   - tool: The tool's name.
    ///   - values: Its arguments, as the SDK decoded them.
    /// - Throws: ``PreviewToolbox/ToolError`` for an unknown tool or a
    ///   missing or bad argument.
    init(tool: String, arguments values: [String: Value]) throws {
        try self.init(tool: tool, arguments: PreviewToolArguments(try PreviewMCPTools.toolArguments(values)))
    }
}
#endif
