import AnimationCore

/// How much room a dimension of the interface has.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Constrained (an iPhone's width in portrait).
    case compact
    /// Spacious (an iPhone's height in portrait, an iPad's width).
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

extension EnvironmentValues {
    /// The horizontal size class: `.compact` by default (an iPhone in
    /// portrait); hosts set it (``ViewHost/updateEnvironment(animation:_:)``,
    /// preview devices by orientation).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: `.regular` by default (an iPhone in
    /// portrait).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
