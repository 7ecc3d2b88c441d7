import Foundation
import TestSupport
import Testing

/// The package root, the fixtures and the `animate` built beside the tests
/// (in the build folder `swift test` ran them from, with the traits it
/// built them with).
private let root = TestPaths.packageRoot
let fixtures = root.appendingPathComponent("Tests/AnimationPreviewTests/Fixtures")
let animate = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
    .resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("animate")

/// How `animate` or another program ended (TestSupport's ``ProgramRun``).
typealias Run = ProgramRun

/// Runs `animate` in a directory, with the one process runner's time
/// limit (a hang fails the test; it does not hold CI).
func animateRun(_ arguments: [String], in directory: URL) throws -> Run {
    try runProgram(animate.path, arguments, in: directory)
}

/// A new directory for one test's files.
func scratchDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

func read(_ url: URL) -> String {
    FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
}

/// The suites that run `animate` or the programs it builds, one after
/// another: they share one preview workspace, and each test holds a thread
/// while a program runs (on two cores, two such suites at once would hold
/// every thread of the test pool).
@Suite(.serialized) enum EndToEnd {}

extension EndToEnd {
    /// One preview workspace serves one build at a time: these tests run one
    /// after another (the workspace's lock would serialize them anyway).
    @Suite(
        "animate preview, end to end", .serialized,
        .enabled(if: FileManager.default.isExecutableFile(atPath: animate.path), "build `animate` first (swift build)")
    )
    struct PreviewCommandTests {
        @Test func seed003sChartPlays() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let run = try animateRun(
                [
                    "preview", fixtures.appendingPathComponent("Seed003LineChart.swift").path,
                    "--size", "300x200", "--duration", "1", "--fps", "30", "--output", "chart.html"
                ], in: directory)
            #expect(run.status == 0, "\(run.err)")
            // RootView is the only view made with init(); LineChart needs its vector.
            #expect(run.out.contains("wrote chart.html: RootView (view,") && run.out.contains("at 300 × 200, 31 frames (1 s)"))
            // The deprecated .animation(_:) warns, as SwiftUI's does.
            #expect(run.err.contains("Seed003LineChart.swift:66:14: warning: 'animation' is deprecated"))
            let page = read(directory.appendingPathComponent("chart.html"))
            #expect(page.contains("RootView › LineChart"))
        }

