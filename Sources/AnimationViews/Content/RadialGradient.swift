import AnimationCore
import Foundation

/// A gradient in circles around a center, as a shape style or as a view
/// that fills its frame.
///
/// The center is a unit point of the rectangle the style fills; the radii
/// are in points. Colors inside the start circle are the first color,
/// outside the end circle the last.
public struct RadialGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Creates a radial gradient.
    ///
    /// - Parameters:
    ///   - gradient: The stops.
    ///   - center: The center.
    ///   - startRadius: The radius of location 0, in points.
    ///   - endRadius: The radius of location 1, in points.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient of evenly spaced colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: The center.
    ///   - startRadius: The radius of the first color.
    ///   - endRadius: The radius of the last color.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The center.
    ///   - startRadius: The radius of location 0.
    ///   - endRadius: The radius of location 1.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The gradient's paint. Negative radii are taken as 0.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        _ResolvedShapeStyle(
            kind: .radial, stops: gradient.resolvedStops(in: environment), a: center,
            r0: Self.radius(startRadius), r1: Self.radius(endRadius))
    }

    static func radius(_ value: CGFloat) -> Double {
        value.isFinite ? max(value, 0) : 0
    }
}

extension RadialGradient: View {
    /// A rectangle filled with the gradient: it takes the space it is
    /// offered.
    public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    ///
    /// - Parameters:
    ///   - gradient: The stops.
    ///   - center: The center.
    ///   - startRadius: The radius of location 0.
    ///   - endRadius: The radius of location 1.
    /// - Returns: The style.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of a gradient style (``AnimationEngine/Color/gradient``).
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: The center.
    ///   - startRadius: The radius of location 0.
    ///   - endRadius: The radius of location 1.
    /// - Returns: The style.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of evenly spaced colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: The center.
    ///   - startRadius: The radius of the first color.
    ///   - endRadius: The radius of the last color.
    /// - Returns: The style.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient from stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The center.
    ///   - startRadius: The radius of location 0.
    ///   - endRadius: The radius of location 1.
    /// - Returns: The style.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
