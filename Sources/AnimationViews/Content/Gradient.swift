import AnimationCore
import Foundation

/// A list of colors at locations, for the gradient styles.
///
/// As a shape style of its own, a gradient draws from top to bottom (as
/// ``LinearGradient`` from `.top` to `.bottom`).
public struct Gradient: Hashable, Sendable, ShapeStyle {
    /// A color at a location (0 is the start of the gradient, 1 its end).
    public struct Stop: Hashable, Sendable {
        /// The color.
        public var color: Color
        /// The location, in `0...1`.
        public var location: CGFloat

        /// Creates a stop.
        ///
        /// - Parameters:
        ///   - color: The color.
        ///   - location: The location, in `0...1`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops.
    public var stops: [Stop]

    /// How the colors blend between stops: perceptually unless
    /// ``colorSpace(_:)`` says otherwise (see ``ColorSpace``).
    var interpolation = ColorSpace.perceptual

    /// Creates a gradient from stops.
    ///
    /// - Parameter stops: The stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient from colors spaced evenly from 0 to 1.
    ///
    /// - Parameter colors: The colors.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    /// The stops resolved in an environment, in order of location.
    ///
    /// Locations are clamped to `0...1`; stops whose location is not finite
    /// (NaN, infinities) are left out; stops are sorted by location, keeping the order of equal
    /// locations (two stops at one location make a hard edge). No stops
    /// left: one clear stop. A perceptual blend is written out as stops
    /// between the stops (see ``ColorSpace``).
    ///
    /// - Parameter blending: The color space to blend in; the gradient's
    ///   own when `nil` (a canvas's shadings blend as the device does).
    func resolvedStops(in environment: EnvironmentValues, blending: ColorSpace? = nil) -> [DisplayList.GradientStop] {
        var result = stops.compactMap { stop -> DisplayList.GradientStop? in
            guard stop.location.isFinite else { return nil }
            return DisplayList.GradientStop(color: stop.color.resolve(in: environment), location: min(max(stop.location, 0), 1))
        }
        if result.isEmpty { return [DisplayList.GradientStop(color: Color.clear.resolved, location: 0)] }
        // A stable sort: equal locations keep their order.
        result = result.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        return (blending ?? interpolation).isPerceptual ? Self.perceptual(result) : result
    }

    /// A linear gradient from top to bottom.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        _ResolvedShapeStyle(kind: .linear, stops: resolvedStops(in: environment), a: .top, b: .bottom)
    }
}

/// A gradient as a shape style in its own right: what ``AnimationEngine/Color/gradient``
/// gives. It draws from top to bottom.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    /// The gradient.
    let gradient: Gradient

    /// Creates a gradient style from a gradient.
    ///
    /// - Parameter gradient: The gradient.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    /// A linear gradient from top to bottom.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        gradient._resolvePaint(in: environment)
    }
}

extension Color {
    /// A standard gradient of the color, from top to bottom.
    ///
    /// SwiftUI does not document its colors. Here it starts at the color
    /// mixed 20 % toward white and ends at the color itself (an asset
    /// color's gradient is the color).
    public var gradient: AnyGradient {
        // An asset color's values are known only when it is resolved.
        if isAsset { return AnyGradient(Gradient(colors: [self])) }
        func lighter(_ c: Resolved) -> Resolved {
            Resolved(red: c.red + (1 - c.red) * 0.2, green: c.green + (1 - c.green) * 0.2, blue: c.blue + (1 - c.blue) * 0.2, opacity: c.opacity)
        }
        var top = lighter(resolved), topDark = lighter(dark)
        top.opacity = resolved.opacity
        topDark.opacity = dark.opacity
        return AnyGradient(
            Gradient(stops: [
                Gradient.Stop(color: Color(light: top, dark: topDark), location: 0),
                Gradient.Stop(color: self, location: 1)
            ]))
    }
}
