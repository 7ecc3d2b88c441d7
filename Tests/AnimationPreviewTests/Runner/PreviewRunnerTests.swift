import AnimationRender
import Foundation
import SwiftAnimation
import TestSupport
import Testing

@testable import AnimationPreview
@testable import AnimationPreviewTools

private struct Dot: View {
    var body: some View {
        Circle().frame(width: 80, height: 50)
    }
}

private struct Pulse: View {
    @State private var on = false
    var body: some View {
        Circle()
            .frame(width: 40, height: 40)
            .scaleEffect(on ? 2 : 1)
            .animation(.linear(duration: 1).repeatForever(), value: on)
            .onAppear { on = true }
    }
}

private struct Grower: View {
    @State private var big = false
    var body: some View {
        Rectangle()
            .frame(width: 100, height: 100)
            .scaleEffect(big ? 1.5 : 1)
            .onTapGesture { withAnimation(.linear(duration: 0.5)) { big.toggle() } }
    }
}

private struct Shelf: PreviewProvider {
    static var previews: some View {
        Group {
            Dot().previewDisplayName("Small").previewLayout(.sizeThatFits)
            Dot().previewDevice("iPhone SE (3rd generation)").previewInterfaceOrientation(.landscapeRight)
            Dot().previewLayout(.fixed(width: 320, height: 200))
        }
    }
}

private struct OneApp: App {
    var body: some Scene {
        Settings { Dot() }
        WindowGroup { Grower() }
    }
}

@MainActor
private func makeRequest(_ view: String? = nil, size: CGSize? = nil, duration: Double? = nil, events: [PreviewEvent] = []) -> (PreviewRequest, URL) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let output = directory.appendingPathComponent("out.svg")
    return (
        PreviewRequest(
            view: view, size: size, duration: duration, format: .svg, output: output.path, events: events,
            resultPath: directory.appendingPathComponent("result.json").path), output
    )
}

@MainActor
@Suite("The preview runner")
struct PreviewRunnerTests {
    let candidates: [_PreviewCandidate] = [
        .view(name: "Dot", file: "Views/Dot.swift", line: 3) { Dot() },
        .provider(Shelf.self, name: "Shelf", file: "Views/Dot.swift", line: 20),
        .preview(Preview { Pulse() }, file: "Views/Pulse.swift", line: 12),
        .preview(Preview("Grow", traits: .fixedLayout(width: 200, height: 200)) { Grower() }, file: "Views/Grow.swift", line: 30)
    ]

    @Test func entriesAreNamedAsTheCanvasNamesThem() {
        let names = _PreviewRunner.entries(candidates).map(\.entry.name)
        // A provider's previews by display name, else numbered; an unnamed
        // #Preview by its file and line.
        #expect(names == ["Dot", "Small", "Shelf (2)", "Shelf (3)", "Pulse.swift:12", "Grow"])
    }

    @Test func choicesMatchNamesTypesAndPlaces() {
        let entries = _PreviewRunner.entries(candidates)
        #expect(_PreviewRunner.matches("Grow", in: entries).map(\.entry.name) == ["Grow"])
        #expect(_PreviewRunner.matches("Shelf", in: entries).count == 3)
        #expect(_PreviewRunner.matches("Pulse.swift:12", in: entries).map(\.entry.kind) == [.preview])
        #expect(_PreviewRunner.matches("Views/Grow.swift:30", in: entries).map(\.entry.name) == ["Grow"])
        #expect(_PreviewRunner.matches("Grow.swift:31", in: entries).isEmpty)
        #expect(_PreviewRunner.matches("Nope", in: entries).isEmpty)
    }

    @Test func withoutAChoiceSeveralPreviewsAreListed() {
        let (request, _) = makeRequest()
        let result = _PreviewRunner.run(request, candidates: candidates)
        #expect(result.status == .ambiguous && result.entries.count == 6 && result.frames == 0)
        let (named, _) = makeRequest("Shelf")
        #expect(_PreviewRunner.run(named, candidates: candidates).status == .ambiguous)
        let (unknown, _) = makeRequest("Nope")
        let missing = _PreviewRunner.run(unknown, candidates: candidates)
        #expect(missing.status == .notFound && missing.message == "no preview named 'Nope'" && missing.entries.count == 6)
        let (any, _) = makeRequest()
        let none = _PreviewRunner.run(any, candidates: [])
        #expect(none.status == .notFound && none.message?.hasPrefix("nothing to preview") == true)
    }

    @Test func anAppAmongViewsIsWhatRuns() {
        let (request, _) = makeRequest()
        let result = _PreviewRunner.run(
            request,
            candidates: [
                .view(name: "Dot", file: "A.swift", line: 1) { Dot() },
                .app(name: "OneApp", file: "App.swift", line: 1) { OneApp() }
            ])
        #expect(result.status == .written && result.shown?.name == "OneApp" && result.shown?.kind == .app)
        // What it shows is its window group, not its settings.
        #expect(OneApp().firstWindowContent is Grower)
    }