        /// A preview modifier (iOS 18): its shared context, made before the
        /// preview's view, holds the sample data the view reads.
        @Test func aPreviewModifiersContextReachesTheView() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let run = try animateRun(
                ["preview", fixtures.appendingPathComponent("SampleShelf.swift").path, "--format", "svg", "--output", "shelf.svg"], in: directory)
            #expect(run.status == 0, "\(run.err)")
            #expect(read(directory.appendingPathComponent("shelf.svg")).contains(">Sample Book<"))
        }

        /// An app's data file beside its Swift files is in the main bundle,
        /// as Xcode copies it: `Bundle.main.decode(_:)` written as Hacking
        /// with Swift's Moonshot writes it finds it, in one preview as in
        /// `animate previews`.
        @Test func aDataFileBesideTheFilesIsInTheMainBundle() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let app = directory.appendingPathComponent("Moonshot")
            try FileManager.default.createDirectory(at: app.appendingPathComponent("Data"), withIntermediateDirectories: true)
            try Data(#"{"armstrong": {"id": "armstrong", "name": "Neil A. Armstrong"}}"#.utf8)
                .write(to: app.appendingPathComponent("Data/astronauts.json"))
            try Data(
                """
                import SwiftUI

                extension Bundle {
                    func decode<T: Codable>(_ file: String) -> T {
                        guard let url = self.url(forResource: file, withExtension: nil) else {
                            fatalError("Failed to locate \\(file) in bundle.")
                        }
                        guard let data = try? Data(contentsOf: url) else {
                            fatalError("Failed to load \\(file) from bundle.")
                        }
                        return try! JSONDecoder().decode(T.self, from: data)
                    }
                }

                struct Astronaut: Codable, Identifiable {
                    let id: String
                    let name: String
                }

                struct CrewView: View {
                    let astronauts: [String: Astronaut] = Bundle.main.decode("astronauts.json")
                    var body: some View {
                        ForEach(astronauts.values.sorted { $0.id < $1.id }) { Text($0.name) }
                    }
                }

                #Preview { CrewView() }
                """.utf8
            ).write(to: app.appendingPathComponent("CrewView.swift"))
            let run = try animateRun(
                ["preview", app.appendingPathComponent("CrewView.swift").path, "--format", "svg", "--output", "crew.svg"], in: directory)
            #expect(run.status == 0, "\(run.err)")
            #expect(read(directory.appendingPathComponent("crew.svg")).contains(">Neil A. Armstrong<"))
        }

        @Test func seed004sAvatarScalesWhenTapped() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = fixtures.appendingPathComponent("Seed004Avatars.swift").path
            // Two previews and no choice: listed, exit 2.
            let list = try animateRun(["preview", file], in: directory)
            #expect(list.status == 2)
            #expect(
                list.err.contains("choose one with --view") && list.err.contains("  Avatar  (preview, ") && list.err.contains("  Pets  (preview, "))
            // The avatar (a 64-point image at the center of 390 × 844) tapped at
            // 0.2 s springs to 1.5 and the recording ends once it rests.
            let run = try animateRun(["preview", file, "--view", "Avatar", "--format", "svg", "--event", "tap 195,422 @0.2"], in: directory)
            #expect(run.status == 0, "\(run.err)")
            #expect(run.out.contains("wrote Avatar.svg: Avatar (preview, "))
            let svg = read(directory.appendingPathComponent("Avatar.svg"))
            #expect(svg.contains("matrix(1.5 0 0 1.5"), "\(svg)")
            // The row of pets at its fixed layout.
            let pets = try animateRun(["preview", file, "--view", "Pets", "--format", "svg"], in: directory)
            #expect(pets.status == 0 && pets.out.contains("at 320 × 200"), "\(pets.err)")
        }

        /// Xcode's generated asset symbols (`Image(.frame)`, `.fill(.brand)`)
        /// compile from the --assets folder's catalog and draw its image and
        /// color; `UIScreen.main` is the preview's size.
        @Test func assetSymbolsCompileAndDraw() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = fixtures.appendingPathComponent("AssetSymbolsView.swift").path
            let assets = root.appendingPathComponent("Tests/Fixtures/Assets").path
            let run = try animateRun(["preview", file, "--assets", assets, "--size", "200x300", "--format", "svg"], in: directory)
            #expect(run.status == 0, "\(run.err)")
            let svg = read(directory.appendingPathComponent("Badge.svg"))
            // The brand color (0x33, 0x66, 0x99) fills a rectangle half the
            // preview's width; the frame image is drawn twice, not a placeholder.
            #expect(svg.contains("M50 135 L150 135 L150 155 L50 155 Z\" fill=\"rgb(51,102,153)\""), "\(svg)")
            #expect(svg.components(separatedBy: "data-image=\"Frame\"").count == 3, "\(svg)")
            #expect(!run.err.contains("No image named"), "\(run.err)")
            let symbols = try animateRun(["asset-symbols", assets], in: directory)
            #expect(symbols.status == 0 && symbols.out.contains("static let frame = ImageResource(name: \"Frame\", bundle: .main)"))
            #expect(symbols.out.contains("static var brand: Color { Color(ColorResource.brand) }"))
        }

        /// The command "Previewing your views" in the documentation shows.
        @Test func theDocumentationsPreviewedViewPlays() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = root.appendingPathComponent("Snippets/PreviewedView.swift").path
            let run = try animateRun(["preview", file, "--event", "tap 195,422 @0.2", "--format", "svg"], in: directory)
            #expect(run.status == 0, "\(run.err)")
            #expect(run.out.contains("wrote PulsingHeart_Previews.svg: PulsingHeart_Previews (provider, "))
            // Tapped, the circle settles at 1.5 times its size, and its label changed.
            let svg = read(directory.appendingPathComponent("PulsingHeart_Previews.svg"))
            #expect(svg.contains("matrix(1.5 0 0 1.5") && svg.contains(">Liked<"), "\(svg)")
        }

        @Test func aProviderListsItsPreviewsAtTheirSizes() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = fixtures.appendingPathComponent("HeartView.swift").path
            let small = try animateRun(["preview", file, "--view", "Small", "--event", "tap 40,40 @0.1"], in: directory)
            #expect(small.status == 0, "\(small.err)")
            // .sizeThatFits: the 80-point circle.
            #expect(small.out.contains("wrote Small.html: Small (provider, ") && small.out.contains("at 80 × 80"))
            let page = read(directory.appendingPathComponent("Small.html"))
            #expect(page.contains("HeartView › scaleEffect"))
            let phone = try animateRun(["preview", file, "--view", "iPhone SE", "--format", "svg"], in: directory)
            #expect(phone.status == 0 && phone.out.contains("at 375 × 667"), "\(phone.err)")
            // Chosen by its place in the file.
            let byLine = try animateRun(["preview", file, "--view", "HeartView.swift:28", "--format", "svg"], in: directory)
            #expect(byLine.status == 2 && byLine.err.contains("several previews match 'HeartView.swift:28'"))
        }

        @Test func tutorialStylesPlay() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            // .animation(_:value:) repeating forever: cut off at the limit, with a note.
            let dot = try animateRun(["preview", fixtures.appendingPathComponent("PulsingDot.swift").path, "--format", "svg"], in: directory)
            #expect(
                dot.status == 0 && dot.out.contains("wrote PulsingDot.svg: PulsingDot.swift:18 (preview, ") && dot.out.contains("601 frames (10 s)"))
            #expect(dot.err.contains("was still animating after 10 s"))
            // An Animatable shape, tapped at 0.5 s: 1.2 s of easeInOut, then 0.5 s held.
            let pie = try animateRun(["preview", fixtures.appendingPathComponent("Pie.swift").path, "--event", "tap 195,422 @0.5"], in: directory)
            #expect(pie.status == 0 && pie.out.contains("wrote Pie.html") && pie.out.contains("(2.2 s)"), "\(pie.out)\(pie.err)")
            #expect(read(directory.appendingPathComponent("Pie.html")).contains("PieView › PieSlice"))
            // Keyframes on a tap.
            let ball = try animateRun(["preview", fixtures.appendingPathComponent("Bounce.swift").path, "--event", "tap 195,422 @0.1"], in: directory)
            #expect(ball.status == 0 && ball.out.contains("wrote Bounce.html"), "\(ball.err)")
            // The jump, the squash and the wiggle each leave a trace.
            let bounce = read(directory.appendingPathComponent("Bounce.html"))
            #expect(["BouncingBall › offset[1]", "BouncingBall › scaleEffect[0]", "BouncingBall › rotationEffect[0]"].allSatisfy(bounce.contains))
            // An app and its view: the app's window group is what runs.
            let app = try animateRun(
                [
                    "preview", fixtures.appendingPathComponent("App/CounterApp.swift").path,
                    fixtures.appendingPathComponent("App/CounterView.swift").path,
                    "--event", "tap 195,452 @0.2", "--format", "svg"
                ], in: directory)
            #expect(app.status == 0 && app.out.contains("wrote CounterApp.svg: CounterApp (app, "), "\(app.err)")
            #expect(read(directory.appendingPathComponent("CounterApp.svg")).contains(">1</text>"))
            // One of its views, by name.
            let badge = try animateRun(
                ["preview", fixtures.appendingPathComponent("App/CounterView.swift").path, "--view", "Badge", "--format", "svg"], in: directory)
            #expect(badge.status == 0 && badge.out.contains("wrote Badge.svg: Badge (view, "), "\(badge.err)")
        }

        @Test func realTimeAndGestureEvents() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try Data(
                """
                import SwiftUI

                struct Waiting: View {
                    @State private var text = "waiting"
                    @State private var offset = CGSize.zero
                    var body: some View {
                        VStack {
                            Text(text)
                            Rectangle().frame(width: 100, height: 100).offset(offset)
                                .gesture(DragGesture().onChanged { value in offset = value.translation })
                        }
                        .onAppear {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { text = "done" }
                        }
                    }
                }

                #Preview { Waiting() }
                """.utf8
            ).write(to: directory.appendingPathComponent("Waiting.swift"))
            // On the wall clock, the main queue's block runs 0.2 s in.
            let real = try animateRun(
                ["preview", "Waiting.swift", "--real-time", "--duration", "0.5", "--format", "svg", "-o", "real.svg"], in: directory)
            #expect(real.status == 0, "\(real.err)")
            #expect(read(directory.appendingPathComponent("real.svg")).contains(">done</text>"))
            // On the virtual clock it does not; a scripted drag moves the square 50 points.
            let drag = try animateRun(
                [
                    "preview", "Waiting.swift", "--event", "drag 195,470 245,470 0.2s @0.1", "--duration", "0.5",
                    "--format", "svg", "-o", "drag.svg"
                ], in: directory)
            #expect(drag.status == 0, "\(drag.err)")
            let svg = read(directory.appendingPathComponent("drag.svg"))
            #expect(svg.contains(">waiting</text>") && svg.contains("matrix(1 0 0 1 50 0)"))
        }

        @Test func aCompileErrorPointsAtTheUsersLine() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try Data(
                """
                import SwiftUI

                struct Broken: View {
                    @State private var on = false
                    var body: some View {
                        Circle()
                            .scaleEffect(on ? "big" : 1)
                    }
                }

                #Preview { Broken(); Text(verbatim: 42) }
                """.utf8
            ).write(to: directory.appendingPathComponent("Broken.swift"))
            let run = try animateRun(["preview", "Broken.swift"], in: directory)
            #expect(run.status == 1)
            #expect(run.err.contains("Broken.swift:7:31: error: result values in '? :' expression have mismatching types"), "\(run.err)")
            #expect(run.err.contains("            .scaleEffect(on ? \"big\" : 1)\n                              ^"))
            // Columns on a #Preview line are the user's: `42` is at column 37
            // (`Text(verbatim:)` has one overload, so the error points at the
            // argument; `Text(42)` is "no exact matches" at `Text`, as in SwiftUI).
            #expect(run.err.contains("Broken.swift:11:37: error:"), "\(run.err)")
            #expect(run.err.hasSuffix("animate: the files do not compile\n"))
            #expect(!run.err.contains("PreviewRunner") && !run.err.contains("_animatePreview"))
        }

        @Test func aCrashAndAHangAreReported() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try Data(
                """
                import SwiftUI

                struct Crash: View {
                    var body: some View {
                        fatalError("no body today")
                    }
                }

                struct Hang: View {
                    var body: some View {
                        var n = 0
                        while n >= 0 { n = (n + 1) % 1000 }
                        return Text("\\(n)")
                    }
                }
                """.utf8
            ).write(to: directory.appendingPathComponent("Bad.swift"))
            let crash = try animateRun(["preview", "Bad.swift", "--view", "Crash"], in: directory)
            #expect(crash.status == 1)
            #expect(crash.err.contains("animate: the view crashed: Bad.swift:5: Fatal error: no body today"), "\(crash.err)")
            let hang = try animateRun(["preview", "Bad.swift", "--view", "Hang", "--timeout", "2"], in: directory)
            #expect(hang.status == 1)
            #expect(hang.err.contains("the view did not finish recording within 2 s and was stopped"), "\(hang.err)")
        }

        @Test func misusedMacrosArePointedOutAtTheUsersLine() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try Data(
                """
                import SwiftUI

                struct Holder {
                    #Preview { Text("inside") }
                }

                #Preview

                @Previewable var loose = 1

                #Preview("Nested") {
                    if true {
                        @Previewable @State var deep = 0
                        Text("\\(deep)")
                    }
                }

                import SwiftData
                @Model struct Point {}
                struct Listing { @Query var items = [] }
                """.utf8
            ).write(to: directory.appendingPathComponent("Misused.swift"))
            let run = try animateRun(["preview", "Misused.swift"], in: directory)
            #expect(run.status == 1)
            #expect(run.err.contains("Misused.swift:4:5: error: '#Preview' declares a preview at file scope"), "\(run.err)")
            #expect(run.err.contains("Misused.swift:7:9: error: missing argument for parameter 'body' in macro expansion"))
            #expect(run.err.contains("Misused.swift:9:1: error: '@Previewable' marks a variable at the top level of a '#Preview' body"))
            #expect(!run.err.contains("warning:"), "the package's own warnings are not the user's")
            #expect(run.err.contains("Misused.swift:13:9: error: '@Previewable' works on a variable at the top level of the '#Preview' body"))
            #expect(run.err.contains("Misused.swift:19:1: error: '@Model' makes a class a SwiftData model"), "\(run.err)")
            #expect(run.err.contains("Misused.swift:20:18: error: '@Query' needs the property's type"), "\(run.err)")
            #expect(run.err.hasSuffix("animate: the files do not compile\n"))
        }

        @Test func twoPreviewsOfOneNameAndATrappingAppAreReportedWithTheirPlaces() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try Data(
                """
                import SwiftUI
                #Preview("Card") { Text("a") }
                #Preview("Card") { Text("b") }
                """.utf8
            ).write(to: directory.appendingPathComponent("Cards.swift"))
            let cards = try animateRun(["preview", "Cards.swift", "--view", "Card"], in: directory)
            #expect(cards.status == 1)
            #expect(cards.err.contains("Cards.swift:3:1: warning: a preview named 'Card' is already at Cards.swift:2"), "\(cards.err)")
            #expect(cards.err.contains("animate: 2 previews are named 'Card', at Cards.swift:2, Cards.swift:3"))
            // Either one, by its place.
            let second = try animateRun(["preview", "Cards.swift", "--view", "Cards.swift:3", "--format", "svg", "--output", "b.svg"], in: directory)
            #expect(second.status == 0 && read(directory.appendingPathComponent("b.svg")).contains(">b<"), "\(second.err)")

            // A scene whose body traps in the standard library: the crash is
            // placed at the user's line by the backtrace.
            try Data(
                """
                import SwiftUI
                struct Boom: View {
                    var body: some View {
                        let items: [Int] = []
                        return Text("\\(items[3])")
                    }
                }
                @main struct TrapApp: App {
                    var body: some Scene { WindowGroup { Boom() } }
                }
                """.utf8
            ).write(to: directory.appendingPathComponent("Trap.swift"))
            let trap = try animateRun(["preview", "Trap.swift"], in: directory)
            #expect(trap.status == 1)
            #expect(trap.err.contains("the view crashed: Swift/ContiguousArrayBuffer.swift"), "\(trap.err)")
            #expect(trap.err.contains("Fatal error: Index out of range (in Boom.body.getter, at Trap.swift:5:29)"))
        }

        @Test func badInputIsOneLineAndExitStatus2() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = fixtures.appendingPathComponent("Pie.swift").path
            let cases: [([String], String)] = [
                (["preview"], "animate:"),
                (["preview", "Missing.swift"], "cannot read Missing.swift"),
                (["preview", file, "--size", "0x10"], "--size must be WIDTHxHEIGHT"),
                (["preview", file, "--size", "wide"], "--size must be WIDTHxHEIGHT"),
                (["preview", file, "--fps", "0"], "--fps must be positive"),
                (["preview", file, "--duration=-1"], "--duration must be a number of seconds"),
                (["preview", file, "--timeout", "0"], "--timeout must be a positive number"),
                (["preview", file, "--event", "swipe left"], "unknown kind 'swipe'"),
                (["preview", file, "--format", "tiff"], "animate:"),
                (["preview", file, "--view", "Nope"], "no preview named 'Nope'"),
                (["preview", file, "--assets", "Nowhere"], "--assets must be a folder"),
                (["preview", file, "--port", "70000"], "--port must be 0 to 65535"),
                (["preview", file, "--live", "--watch"], "--live"),
                (["preview", file, "--live", "--format", "svg"], "--live"),
                (["preview", file, "--freeze", "Pie › trim@-1"], "--freeze must be ATTRIBUTE@SECONDS"),
                (["preview", file, "--freeze", "@1"], "--freeze must be ATTRIBUTE@SECONDS"),
                (["preview", file, "--solo", " "], "--solo needs an attribute's name"),
                (["preview", file, "--system-colors", "14"], "--system-colors must be a release of iOS"),
                (["previews", file, "--system-colors", "latest"], "--system-colors must be a release of iOS")
            ]
            for (arguments, message) in cases {
                let run = try animateRun(arguments, in: directory)
                #expect(run.status == 2, "\(arguments)")
                #expect(run.err.contains(message), "\(arguments): \(run.err)")
                #expect(!run.err.contains("Fatal error"))
            }
            let empty = directory.appendingPathComponent("Empty.swift")
            try Data("import SwiftUI\nlet x = 1\n".utf8).write(to: empty)
            let nothing = try animateRun(["preview", empty.path], in: directory)
            #expect(nothing.status == 2 && nothing.err.contains("nothing to preview"), "\(nothing.err)")
        }

        @Test func watchRendersAgainAndTellsThePage() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("Dot.swift")
            let source = read(fixtures.appendingPathComponent("PulsingDot.swift"))
            try Data(source.utf8).write(to: file)
            let process = Process()
            process.executableURL = animate
            process.arguments = ["preview", "Dot.swift", "--watch", "--duration", "0.5"]
            process.currentDirectoryURL = directory
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // SIGKILL: the test process blocks SIGTERM, and children inherit that.
            defer {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
            let script = directory.appendingPathComponent("Dot.html.watch.js")
            func waitFor(_ condition: () -> Bool) -> Bool {
                let end = Date().addingTimeInterval(60)
                while Date() < end {
                    if condition() { return true }
                    Thread.sleep(forTimeInterval: 0.1)
                }
                return false
            }
            #expect(waitFor { read(script) == "animateWatch(\"1\", null);\n" })
            #expect(read(directory.appendingPathComponent("Dot.html")).contains("const pageVersion = \"1\";"))
            // An edit: a new page and a new version.
            try writeAsNewVersion(Data(source.replacingOccurrences(of: "Color.blue", with: "Color.red").utf8), to: file)
            #expect(waitFor { read(script) == "animateWatch(\"2\", null);\n" })
            #expect(read(directory.appendingPathComponent("Dot.html")).contains("const pageVersion = \"2\";"))
            // A compile error: the page stays and shows it.
            try writeAsNewVersion(Data(source.replacingOccurrences(of: "Circle()", with: "Circle(").utf8), to: file)
            #expect(waitFor { read(script).hasPrefix("animateWatch(\"2\", \"Dot.swift:") })
            #expect(read(directory.appendingPathComponent("Dot.html")).contains("const pageVersion = \"2\";"))
            #expect(process.isRunning)
        }

        @Test(.enabled(if: chromium != nil, "chromium is not installed"))
        func aPreviewedPagePlaysInChromium() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let run = try animateRun(
                [
                    "preview", fixtures.appendingPathComponent("Seed004Avatars.swift").path, "--view", "Avatar",
                    "--event", "tap 195,422 @0.1", "--duration", "1", "--fps", "30"
                ], in: directory)
            #expect(run.status == 0, "\(run.err)")
            // The player's scrubber, moved as a user would, changes the frame.
            let page = directory.appendingPathComponent("Avatar.html")
            let script = """
                <script>
                const before = svg.innerHTML;
                scrubber.value = 15; scrubber.dispatchEvent(new Event('input'));
                const report = document.createElement('pre'); report.id = 'selftest';
                report.textContent = JSON.stringify({ frames: frames.length, changed: svg.innerHTML !== before });
                document.body.appendChild(report);
                </script>
                """
            try Data(read(page).replacingOccurrences(of: "</body>", with: script + "</body>").utf8).write(to: page)
            let browser = try runProgram(
                chromium!, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "--virtual-time-budget=3000", page.absoluteString],
                timeLimit: 120)
            #expect(!browser.timedOut, "\(browser.err)")
            let dom = browser.out
            #expect(dom.contains("{\"frames\":31,\"changed\":true}"), "\(dom.suffix(400))")
            #expect(dom.contains("frame 15 / 30"))
        }
    }
}

