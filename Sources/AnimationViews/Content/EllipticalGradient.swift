import AnimationCore
import Foundation

/// A radial gradient stretched to the rectangle it fills, as a shape style
/// or as a view that fills its frame.
///
/// As SwiftUI documents: the gradient is defined in a unit square (its
/// center a unit point, its radii fractions of the square's side) that is
/// then stretched to the drawn rectangle, so that its circles become
/// ellipses. A radius fraction of 0.5 reaches the middle of each edge from
/// the center.
public struct EllipticalGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// Creates an elliptical gradient.
    ///
    /// - Parameters:
    ///   - gradient: The stops.
    ///   - center: The center; the middle when omitted.
    ///   - startRadiusFraction: The radius of location 0, as a fraction of
    ///     the rectangle's size; 0 when omitted.
    ///   - endRadiusFraction: The radius of location 1; 0.5 when omitted.
    nonisolated public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient of evenly spaced colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: The center; the middle when omitted.
    ///   - startRadiusFraction: The radius of the first color; 0 when omitted.
    ///   - endRadiusFraction: The radius of the last color; 0.5 when omitted.
    nonisolated public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The center; the middle when omitted.
    ///   - startRadiusFraction: The radius of location 0; 0 when omitted.
    ///   - endRadiusFraction: The radius of location 1; 0.5 when omitted.
    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// The gradient's paint. Negative fractions are taken as 0.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        _ResolvedShapeStyle(
            kind: .elliptical, stops: gradient.resolvedStops(in: environment), a: center,
            r0: RadialGradient.radius(startRadiusFraction), r1: RadialGradient.radius(endRadiusFraction))
    }
}

extension EllipticalGradient: View {
    /// A rectangle filled with the gradient: it takes the space it is
    /// offered.
    public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    ///
    /// - Parameters:
    ///   - gradient: The stops.
    ///   - center: The center; the middle when omitted.
    ///   - startRadiusFraction: The radius of location 0; 0 when omitted.
    ///   - endRadiusFraction: The radius of location 1; 0.5 when omitted.
    /// - Returns: The style.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of a gradient style (``AnimationEngine/Color/gradient``).
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: The center; the middle when omitted.
    ///   - startRadiusFraction: The radius of location 0; 0 when omitted.
    ///   - endRadiusFraction: The radius of location 1; 0.5 when omitted.
    /// - Returns: The style.
    public static func ellipticalGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of evenly spaced colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: The center; the middle when omitted.
    ///   - startRadiusFraction: The radius of the first color; 0 when omitted.
    ///   - endRadiusFraction: The radius of the last color; 0.5 when omitted.
    /// - Returns: The style.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
