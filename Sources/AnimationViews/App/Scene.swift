/// A part of an app's user interface with a life cycle managed by the
/// system, as in SwiftUI: a window group, a settings window, or a scene
/// composed of others in its ``body``.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of the scene's content.
    associatedtype Body: Scene

    /// The scene's content.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

/// A scene that holds views itself (a window group) or other scenes.
@MainActor
protocol PrimitiveScene {
    /// Adds what the scene holds to an app's summary.
    func collectPrimitive(into scenes: inout AppScenes)
}
