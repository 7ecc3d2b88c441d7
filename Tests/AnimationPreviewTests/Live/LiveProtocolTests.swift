import AnimationPreview
import AnimationPreviewTools
import AnimationRender
import Foundation
import TestSupport
import Testing

/// The package root and the workspace the `animate` of these tests uses.
private let packageRoot = TestPaths.packageRoot

/// The traits of the preview workspace of the `animate` these tests run:
/// the traits they were built with (as `PreviewCommand.workspace()` chooses).
private let workspaceTraits = PreviewWorkspace.compiledTraits

/// Lines received from a live preview, and a wait for one that matches.
private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private var endings: [String?] = []

    func add(_ line: String) { lock.withLock { lines.append(line) } }
    func ended(_ message: String?) { lock.withLock { endings.append(message) } }
    var all: [String] { lock.withLock { lines } }
    var ends: [String?] { lock.withLock { endings } }

    func wait(seconds: Double = 90, until condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }
}

extension EndToEnd {
    @Suite("Live previews: frames out, taps in", .serialized)
    struct LiveProtocolTests {
        /// The workspace `animate preview` uses (the traits `animate` was
        /// built with, the macros built beside it).
        let session = PreviewSession(
            workspace: PreviewWorkspace(
                directory: PreviewWorkspace.defaultDirectory(packageRoot: packageRoot, executable: animate, traits: workspaceTraits),
                packageRoot: packageRoot, traits: workspaceTraits, macrosPlugin: PreviewWorkspace.macrosPlugin(besides: animate),
                seedBuild: PreviewWorkspace.seedBuild(besides: animate, packageRoot: packageRoot)),
            log: { _ in }, diagnosticsOutput: { _ in })

        @Test func aTapChangesWhatTheRunningViewShows() throws {
            let options = PreviewOptions(files: [fixtures.appendingPathComponent("Pie.swift").path])
            let (program, failure, _) = try session.buildProgram(options)
            let built = try #require(program, "\(failure ?? "")")
            defer { try? FileManager.default.removeItem(at: built) }
            let received = Received()
            let preview = LivePreview(program: built, request: options.request, timeLimit: 60)
            let start = try preview.start(frame: received.add, ended: received.ended)
            guard case .running(let result) = start else {
                Issue.record("\(start)")
                return
            }
            #expect(result.shown?.name == "Pie" && result.size == PreviewRequest.defaultSize)
            // The first frame: a standalone SVG of the still view.
            let first = try JSONDecoder().decode(LiveFrame.self, from: Data(try #require(received.all.first).utf8))
            #expect(first.svg?.hasPrefix("<svg") == true && first.svg?.contains(">17%<") == true && first.error == nil)
            // Still, nothing more is sent.
            Thread.sleep(forTimeInterval: 0.3)
            #expect(received.all.count == 1)
            // A tap at the middle: 1.2 s of animation on the wall clock, frame after frame.
            preview.send(PreviewEvent(.tap(CGPoint(x: 195, y: 422)), at: 99))
            #expect(received.wait { received.all.last?.contains(">94%<") == true })
            let frames = received.all.compactMap { try? JSONDecoder().decode(LiveFrame.self, from: Data($0.utf8)) }
            #expect(frames.count > 10)
            #expect(zip(frames, frames.dropFirst()).allSatisfy { ($0.time ?? 0) <= ($1.time ?? 0) })
            // The last frame comes about 1.2 s after the tap.
            #expect((frames.last?.time ?? 0) - (frames[1].time ?? 0) > 1.1)
            preview.stop()
            #expect(received.wait { received.ends.count == 1 })
            #expect(received.ends == [nil])
            preview.send(PreviewEvent(.tap(CGPoint(x: 1, y: 1)), at: 0))  // after the end: dropped
        }

        @Test func aCrashOfTheRunningViewIsReported() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("Fragile.swift")
            try Data(
                """
                import SwiftUI

                struct Fragile: View {
                    @State private var broken = false
                    var body: some View {
                        if broken { fatalError("tapped too hard") }
                        return Rectangle().onTapGesture { broken = true }
                    }
                }
                """.utf8
            ).write(to: file)
            let options = PreviewOptions(files: [file.path])
            let (program, failure, _) = try session.buildProgram(options)
            let built = try #require(program, "\(failure ?? "")")
            defer { try? FileManager.default.removeItem(at: built) }
            let received = Received()
            let preview = LivePreview(program: built, request: options.request, timeLimit: 60)
            guard case .running = try preview.start(frame: received.add, ended: received.ended) else {
                Issue.record("did not start")
                return
            }
            preview.send(PreviewEvent(.tap(CGPoint(x: 100, y: 100)), at: 0))
            #expect(received.wait { received.ends.count == 1 })
            #expect(received.ends.first??.contains("Fragile.swift:6: Fatal error: tapped too hard") == true, "\(received.ends)")
        }

        @Test func aLivePageConnectsAndTaps() {
            let html = LivePage(title: "A <b>", summary: "s").html
            #expect(html.contains("<title>A &lt;b&gt;</title>"))
            #expect(html.contains("location.host + '/ws'") && html.contains("socket.send('tap ' + x.toFixed(2) + ',' + y.toFixed(2))"))
            // A message is one line of JSON, whatever it carries.
            for frame in [LiveFrame(time: 1.5, svg: "<svg>\n</svg>"), LiveFrame(error: "a\nb")] {
                #expect(!frame.line.contains("\n"))
                #expect((try? JSONDecoder().decode(LiveFrame.self, from: Data(frame.line.utf8))) == frame)
            }
        }
    }
}
