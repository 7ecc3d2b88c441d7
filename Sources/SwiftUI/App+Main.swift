import AnimationPreview
import AnimationRender
import Foundation

extension App {
    /// Initializes and runs the app, as SwiftUI's `main()` does for an app
    /// marked `@main`.
    ///
    /// There are no windows on this host: the app's first `WindowGroup` is
    /// shown by the host of `swift-animation` instead, as the environment
    /// variables of ``/AnimationPreview/AppLaunchOptions`` say: by default
    /// it runs until it settles (at most 10 s) and is written into a
    /// player page, `APPNAME.html`, whose path is printed; with the `Live`
    /// trait (or `SWIFT_ANIMATION_LIVE=1`) it is served live on
    /// `127.0.0.1`, clicks on the page being taps, until the program is
    /// stopped. Application delegates (`@UIApplicationDelegateAdaptor`)
    /// hear that the app finished launching and became active, and, when
    /// the page is written, that it will terminate.
    ///
    /// Exit status: 0 when the page was written, 1 when the app has no
    /// window group or the page could not be written, 2 for an environment
    /// variable that cannot be used.
    @MainActor @preconcurrency public static func main() {
        AppLauncher.launch(Self.self)
    }
}

/// Launches an app's type: as a preview runner when `animate` asks, else
/// its first window, recorded or live.
@MainActor
enum AppLauncher {
    static func launch<A: App>(_ type: A.Type) -> Never {
        let environment = ProcessInfo.processInfo.environment
        let name = String(describing: A.self)
        if let request = environment[AppLaunchOptions.previewRequestVariable] {
            // `animate` asks the program for its previews: the app is one
            // candidate, its `#Preview`s the others.
            _PreviewRunner.main(requestAt: request, candidates: [.app(name: name, file: name, line: 0) { A() }])
        }
        let options: AppLaunchOptions
        do {
            options = try AppLaunchOptions(environment: environment, liveAvailable: LiveServing.isAvailable)
        } catch {
            fail("\(error)", status: 2)
        }
        let app = A()
        let delegates = ApplicationDelegates(of: app)
        for reason in delegates.notMade { warn(reason) }
        delegates.didLaunch()
        let scenes = app.scenes
        guard scenes.windowContent != nil else {
            fail(
                "the app's body has no WindowGroup, so there is no window to show"
                    + (scenes.unshownScenes.isEmpty ? "" : " (it has \(scenes.unshownScenes.joined(separator: ", ")))"), status: 1)
        }
        if !scenes.commands.isEmpty {
            warn("the app's commands (\(scenes.commands.joined(separator: ", "))) are not shown: the host has no menu bar or keyboard")
        }
        if !scenes.unshownScenes.isEmpty {
            warn("the host shows the first window group only; not shown: \(scenes.unshownScenes.joined(separator: ", "))")
        }
        if options.live { serve(app, name: name, options: options) }
        let result = AppRunner.record(app, name: name, options: options)
        for warning in result.warnings { warn(warning) }
        guard result.status == .written, let output = result.output else {
            fail(result.message ?? "the window could not be written", status: 1)
        }
        let size = result.size.map { "\(number($0.width)) × \(number($0.height))" } ?? ""
        print(
            "\(name): wrote \(output): the first window at \(size), \(result.frames) frames (\(number(result.duration)) s)"
                + (result.cutOff ? "; still animating then, so cut off (set SWIFT_ANIMATION_DURATION)" : ""))
        delegates.willTerminate()
        exit(0)
    }

    /// Serves the app's window live until the program is stopped.
    private static func serve<A: App>(_ app: A, name: String, options: AppLaunchOptions) -> Never {
        guard let makeServer = LiveServing.maker else { fail("serving live needs the Live trait of swift-animation", status: 2) }
        let (result, host) = AppRunner.host(app, name: name, options: options)
        guard let host else { fail(result.message ?? "the app has no window to show", status: 1) }
        for warning in result.warnings { warn(warning) }
        let inbox = LiveInbox()
        let page = LivePage(title: name, summary: "\(name), running live on swift-animation.").html
        let server = makeServer(page, options.port) { event in inbox.post(event) }
        let size = "\(number(host.size.width)) × \(number(host.size.height))"
        Task.detached {
            do {
                try await server.run { port in
                    print("\(name): live at http://127.0.0.1:\(port)/ at \(size); click the window to tap it (Ctrl-C to stop)")
                    fflush(nil)
                }
            } catch {
                FileHandle.standardError.write(Data("\(name): the live server stopped: \(error)\n".utf8))
                exit(1)
            }
        }
        // Runs until the program is stopped: nothing ends the inbox.
        LiveRunner(host: host, frameRate: 60, inbox: inbox) { line in server.send(line, isError: false) }.run()
        exit(0)
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        exit(status)
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.3g", value)
    }
}
