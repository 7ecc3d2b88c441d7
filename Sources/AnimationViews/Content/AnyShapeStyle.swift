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
