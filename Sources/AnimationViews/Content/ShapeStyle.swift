import AnimationCore

/// A color or pattern to fill or stroke a shape with.
public protocol ShapeStyle: Sendable {
    /// The color this style draws with in an environment.
    func resolveColor(in environment: EnvironmentValues) -> Color.Resolved
}

extension Color: ShapeStyle {
    /// The color itself.
    public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        resolved
    }
}

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

extension Color: View {
    /// Fills its frame.
    public var body: Never { neverBody }
}

extension Color: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.kind = .leaf(.color(node.animatedAttribute("color", to: resolved, in: context)))
        node.updateChildren([], in: context)
    }
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
