import AnimationCore

/// A color or pattern to fill or stroke a shape with.
public protocol ShapeStyle: Sendable {
    /// The color this style draws with in an environment.
    func resolveColor(in environment: EnvironmentValues) -> Color.Resolved
}
