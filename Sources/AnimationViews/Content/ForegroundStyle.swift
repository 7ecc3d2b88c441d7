import AnimationCore

/// The foreground style of the environment (set with `foregroundColor` or
/// `foregroundStyle`; black by default).
public struct ForegroundStyle: ShapeStyle {
    /// Creates the foreground style.
    public init() {}

    /// The environment's foreground color.
    public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        environment.foregroundColor.resolved
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

private struct ForegroundColorKey: EnvironmentKey {
    static let defaultValue = Color.primary
}

extension EnvironmentValues {
    /// The color that text and shapes without their own style use.
    public var foregroundColor: Color {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
}
