/// A scene for an app's settings window (macOS), as in SwiftUI. It is not
/// a window group: `animate preview` shows an app's window group, not its
/// settings.
public struct Settings<Content: View> {
    let content: Content

    /// Creates a settings scene.
    ///
    /// - Parameter content: The settings' views.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Settings: Scene, PrimitiveScene {
    /// A settings scene is a primitive scene.
    public var body: Never { fatalError("Settings has no body") }

    func collectPrimitive(into scenes: inout AppScenes) {
        scenes.unshownScenes.append("Settings")
    }
}
