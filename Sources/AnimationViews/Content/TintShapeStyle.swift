import AnimationCore

/// The tint of the environment: set with ``AnimationEngine/View/tint(_:)-(S?)``, the accent
/// color by default. Controls draw their highlights with it.
public struct TintShapeStyle: ShapeStyle {
    /// Creates the tint style.
    public init() {}

    /// The environment's tint.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        environment.tint?._resolvePaint(in: environment) ?? .color(Color.accentColor.resolve(in: environment))
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the environment.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The tint set with `tint`; `nil` for the accent color.
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// Sets the tint of the view and its descendants: what
    /// ``TintShapeStyle`` and controls draw with.
    ///
    /// - Parameter tint: The color; `nil` for the accent color.
    /// - Returns: The view.
    @inlinable
    nonisolated public func tint(_ tint: Color?) -> some View {
        modifier(_TintModifier(tint: tint.map(AnyShapeStyle.init)))
    }

    /// Sets the tint of the view and its descendants to a style.
    ///
    /// - Parameter tint: The style; `nil` for the accent color.
    /// - Returns: The view.
    @inlinable
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_TintModifier(tint: tint.map(AnyShapeStyle.init)))
    }

    /// Sets the accent color of the view and its descendants (SwiftUI's
    /// older name for `tint`).
    ///
    /// - Parameter accentColor: The color; `nil` for the default.
    /// - Returns: The view.
    @available(*, deprecated, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
    nonisolated public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}

@usableFromInline
struct _TintModifier: PrimitiveModifier {
    var tint: AnyShapeStyle?

    @usableFromInline
    init(tint: AnyShapeStyle?) {
        self.tint = tint
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        inner.environment.tint = tint
        node.updateChild(content, in: inner)
    }
}
