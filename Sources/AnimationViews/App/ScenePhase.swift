import AnimationCore

/// An indication of a scene's operational state, as in SwiftUI: read it
/// with `@Environment(\.scenePhase)`.
///
/// The headless host's scene is ``active`` while it runs; a test moves it
/// through the phases as a device would, and views that read the phase
/// update (`onChange(of: scenePhase)` runs):
///
/// ```swift
/// host.updateEnvironment { $0.scenePhase = .background }
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene isn't visible.
    case background
    /// The scene is visible but doesn't receive events.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The operational state of the scene, ``ScenePhase/active`` by default.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
