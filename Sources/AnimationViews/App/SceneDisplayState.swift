import AnimationCore

private struct LuminanceReducedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct SceneCapturedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the display is dimmed to save power (Always On, a widget in
    /// StandBy at night): `false` by default. A test turns it on as the
    /// device would, and views that read it update:
    ///
    /// ```swift
    /// host.updateEnvironment { $0.isLuminanceReduced = true }
    /// ```
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }

    /// Whether the scene is being recorded, mirrored or shared (AirPlay,
    /// screen recording): `false` by default; a test sets it as the device
    /// would.
    public var isSceneCaptured: Bool {
        get { self[SceneCapturedKey.self] }
        set { self[SceneCapturedKey.self] = newValue }
    }
}
