import AnimationCore
import Foundation

/// A style to use when rendering shadows.
///
/// A shape style with a shadow (``ShapeStyle/shadow(_:)-method``) casts it from
/// what it fills: a shape, or the text whose foreground style it is.
public struct ShadowStyle: Equatable, Sendable {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat
    let isInner: Bool

    /// Creates a custom drop shadow style. Drop shadows draw behind the
    /// source content by blurring, tinting and offsetting its per-pixel
    /// alpha values.
    ///
    /// - Parameters:
    ///   - color: The shadow's color.
    ///   - radius: The shadow's size.
    ///   - x: A horizontal offset you use to position the shadow relative
    ///     to this view.
    ///   - y: A vertical offset you use to position the shadow relative to
    ///     this view.
    /// - Returns: A new shadow style.
    public static func drop(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: false)
    }

    /// Creates a custom inner shadow style. Inner shadows draw on top of
    /// the source content by blurring, tinting, inverting and offsetting
    /// its per-pixel alpha values.
    ///
    /// - Parameters:
    ///   - color: The shadow's color.
    ///   - radius: The shadow's size.
    ///   - x: A horizontal offset you use to position the shadow relative
    ///     to this view.
    ///   - y: A vertical offset you use to position the shadow relative to
    ///     this view.
    /// - Returns: A new shadow style.
    public static func inner(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: true)
    }

    /// The display list's shadow in an environment. A radius or offset
    /// that is not finite is 0, a negative radius 0 (as the `shadow`
    /// modifier draws them).
    func resolved(in environment: EnvironmentValues) -> DisplayList.Shadow {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return DisplayList.Shadow(
            color: color.resolve(in: environment), radius: max(finite(radius), 0), offset: CGSize(width: finite(x), height: finite(y)),
            isInner: isInner)
    }
}

/// A style that casts a shadow: what ``ShapeStyle/shadow(_:)-method`` makes.
///
/// A style holds one shadow: a second `shadow(_:)` on the same style
/// replaces the first (SwiftUI draws both; a display-list item has one).
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let style: ShadowStyle

    /// The base's paint, with the shadow.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        var paint = base._resolvePaint(in: environment)
        if paint.shadow != nil {
            CurrentHost.warn("ShapeStyle.shadow(_:): a style with two shadows draws the last one.")
        }
        paint.shadow = style.resolved(in: environment)
        return paint
    }
}

extension ShapeStyle {
    /// Applies the specified shadow effect to the shape style.
    ///
    /// - Parameter style: The shadow style to apply.
    /// - Returns: A new shape style that uses the specified shadow style.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> {
        _ShadowShapeStyle(base: self, style: style)
    }
}

extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// Returns a shape style that applies the specified shadow style to
    /// the current style.
    ///
    /// - Parameter style: The shadow style to apply.
    /// - Returns: The foreground style with the shadow.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
        _ShadowShapeStyle(base: ForegroundStyle(), style: style)
    }
}
