/// A type that represents the structure and behaviour of an app, as in
/// SwiftUI: its ``body`` lists its scenes.
///
/// ```swift
/// struct MyApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
///
/// With `import SwiftUI` (the `SwiftUI` product), `@main` on an app runs it:
/// its `main()` shows the first window group as a player page, or live.
/// `animate preview` shows an app's first window group.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }

    /// Creates the app.
    @MainActor @preconcurrency init()
}

extension App {
    /// The content of the app's first window group, or `nil` if it has
    /// none. This package's addition, for `animate preview`.
    public var firstWindowContent: (any View)? {
        scenes.windowContent
    }
}
