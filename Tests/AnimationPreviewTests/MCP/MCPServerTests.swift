#if MCP
import AnimationMCP
import AnimationPreview
import AnimationPreviewTools
import AnimationViews
import Foundation
import MCP
import TestSupport
import Testing

/// The traits of the workspace of the `animate` these tests run (as
/// `PreviewCommand.workspace()` chooses).
private let mcpWorkspaceTraits = PreviewWorkspace.compiledTraits

/// A toolbox on the workspace `animate` uses, writing into a new folder.
private func makeToolbox() throws -> (PreviewToolbox, URL) {
    let root = TestPaths.packageRoot
    let folder = try scratchDirectory()
    var session = PreviewSession(
        workspace: PreviewWorkspace(
            directory: PreviewWorkspace.defaultDirectory(packageRoot: root, executable: animate, traits: mcpWorkspaceTraits),
            packageRoot: root, traits: mcpWorkspaceTraits, macrosPlugin: PreviewWorkspace.macrosPlugin(besides: animate),
            seedBuild: PreviewWorkspace.seedBuild(besides: animate, packageRoot: root)),
        log: { _ in }, diagnosticsOutput: { _ in })
    session.programOutputToStandardError = true
    return (PreviewToolbox(session: session, folder: folder, timeLimit: 60), folder)
}

/// The text contents of a tool's answer.
private func texts(_ content: [Tool.Content]) -> [String] {
    content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }
}

