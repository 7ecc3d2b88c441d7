import AnimationCore

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    private let style: any ShapeStyle

    /// Creates a type-erased shape style.
    ///
    /// - Parameter style: The style.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            self = erased
        } else {
            self.style = style
        }
    }

    /// The wrapped style's paint.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        style._resolvePaint(in: environment)
    }
}

/// A style drawn at an opacity: what `ShapeStyle.opacity(_:)` makes.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    /// The base's paint with every color's opacity multiplied.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        base._resolvePaint(in: environment).opacity(opacity.isFinite ? min(max(opacity, 0), 1) : 1)
    }
}

extension ShapeStyle {
    /// The style at an opacity.
    ///
    /// - Parameter opacity: From 0 (transparent) to 1 (as it is); clamped,
    ///   and 1 when not finite.
    /// - Returns: The style.
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}
