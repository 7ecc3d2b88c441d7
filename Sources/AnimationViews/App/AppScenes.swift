import AnimationCore
import Foundation

/// What an app's scenes hold, as a host that launches the app reads them:
/// the window it shows (the first ``WindowGroup``'s), and what it does not
/// show. This package's addition: the `SwiftUI` module's `App.main()`
/// reads it, and tests can.
public struct AppScenes {
    /// The content of the first window group, `nil` if the app has none.
    public var windowContent: (any View)?
    /// The first window group's title.
    public var windowTitle: String?
    /// The size the first window group asks for (``Scene/defaultSize(width:height:)``).
    public var defaultSize: CGSize?
    /// The menus and command groups declared with ``Scene/commands(content:)``.
    public var commands: [String] = []
    /// The scenes that a host with one window does not show, described
    /// (`Settings`, `WindowGroup(id: "detail")`).
    public var unshownScenes: [String] = []

    /// Nothing yet.
    public init() {}
}

extension App {
    /// The app's scenes, read from its ``App/body``.
    public var scenes: AppScenes {
        var scenes = AppScenes()
        body.collect(into: &scenes)
        return scenes
    }
}

@MainActor
extension Scene {
    /// Adds what the scene holds to a summary.
    func collect(into scenes: inout AppScenes) {
        if let primitive = self as? any PrimitiveScene {
            primitive.collectPrimitive(into: &scenes)
        } else {
            body.collect(into: &scenes)
        }
    }
}