    @Test(arguments: [
        ("Dot", CGSize(width: 390, height: 844)),  // the default device
        ("Small", CGSize(width: 80, height: 50)),  // the size that fits
        ("Shelf (2)", CGSize(width: 667, height: 375)),  // an iPhone SE, turned
        ("Shelf (3)", CGSize(width: 320, height: 200)),  // fixed
        ("Grow", CGSize(width: 200, height: 200))  // a #Preview's trait
    ])
    func sizesFollowTheTraits(_ name: String, _ size: CGSize) {
        let (request, output) = makeRequest(name)
        let result = _PreviewRunner.run(request, candidates: candidates)
        #expect(result.status == .written && result.size == size && result.output == output.path)
        let (sized, _) = makeRequest(name, size: CGSize(width: 100, height: 60))
        #expect(_PreviewRunner.run(sized, candidates: candidates).size == CGSize(width: 100, height: 60))
    }

    @Test func imagesComeFromTheRequestsAssetsFolder() throws {
        let assets = TestPaths.fixtureAssets
        let photo: [_PreviewCandidate] = [
            .view(name: "Photo", file: "Views/Photo.swift", line: 1) { Image("checker").resizable().frame(width: 40, height: 20) }
        ]
        var (request, output) = makeRequest("Photo", size: CGSize(width: 40, height: 20), duration: 0)
        request.assets = assets.path
        #expect(_PreviewRunner.run(request, candidates: photo).status == .written)
        let svg = String(decoding: try #require(FileManager.default.contents(atPath: output.path)), as: UTF8.self)
        #expect(svg.contains("href=\"data:image/png;base64,"))
        // Without the folder: the placeholder, and a warning.
        request.assets = nil
        let result = _PreviewRunner.run(request, candidates: photo)
        #expect(result.warnings.contains { $0.contains("\"checker\"") }, "\(result.warnings)")
        let placeholder = String(decoding: try #require(FileManager.default.contents(atPath: output.path)), as: UTF8.self)
        #expect(!placeholder.contains("data:image") && placeholder.contains(">checker</text>"))
    }

    @Test func aStillViewRecordsHalfASecond() {
        let (request, output) = makeRequest("Dot")
        let result = _PreviewRunner.run(request, candidates: candidates)
        // Idle from the start: 0.5 s held at 60 frames a second, and frame 0.
        #expect(result.frames == 31 && abs(result.duration - 0.5) < 1e-9 && !result.cutOff)
        #expect(FileManager.default.contents(atPath: output.path).map { String(decoding: $0, as: UTF8.self) }?.hasPrefix("<svg") == true)
    }

    @Test func aRepeatingAnimationIsCutOffAtTheLimit() {
        let (request, _) = makeRequest("Pulse.swift:12")
        let result = _PreviewRunner.run(request, candidates: candidates)
        #expect(result.cutOff && result.duration == PreviewRequest.automaticDurationLimit && result.frames == 601)
        let (timed, _) = makeRequest("Pulse.swift:12", duration: 2)
        let chosen = _PreviewRunner.run(timed, candidates: candidates)
        #expect(!chosen.cutOff && chosen.frames == 121)
    }

    @Test func eventsRunAndTheRecordingWaitsForTheirAnimations() throws {
        // Grow is 200 × 200; its 100-point square is centered.
        let (request, output) = makeRequest("Grow", events: [PreviewEvent(.tap(CGPoint(x: 100, y: 100)), at: 1)])
        let result = _PreviewRunner.run(request, candidates: candidates)
        // Tap at 1 s, a 0.5 s animation, then 0.5 s idle.
        #expect(abs(result.duration - 2) < 1e-9 && result.frames == 121, "\(result)")
        let svg = String(decoding: try #require(FileManager.default.contents(atPath: output.path)), as: UTF8.self)
        #expect(svg.contains("matrix(1.5 0 0 1.5"), "\(svg)")
    }

    @Test func anUnknownDeviceWarns() {
        struct Odd: PreviewProvider {
            static var previews: some View { Dot().previewDevice("Apple Toaster") }
        }
        let (request, _) = makeRequest()
        let result = _PreviewRunner.run(request, candidates: [.provider(Odd.self, name: "Odd", file: "O.swift", line: 1)])
        #expect(result.size == PreviewRequest.defaultSize)
        #expect(result.warnings == ["unknown preview device 'Apple Toaster': previewed at the default size"])
    }

    @Test func unnamedPreviewsWriteFilesNamedAfterTheirFile() {
        let entries = _PreviewRunner.entries(candidates + [.preview(Preview { Dot() }, file: "Views/Pulse.swift", line: 40)]).map(\.entry)
        #expect(_PreviewRunner.outputName(of: entries[0], among: entries) == "Dot")
        #expect(_PreviewRunner.outputName(of: entries[4], among: entries) == "Pulse-12")
        #expect(_PreviewRunner.outputName(of: entries[5], among: entries) == "Grow")
        let alone = _PreviewRunner.entries(Array(candidates[2...2])).map(\.entry)
        #expect(_PreviewRunner.outputName(of: alone[0], among: alone) == "Pulse")
    }
}