/// Headless Chromium, if installed (`.ci/run` installs Debian's `chromium`).
let chromium = Chromium.path

#if Cairo
extension EndToEnd {
    @Suite(
        "animate preview to pixels", .serialized,
        .enabled(if: FileManager.default.isExecutableFile(atPath: animate.path), "build `animate` with the Cairo trait first"))
    struct PreviewPixelTests {
        /// `--system-colors` chooses the release whose system colors the
        /// preview draws: the pie's orange and purple are iOS 26's by
        /// default, iOS 15-18's with `18`.
        @Test func systemColorsAreTheChosenReleases() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = fixtures.appendingPathComponent("Pie.swift").path
            let latest = try animateRun(["preview", file, "--format", "svg", "-o", "latest.svg"], in: directory)
            let old = try animateRun(["preview", file, "--format", "svg", "-o", "old.svg", "--system-colors", "iOS 18"], in: directory)
            #expect(latest.status == 0 && old.status == 0, "\(latest.err) \(old.err)")
            let new = read(directory.appendingPathComponent("latest.svg")), was = read(directory.appendingPathComponent("old.svg"))
            #expect(new.contains("rgb(255,141,40)") || new.contains("rgb(203,48,224)"), "\(new)")
            #expect(was.contains("rgb(255,149,0)") || was.contains("rgb(175,82,222)"), "\(was)")
            #expect(!was.contains("rgb(255,141,40)") && !was.contains("rgb(203,48,224)"))
        }

        @Test func aPreviewIsDrawnToPNGAndGIF() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = fixtures.appendingPathComponent("HeartView.swift").path
            // Tapped, the 80-point heart turns red (sampled left of its glyph).
            let png = try animateRun(["preview", file, "--view", "Small", "--event", "tap 40,40 @0.1", "--format", "png"], in: directory)
            #expect(png.status == 0 && png.out.contains("wrote Small.png"), "\(png.err)")
            let pixel = try runProgram(
                "python3",
                [root.appendingPathComponent("Tests/png.py").path, "pixel", directory.appendingPathComponent("Small.png").path, "15", "40"],
                timeLimit: 60
            ).out
            let rgb = pixel.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            #expect(rgb.count == 3 && rgb[0] > 200 && rgb[1] < 100 && rgb[2] < 100, "\(pixel)")
            let gif = try animateRun(
                ["preview", file, "--view", "Small", "--event", "tap 40,40 @0.1", "--format", "gif", "--fps", "20"], in: directory)
            #expect(gif.status == 0, "\(gif.err)")
            #expect(FileManager.default.contents(atPath: directory.appendingPathComponent("Small.gif").path)?.prefix(6) == Data("GIF89a".utf8))
        }
    }
}
#endif
