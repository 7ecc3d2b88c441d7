import AnimationCore
import Foundation

/// A gradient along a line, as a shape style or as a view that fills its
/// frame.
///
/// The start and end points are unit points of the rectangle the style
/// fills (a shape's frame, a text's frame, the view's frame). Colors
/// beyond the ends are the end colors. Changes animate stop by stop and
/// point by point.
public struct LinearGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient.
    ///
    /// - Parameters:
    ///   - gradient: The stops.
    ///   - startPoint: Where location 0 is.
    ///   - endPoint: Where location 1 is.
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient of evenly spaced colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - startPoint: Where the first color is.
    ///   - endPoint: Where the last color is.
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - startPoint: Where location 0 is.
    ///   - endPoint: Where location 1 is.
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The gradient's paint.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        _ResolvedShapeStyle(kind: .linear, stops: gradient.resolvedStops(in: environment), a: startPoint, b: endPoint)
    }
}

extension LinearGradient: View {
    /// A rectangle filled with the gradient: it takes the space it is
    /// offered.
    public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    ///
    /// - Parameters:
    ///   - gradient: The stops.
    ///   - startPoint: Where location 0 is.
    ///   - endPoint: Where location 1 is.
    /// - Returns: The style.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of a gradient style (``AnimationEngine/Color/gradient``).
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - startPoint: Where location 0 is.
    ///   - endPoint: Where location 1 is.
    /// - Returns: The style.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of evenly spaced colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - startPoint: Where the first color is.
    ///   - endPoint: Where the last color is.
    /// - Returns: The style.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - startPoint: Where location 0 is.
    ///   - endPoint: Where location 1 is.
    /// - Returns: The style.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
