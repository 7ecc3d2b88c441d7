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
    /// The views of its first window, if it has one.
    var windowContent: (any View)? { get }
}

@MainActor
extension Scene {
    /// The views of the scene's first window group, if it has one.
    var firstWindowContent: (any View)? {
        if let primitive = self as? any PrimitiveScene { return primitive.windowContent }
        return body.firstWindowContent
    }
}