extension EndToEnd {
    @Suite(
        "animate mcp: the tools, through the SDK's client", .serialized,
        .enabled(if: FileManager.default.isExecutableFile(atPath: animate.path), "build `animate` first (swift build)")
    )
    struct MCPServerTests {
        /// An agent lists, renders, records and inspects the previews of a
        /// package through the SDK's client; the project stays built
        /// between calls; bad arguments are answers with `isError`.
        @Test func anAgentListsRendersRecordsAndInspects() async throws {
            let (toolbox, folder) = try makeToolbox()
            defer { try? FileManager.default.removeItem(at: folder) }
            let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
            let server = try await PreviewMCPServer(toolbox: toolbox).start(on: serverSide)
            let client = Client(name: "tests", version: "1")
            _ = try await client.connect(transport: clientSide)
            let path = fixtures.appendingPathComponent("Gallery").path

            let (tools, _) = try await client.listTools()
            #expect(tools.map(\.name) == ["list_previews", "render_preview", "record_preview", "inspect", "describe", "interact"])

            let listed = try await client.callTool(name: "list_previews", arguments: ["path": .string(path)])
            let manifest = try JSONDecoder().decode(PreviewManifest.self, from: Data(try #require(texts(listed.content).first).utf8))
            #expect(manifest.previews.filter { $0.status == .listed }.count == 7)
            #expect(manifest.previews.first { $0.name == "Broken" }?.status == .notBuilt)
            #expect(manifest.previews.first { $0.name == "Framed" }?.status == .notBuilt)

            // A render: the picture and the entry; the warm project does
            // not build again (its program stays the same file).
            let rendered = try await client.callTool(
                name: "render_preview", arguments: ["path": .string(path), "name": "ScoreCard.swift:19", "at": 0.15])
            #expect(rendered.isError == false)
            let summary = try #require(texts(rendered.content).first)
            #expect(summary.contains("\"name\" : \"Score card\"") && summary.contains("display list:"))
            #expect(summary.contains("text \"42 points\""))
            #if Cairo
            guard case .image(let base64, let mimeType, _, _) = rendered.content.first else {
                Issue.record("no image in \(rendered.content)")
                return
            }
            #expect(mimeType == "image/png")
            let png = try #require(Data(base64Encoded: base64))
            // The PNG's header: 200 × 120 points at a whole scale.
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width * 120 == height * 200 && width >= 200)
            #endif

            // A recording: the traces of the opacity it animates.
            let recorded = try await client.callTool(name: "record_preview", arguments: ["path": .string(path), "name": "ScoreCard_Previews"])
            #expect(recorded.isError == false)
            let traces = try #require(texts(recorded.content).last)
            #expect(traces.hasPrefix("traces:\n") && traces.contains("opacity"))
            // And its transactions, as `previews.json` has them: the fade
            // the card's `onAppear` starts.
            let entry = try JSONDecoder().decode(
                PreviewManifest.Preview.self, from: Data(try #require(texts(recorded.content).first).utf8))
            let appear = try #require(entry.transactions?.first)
            #expect(entry.transactions?.count == 1 && appear.cause == "appear" && appear.time == 0)
            #expect(appear.animations.map(\.animation) == [".easeInOut(duration: 0.3)"])
            #expect(appear.animations.first?.attribute.hasSuffix("opacity") == true)

            // A contact sheet: the frames at the times asked for, in one picture, inline.
            let sheet = try await client.callTool(
                name: "record_preview",
                arguments: ["path": .string(path), "name": "ScoreCard_Previews", "format": "sheet", "times": [0, 0.15, 0.3]])
            #expect(sheet.isError == false)
            #if Cairo
            guard case .image(_, let sheetType, _, _) = sheet.content.first else {
                Issue.record("no image in \(sheet.content)")
                return
            }
            #expect(sheetType == "image/png" && texts(sheet.content).first?.contains(".sheet.png\"") == true)
            #else
            let sheetSVG = try #require(texts(sheet.content).first)
            #expect(sheetSVG.hasPrefix("<svg") && sheetSVG.contains(">0.15 s<"))
            #endif
            let notSheet = try await client.callTool(
                name: "record_preview", arguments: ["path": .string(path), "name": "ScoreCard_Previews", "frames": 3])
            #expect(notSheet.isError == true && texts(notSheet.content).first?.contains("they need format sheet") == true)
            let badTimes = try await client.callTool(
                name: "record_preview", arguments: ["path": .string(path), "name": "ScoreCard_Previews", "format": "sheet", "times": ["x", -1]])
            #expect(badTimes.isError == true && texts(badTimes.content).first?.contains("'times' must be an array") == true)

            let inspected = try await client.callTool(name: "inspect", arguments: ["path": .string(path), "name": "Spinner", "at": 0])
            #expect(texts(inspected.content).first?.contains("fill rgb(255,141,40)") == true)

            // The view tree: what is drawn, as data.
            let described = try await client.callTool(
                name: "describe", arguments: ["path": .string(path), "name": "ScoreCard.swift:19", "at": 0.15])
            #expect(described.isError == false)
            let views = try JSONDecoder().decode([ViewDescription].self, from: Data(try #require(texts(described.content).first).utf8))
            let points = try #require(views.first { $0.text == "42 points" })
            #expect(points.kind == "text" && points.label == "42 points" && points.visible && !points.hittable)
            #expect(points.frame.width > 0 && points.frame.x >= 0 && points.frame.x + points.frame.width <= 200)

            // Bad requests answer with isError and say why; the server goes on.
            let ambiguous = try await client.callTool(name: "render_preview", arguments: ["path": .string(path), "name": "Score card"])
            #expect(ambiguous.isError == true && texts(ambiguous.content).first?.contains("2 previews match 'Score card'") == true)
            let unknown = try await client.callTool(name: "inspect", arguments: ["path": .string(path), "name": "Nothing"])
            #expect(unknown.isError == true && texts(unknown.content).first?.contains("no preview named 'Nothing'") == true)
            let badSize = try await client.callTool(
                name: "render_preview", arguments: ["path": .string(path), "name": "Spinner", "size": "0x10"])
            #expect(badSize.isError == true && texts(badSize.content).first?.contains("'size' must be WIDTHxHEIGHT") == true)
            let noPath = try await client.callTool(name: "list_previews", arguments: ["path": "/no/such/folder"])
            #expect(noPath.isError == true && texts(noPath.content).first?.contains("does not exist") == true)
            await #expect(throws: (any Error).self) { _ = try await client.callTool(name: "nope", arguments: [:]) }
            let again = try await client.callTool(name: "list_previews", arguments: ["path": .string(path), "filter": "spinner"])
            #expect(again.isError == false)
            // Every call on the project: it was built once.
            #expect(await toolbox.builds == 1)

            await client.disconnect()
            await server.stop()
            await toolbox.close()
        }

        /// An agent taps a view by its label and reads the new tree; a label
        /// that is not drawn does nothing and says what is.
        @Test func anAgentTapsByLabelAndReadsTheNewTree() async throws {
            let (toolbox, folder) = try makeToolbox()
            defer { try? FileManager.default.removeItem(at: folder) }
            let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
            let server = try await PreviewMCPServer(toolbox: toolbox).start(on: serverSide)
            let client = Client(name: "tests", version: "1")
            _ = try await client.connect(transport: clientSide)
            let path = fixtures.appendingPathComponent("HeartView.swift").path
            func views(_ result: (content: [Tool.Content], isError: Bool?)) throws -> [ViewDescription] {
                let text = try #require(texts(result.content).first { $0.hasPrefix("views:\n") })
                return try JSONDecoder().decode([ViewDescription].self, from: Data(text.dropFirst(7).utf8))
            }

            let tapped = try await client.callTool(
                name: "interact", arguments: ["path": .string(path), "name": "Small", "action": "tap", "label": "♡"])
            #expect(tapped.isError == false)
            let after = try views(tapped)
            #expect(after.contains { $0.text == "♥" } && !after.contains { $0.text == "♡" })
            #if Cairo
            guard case .image(_, let mimeType, _, _) = tapped.content.first else {
                Issue.record("no picture in \(tapped.content)")
                return
            }
            #expect(mimeType == "image/png")
            #endif
            // The second tap continues from the first, passed as an event.
            let again = try await client.callTool(
                name: "interact",
                arguments: ["path": .string(path), "name": "Small", "action": "tap", "label": "♥", "events": ["tap label:♡"]])
            #expect(try views(again).contains { $0.text == "♡" })

            let missing = try await client.callTool(
                name: "interact", arguments: ["path": .string(path), "name": "Small", "action": "tap", "label": "Like"])
            #expect(try views(missing).contains { $0.text == "♡" })
            #expect(texts(missing.content).last?.contains("tap label:Like @0: nothing done. No view shows the label") == true)
            let bad = try await client.callTool(name: "interact", arguments: ["path": .string(path), "name": "Small", "action": "drag", "id": "x"])
            #expect(bad.isError == true && texts(bad.content).first?.contains("drag needs an offset DX,DY") == true)
            let both = try await client.callTool(
                name: "interact", arguments: ["path": .string(path), "name": "Small", "action": "tap", "id": "x", "label": "y"])
            #expect(both.isError == true && texts(both.content).first?.contains("give 'label' or 'id', not both") == true)
            #expect(await toolbox.builds == 1)

            await client.disconnect()
            await server.stop()
            await toolbox.close()
        }

        /// Over standard input and output: a line that is not JSON gets a
        /// JSON-RPC parse error and the server answers the next request;
        /// the end of its input ends it with status 0.
        @Test func malformedRequestsGetAJSONRPCErrorAndTheServerGoesOn() throws {
            let process = Process()
            process.executableURL = animate
            process.arguments = ["mcp"]
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            // A server that stops answering is killed after two minutes: its
            // output ends, the reads below return nil and the test fails.
            killIfStillRunning(process, after: 120)
            func send(_ line: String) { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }
            let reader = LineReader(output.fileHandleForReading)
            send(
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
            )
            #expect(reader.next()?.contains("\"swift-animation\"") == true)
            send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
            send("{not json")
            #expect(reader.next()?.contains("-32700") == true)
            send(#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#)
            #expect(reader.next()?.contains("render_preview") == true)
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
    }
}

/// Lines read from a pipe, one at a time (blocking until one comes or the
/// pipe ends).
private final class LineReader {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    func next() -> String? {
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<end]
                buffer.removeSubrange(buffer.startIndex...end)
                return String(decoding: line, as: UTF8.self)
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }
}
#endif
