import AnimationCore

/// A color or pattern to fill or stroke a shape with, or to draw text in.
///
/// The built-in styles are colors (``/AnimationEngine/Color``), gradients
/// (``LinearGradient``, ``RadialGradient``, ``EllipticalGradient``,
/// ``AngularGradient``, ``AnyGradient``), the foreground levels
/// (``HierarchicalShapeStyle``, ``ForegroundStyle``), ``TintShapeStyle``,
/// ``BackgroundStyle`` and ``AnyShapeStyle``.
///
/// As in SwiftUI, a style of your own implements ``resolve(in:)`` and
/// returns another style (one of the above, or a style of yours that
/// resolves further).
public protocol ShapeStyle: Sendable {
    /// The style this style resolves to.
    associatedtype Resolved: ShapeStyle = Never

    /// The style to draw with in an environment.
    ///
    /// - Parameter environment: The environment of the view that draws.
    /// - Returns: Another style.
    func resolve(in environment: EnvironmentValues) -> Resolved

    /// What this style draws with, as the renderer's paint in the unit
    /// space of the drawn rectangle: the built-in styles implement it; other
    /// styles resolve to one that does.
    func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle
}

extension ShapeStyle {
    /// The paint of the style this style resolves to.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        resolve(in: environment)._resolvePaint(in: environment)
    }
}

extension ShapeStyle where Resolved == Never {
    /// A built-in style resolves to its paint directly; this is never
    /// called for them.
    public func resolve(in environment: EnvironmentValues) -> Never {
        preconditionFailure("\(Self.self) is a built-in shape style and resolves to its paint directly")
    }
}

extension Never: ShapeStyle {
    /// Never called: no value of `Never` exists.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        switch self {}
    }
}
