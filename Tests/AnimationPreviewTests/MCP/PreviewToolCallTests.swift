#if MCP
@testable import AnimationMCP
import AnimationPreview
import AnimationRender
import Foundation
import MCP
import Testing

/// A tool call's arguments, read before anything runs (`PreviewToolCall`):
/// what each tool takes, its defaults, and each bad argument named.
struct PreviewToolCallTests {
    private func error(_ tool: String, _ arguments: [String: Value]) -> String? {
        do {
            _ = try PreviewToolCall(tool: tool, arguments: arguments)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func eachToolTakesItsArgumentsWithTheirDefaults() throws {
        let list = try PreviewToolCall(tool: "list_previews", arguments: ["path": "Demo", "filter": "card"])
        #expect(list.action == .list(filter: "card") && list.path == "Demo" && list.preview == "")

        let record = try PreviewToolCall(
            tool: "record_preview",
            arguments: ["path": "Demo", "name": "Card", "duration": 1.5, "fps": 30, "size": "200x100", "events": ["tap 10,20 @0.5"]])
        #expect(record.action == .record(format: .html))
        #expect(record.request.duration == 1.5 && record.request.frameRate == 30)
        #expect(record.request.size == CGSize(width: 200, height: 100))
        #expect(record.request.events == [try PreviewEvent(parsing: "tap 10,20 @0.5")])
        #expect(
            try PreviewToolCall(tool: "record_preview", arguments: ["path": "Demo", "name": "Card", "format": "gif"]).action == .record(format: .gif))

        // A still takes a time, not a duration; 60 frames a second by default.
        let render = try PreviewToolCall(tool: "render_preview", arguments: ["path": "Demo", "name": "Card", "at": 2, "duration": 5])
        #expect(render.action == .render(at: 2) && render.request.duration == nil && render.request.frameRate == 60)
        #expect(try PreviewToolCall(tool: "inspect", arguments: ["path": "Demo", "name": "Card", "at": .null]).action == .inspect(at: nil))
    }

    @Test func badArgumentsAreNamed() {
        #expect(error("render_preview", ["name": "Card"])?.contains("'path' is required") == true)
        #expect(error("render_preview", ["path": "", "name": "Card"])?.contains("'path' must be a non-empty string") == true)
        #expect(error("inspect", ["path": "Demo"])?.contains("'name' is required") == true)
        #expect(error("render_preview", ["path": "Demo", "name": "Card", "at": -1])?.contains("'at' must be a number, 0 or more") == true)
        #expect(error("render_preview", ["path": "Demo", "name": "Card", "at": "soon"])?.contains("'at' must be a number") == true)
        #expect(error("record_preview", ["path": "Demo", "name": "Card", "fps": 0])?.contains("'fps' must be positive") == true)
        #expect(error("record_preview", ["path": "Demo", "name": "Card", "duration": -2])?.contains("'duration' must be a number") == true)
        #expect(error("record_preview", ["path": "Demo", "name": "Card", "events": "tap 1,2"])?.contains("'events' must be an array") == true)
        #expect(error("record_preview", ["path": "Demo", "name": "Card", "events": ["hop 1,2"]])?.contains("event 'hop 1,2'") == true)
        #expect(error("list_previews", ["path": "Demo", "filter": 3])?.contains("'filter' must be a string") == true)
        #expect(error("nope", ["path": "Demo"])?.contains("no tool named 'nope'") == true)
    }

    /// A format the tool does not make is an error, not a page: before,
    /// `"format": "webm"` recorded HTML without a word. A sheet takes
    /// `frames` or `times`.
    @Test func aRecordingsFormatIsHTMLGIFOrSheet() throws {
        #expect(error("record_preview", ["path": "Demo", "name": "Card", "format": "webm"]) == "'format' must be html, gif or sheet, not 'webm'")
        #expect(error("record_preview", ["path": "Demo", "name": "Card", "format": "svg"]) == "'format' must be html, gif or sheet, not 'svg'")
        #expect(error("record_preview", ["path": "Demo", "name": "Card", "format": 1])?.contains("'format' must be a string") == true)
        let sheet = try PreviewToolCall(tool: "record_preview", arguments: ["path": "Demo", "name": "Card", "format": "sheet", "frames": 3.0])
        #expect(sheet.action == .record(format: .sheet) && sheet.request.sheet == ContactSheet.Selection(count: 3))
        let times = try PreviewToolCall(tool: "record_preview", arguments: ["path": "Demo", "name": "Card", "format": "sheet", "times": [0.5, 0]])
        #expect(times.request.sheet == ContactSheet.Selection(times: [0.5, 0]))
        #expect(
            error("record_preview", ["path": "Demo", "name": "Card", "format": "sheet", "frames": 2.5])?.contains("'frames' must be a whole number")
                == true)
        #expect(
            error("record_preview", ["path": "Demo", "name": "Card", "format": "sheet", "frames": 2, "times": [1]])
                == "give 'frames' or 'times', not both")
        #expect(error("record_preview", ["path": "Demo", "name": "Card", "times": [1]])?.contains("they need format sheet") == true)
    }
}
#endif
