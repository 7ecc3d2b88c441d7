import AnimationCore

/// How prominent the background under a view is, as SwiftUI's
/// `BackgroundProminence`: `.increased` under a vivid background (a
/// selected sidebar row on iPad and macOS), where custom views should
/// draw in higher contrast.
public struct BackgroundProminence: Hashable, Sendable {
    private enum Level: Hashable, Sendable { case standard, increased }
    private let level: Level

    /// A background of standard prominence.
    public static let standard = BackgroundProminence(level: .standard)
    /// A vivid background: foreground elements take higher contrast.
    public static let increased = BackgroundProminence(level: .increased)
}

private struct BackgroundProminenceKey: EnvironmentKey {
    static var defaultValue: BackgroundProminence { .standard }
}

extension EnvironmentValues {
    /// The prominence of the background under the views of this
    /// environment: `.standard` by default, and always on the headless
    /// host unless set, as its lists highlight no selected row (an iPhone
    /// list outside edit mode). Custom views read it as in SwiftUI; the
    /// system's hierarchical styles (`.secondary`) do not change with it
    /// here (see the differences article).
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}
