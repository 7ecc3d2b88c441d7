/// A scene that presents a group of identically structured windows, as in
/// SwiftUI. Headless, it is one window: `animate preview` shows its content.
public struct WindowGroup<Content: View> {
    /// The window's title, if any.
    public let title: String?
    /// The group's identifier, if any.
    public let id: String?
    let content: Content

    /// Creates a window group.
    ///
    /// - Parameter content: The window's views.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.title = nil
        self.id = nil
        self.content = content()
    }

    /// Creates a window group with an identifier.
    ///
    /// - Parameters:
    ///   - id: The group's identifier.
    ///   - content: The window's views.
    nonisolated public init(id: String, @ViewBuilder content: () -> Content) {
        self.title = nil
        self.id = id
        self.content = content()
    }

    /// Creates a window group with a title.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - content: The window's views.
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.id = nil
        self.content = content()
    }

    /// Creates a window group with a title and an identifier.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - id: The group's identifier.
    ///   - content: The window's views.
    nonisolated public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content()
    }
}

extension WindowGroup: Scene, PrimitiveScene {
    /// A window group is a primitive scene.
    public var body: Never { fatalError("WindowGroup has no body") }

    func collectPrimitive(into scenes: inout AppScenes) {
        if scenes.windowContent == nil {
            scenes.windowContent = content
            scenes.windowTitle = title
        } else {
            scenes.unshownScenes.append(id.map { "WindowGroup(id: \"\($0)\")" } ?? title.map { "WindowGroup(\"\($0)\")" } ?? "WindowGroup")
        }
    }
}
