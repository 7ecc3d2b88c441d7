import AnimationPreviewTools
import Foundation
import TestSupport
import Testing

@testable import AnimationMCP

#if MCP
import MCP
#endif

/// The preview tools' answers and arguments, as `animate tool` and the
/// MCP server write and read them.
struct PreviewToolAnswerTests {
    /// Whole numbers are ints, others doubles; `true` is no number.
    @Test func argumentsReadAsJSON() throws {
        let values = try JSONDecoder().decode(
            [String: PreviewToolValue].self, from: Data(#"{"a": 1, "b": 0.25, "c": true, "d": null, "e": ["x", 2], "f": {"g": "h"}}"#.utf8))
        #expect(values["a"] == .int(1) && values["b"] == .double(0.25) && values["c"] == .bool(true) && values["d"] == .null)
        #expect(values["e"] == .array([.string("x"), .int(2)]) && values["f"] == .object(["g": .string("h")]))
        #expect(values["a"]?.numberValue == 1 && values["c"]?.numberValue == nil && PreviewToolValue.double(3).intValue == 3)
        // Read again from what they write: the same values.
        #expect(try JSONDecoder().decode([String: PreviewToolValue].self, from: JSONEncoder().encode(values)) == values)
    }

    /// A bad call is an answer that says why, and what kind of failure
    /// it is (for `animate tool`'s exit status); no project is built.
    @Test func aBadCallIsAnAnswerWithItsKind() async throws {
        let toolbox = PreviewToolbox(
            session: PreviewSession(
                workspace: PreviewWorkspace(directory: try scratchDirectory(), packageRoot: TestPaths.packageRoot, traits: []),
                log: { _ in }, diagnosticsOutput: { _ in }),
            folder: try scratchDirectory())
        let unknown = await PreviewTools.answer(tool: "nope", arguments: [:], toolbox: toolbox)
        #expect(unknown.isError && unknown.failure == .usage && unknown.texts.first?.contains("no tool named 'nope'") == true)
        let missing = await PreviewTools.answer(tool: "inspect", arguments: ["path": .string("/no/such/folder")], toolbox: toolbox)
        #expect(missing.isError && missing.failure == .usage && missing.texts == ["'name' is required"])
        let badSheet = await PreviewTools.answer(
            tool: "record_preview", arguments: ["path": .string("/x"), "name": .string("A"), "format": .string("sheet"), "frames": .int(0)],
            toolbox: toolbox)
        #expect(badSheet.texts == ["'frames' must be a whole number from 1 to 1000"])
        #expect(await toolbox.builds == 0)
    }

    #if MCP
    /// The answer's JSON is the MCP result's, part for part; the server
    /// lists the tools `animate tool` takes.
    @Test func theAnswerIsTheMCPResult() throws {
        let answer = PreviewToolAnswer(content: [.image(data: "iVBO", mimeType: "image/png"), .text("{}")], isError: true, failure: .notBuilt)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let ours = try JSONSerialization.jsonObject(with: encoder.encode(answer)) as? NSDictionary
        let sdks = try JSONSerialization.jsonObject(with: encoder.encode(PreviewMCPTools.result(answer))) as? NSDictionary
        #expect(ours != nil && ours == sdks, "\(String(describing: ours)) against \(String(describing: sdks))")
        #expect(try JSONDecoder().decode(PreviewToolAnswer.self, from: encoder.encode(answer)).content == answer.content)
        #expect(PreviewMCPTools.all.map(\.name) == PreviewTools.names)
    }
    #endif
}

extension EndToEnd {
    /// `animate tool`: each MCP tool from the command line, the same JSON,
    /// and exit statuses by kind of failure.
    @Suite(
        "animate tool, end to end", .serialized,
        .enabled(if: FileManager.default.isExecutableFile(atPath: animate.path), "build `animate` first (swift build)")
    )
    struct ToolCommandTests {
        @Test func eachToolFromTheCommandLine() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = fixtures.appendingPathComponent("Gallery").path
            func answer(_ run: Run) throws -> PreviewToolAnswer { try JSONDecoder().decode(PreviewToolAnswer.self, from: Data(run.out.utf8)) }

            let listed = try animateRun(["tool", "list_previews", #"{"path": "\#(path)"}"#], in: directory)
            #expect(listed.status == 0, "\(listed.err)")
            let manifest = try JSONDecoder().decode(PreviewManifest.self, from: Data(try #require(try answer(listed).texts.first).utf8))
            #expect(manifest.previews.filter { $0.status == .listed }.count == 7)

            // Arguments from standard input, files in the folder given, the picture left out.
            let input = directory.appendingPathComponent("arguments.json")
            try Data(#"{"path": "\#(path)", "name": "ScoreCard.swift:19", "at": 0.15}"#.utf8).write(to: input)
            let rendered = try runProgram(
                "/bin/sh", ["-c", "\"$0\" tool render_preview - -o out --no-images < arguments.json", animate.path], in: directory)
            #expect(rendered.status == 0, "\(rendered.err)")
            let parts = try answer(rendered)
            #expect(!parts.isError && parts.content.allSatisfy { if case .text = $0 { true } else { false } })
            let entry = try #require(parts.texts.first)
            #expect(entry.contains("\"name\" : \"Score card\"") && entry.contains("text \"42 points\"") && entry.contains(directory.path + "/out/"))

            let inspected = try animateRun(["tool", "inspect", #"{"path": "\#(path)", "name": "Spinner", "at": 0}"#], in: directory)
            #expect(try inspected.status == 0 && answer(inspected).texts.first?.contains("fill rgb(255,141,40)") == true)

            // Failures: a bad argument or name (2), a path without Swift files (3).
            let unknown = try animateRun(["tool", "inspect", #"{"path": "\#(path)", "name": "Nothing"}"#], in: directory)
            #expect(try unknown.status == 2 && answer(unknown).isError && unknown.out.contains("no preview named 'Nothing'"))
            let empty = directory.appendingPathComponent("empty")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            let nothing = try animateRun(["tool", "list_previews", #"{"path": "\#(empty.path)"}"#], in: directory)
            #expect(try nothing.status == 3 && answer(nothing).isError, "\(nothing.out)")
            let notJSON = try animateRun(["tool", "inspect", "{path"], in: directory)
            #expect(notJSON.status == 2 && notJSON.err.contains("must be a JSON object") && notJSON.out.isEmpty)
            let noTool = try animateRun(["tool", "nope"], in: directory)
            #expect(noTool.status == 2 && noTool.err.contains("no tool named 'nope'"))
        }
    }
}
