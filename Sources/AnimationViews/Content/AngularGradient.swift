import AnimationCore
import Foundation

/// A gradient by angle around a center (a conic gradient), as a shape style
/// or as a view that fills its frame.
///
/// Angle 0 points right and angles grow clockwise on screen, as in SwiftUI.
/// As SwiftUI documents: when the end angle is more than a turn past the
/// start, only the last complete turn is drawn; when it is less than a
/// turn, the missing part of the turn shows the color at location 1 for
/// its first half and the color at location 0 for its second half. Equal
/// start and end angles draw one full turn from the start angle.
public struct AngularGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// Creates an angular gradient between two angles.
    ///
    /// - Parameters:
    ///   - gradient: The stops.
    ///   - center: The center.
    ///   - startAngle: The angle of location 0; 0 when omitted.
    ///   - endAngle: The angle of location 1; 0 when omitted (a full turn).
    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Creates an angular gradient of evenly spaced colors between two
    /// angles.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: The center.
    ///   - startAngle: The angle of the first color.
    ///   - endAngle: The angle of the last color.
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from stops between two angles.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The center.
    ///   - startAngle: The angle of location 0.
    ///   - endAngle: The angle of location 1.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient: one full turn from an angle.
    ///
    /// - Parameters:
    ///   - gradient: The stops.
    ///   - center: The center.
    ///   - angle: Where the turn starts; 0 when omitted.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// Creates a conic gradient of evenly spaced colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: The center.
    ///   - angle: Where the turn starts; 0 when omitted.
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates a conic gradient from stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The center.
    ///   - angle: Where the turn starts; 0 when omitted.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// The gradient's paint. Angles that are not finite are taken as 0.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        let start = startAngle.radians.isFinite ? startAngle.radians : 0
        var end = endAngle.radians.isFinite ? endAngle.radians : 0
        if end == start { end = start + 2 * .pi }
        return _ResolvedShapeStyle(kind: .angular, stops: gradient.resolvedStops(in: environment), a: center, r0: start, r1: end)
    }
}

extension AngularGradient: View {
    /// A rectangle filled with the gradient: it takes the space it is
    /// offered.
    public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient between two angles.
    ///
    /// - Parameters:
    ///   - gradient: The stops.
    ///   - center: The center.
    ///   - startAngle: The angle of location 0.
    ///   - endAngle: The angle of location 1.
    /// - Returns: The style.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of evenly spaced colors between two angles.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: The center.
    ///   - startAngle: The angle of the first color.
    ///   - endAngle: The angle of the last color.
    /// - Returns: The style.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient from stops between two angles.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The center.
    ///   - startAngle: The angle of location 0.
    ///   - endAngle: The angle of location 1.
    /// - Returns: The style.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient: one full turn from an angle.
    ///
    /// - Parameters:
    ///   - gradient: The stops.
    ///   - center: The center.
    ///   - angle: Where the turn starts; 0 when omitted.
    /// - Returns: The style.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient of a gradient style (``AnimationEngine/Color/gradient``).
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: The center.
    ///   - angle: Where the turn starts; 0 when omitted.
    /// - Returns: The style.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
    }

    /// A conic gradient of evenly spaced colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: The center.
    ///   - angle: Where the turn starts; 0 when omitted.
    /// - Returns: The style.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

extension DisplayList.Paint {
    /// The location of an angular gradient at an angle, as SwiftUI
    /// documents (see ``AngularGradient``).
    ///
    /// - Parameters:
    ///   - angle: The angle of a point around the center, in radians.
    ///   - startAngle: The gradient's start angle.
    ///   - endAngle: The gradient's end angle.
    /// - Returns: The location, in `0...1`.
    public static func angularLocation(at angle: Double, startAngle: Double, endAngle: Double) -> Double {
        let turn = 2 * Double.pi
        let span = endAngle - startAngle
        guard span > 0 else { return 0 }
        if span >= turn {
            // The last complete turn: angles in [end - turn, end).
            let from = endAngle - turn
            let a = from + (angle - from).truncatingRemainder(dividingBy: turn)
            let inTurn = a < from ? a + turn : a
            return (inTurn - startAngle) / span
        }
        var offset = (angle - startAngle).truncatingRemainder(dividingBy: turn)
        if offset < 0 { offset += turn }
        if offset <= span { return offset / span }
        // The missing part: location 1 for its first half, 0 for its second.
        return offset - span < (turn - span) / 2 ? 1 : 0
    }
}
