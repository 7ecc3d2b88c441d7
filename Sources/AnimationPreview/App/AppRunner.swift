import AnimationCore
import AnimationViews
import Foundation

/// What an app's `main()` does on a host without windows (the `SwiftUI`
/// module's `App.main()` calls it): shows the app's first window group,
/// recorded into a page or running live.
@MainActor
public enum AppRunner {
    /// The request that shows an app's window as its options say: at the
    /// size they give, else the scene's `defaultSize`, else a phone's;
    /// written to their output, else `NAME.html`.
    ///
    /// - Parameters:
    ///   - name: The app's type name.
    ///   - scenes: The app's scenes.
    ///   - options: The launch options.
    /// - Returns: The request.
    public static func request(name: String, scenes: AppScenes, options: AppLaunchOptions) -> PreviewRequest {
        PreviewRequest(
            size: options.size ?? scenes.defaultSize, duration: options.duration, format: options.format,
            output: options.output ?? PreviewRequest.defaultOutput(name: name, format: options.format))
    }

    /// Records the app's first window and writes it.
    ///
    /// - Parameters:
    ///   - app: The app.
    ///   - name: Its type name.
    ///   - options: The launch options.
    /// - Returns: What was written, or why nothing was.
    public static func record<A: App>(_ app: A, name: String, options: AppLaunchOptions) -> PreviewResult {
        let request = request(name: name, scenes: app.scenes, options: options)
        return _PreviewRunner.run(
            request, candidates: [.app(name: name, file: name, line: 0) { app }],
            launch: { host in open(options.openURL, in: host) },
            summary: "\(name), run headlessly")
    }

    /// Records the window of an app that UIKit launches (its root view
    /// controller's SwiftUI view) and writes it.
    ///
    /// - Parameters:
    ///   - name: The app delegate's type name.
    ///   - options: The launch options.
    ///   - root: The window's view.
    /// - Returns: What was written, or why nothing was.
    public static func record(name: String, options: AppLaunchOptions, root: @escaping @MainActor () -> AnyView) -> PreviewResult {
        let request = PreviewRequest(
            size: options.size, duration: options.duration, format: options.format,
            output: options.output ?? PreviewRequest.defaultOutput(name: name, format: options.format))
        return _PreviewRunner.run(
            request, candidates: [.view(name: name, file: name, line: 0, make: root)],
            launch: { host in open(options.openURL, in: host) },
            summary: "\(name), run headlessly")
    }

    /// The host of the app's first window, for serving it live.
    ///
    /// - Parameters:
    ///   - app: The app.
    ///   - name: Its type name.
    ///   - options: The launch options.
    /// - Returns: The host (`nil` when the app has no window), and the
    ///   result that describes it.
    public static func host<A: App>(_ app: A, name: String, options: AppLaunchOptions) -> (result: PreviewResult, host: ViewHost?) {
        var request = request(name: name, scenes: app.scenes, options: options)
        request.live = true
        let (result, shown) = _PreviewRunner.prepare(request, candidates: [.app(name: name, file: name, line: 0) { app }])
        if let host = shown?.host { open(options.openURL, in: host) }
        return (result, shown?.host)
    }

    private static func open(_ url: URL?, in host: ViewHost) {
        if let url { host.open(url) }
    }
}
