import AnimationCore
import AnimationRuntime
import Foundation

/// An effect on how its content is drawn (not laid out), driven by one
/// animated attribute: scale, rotation, offset, opacity, shadow or blur.
struct _DrawingEffect<Attribute: Animatable>: ViewModifier, PrimitiveModifier {
    /// The attribute's name in recordings: the modifier's name.
    var name: String
    /// The attribute's new value.
    var value: Attribute
    /// The effect drawn from the animated attribute.
    var effect: (AnimatedValue<Attribute>) -> NodeKind.Effect

    func body(content: Content) -> Never { neverBody(content: content) }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        node.kind = .effect(effect(node.animatedAttribute(name, to: value, in: context)))
        node.updateChild(content, in: context)
    }
}

/// A shadow as an animatable value: color, blur radius and offset.
struct ShadowValue: Animatable, Equatable {
    var color: Color.Resolved
    var radius: CGFloat
    var x: CGFloat
    var y: CGFloat

    var animatableData: AnimatablePair<Color.Resolved.AnimatableData, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(color.animatableData, AnimatablePair(radius, AnimatablePair(x, y))) }
        set {
            color.animatableData = newValue.first
            radius = newValue.second.first
            x = newValue.second.second.first
            y = newValue.second.second.second
        }
    }
}

extension View {
    /// Scales the view's drawing around an anchor; layout is unchanged.
    ///
    /// - Parameters:
    ///   - scale: The horizontal and vertical factors.
    ///   - anchor: The point that stays fixed; the center by default.
    /// - Returns: The scaled view.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_DrawingEffect(name: "scaleEffect", value: scale) { .scale($0, anchor: anchor) })
    }

    /// Scales the view's drawing uniformly around an anchor.
    ///
    /// - Parameters:
    ///   - s: The factor.
    ///   - anchor: The point that stays fixed; the center by default.
    /// - Returns: The scaled view.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the view's drawing by separate factors.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor; 1 by default.
    ///   - y: The vertical factor; 1 by default.
    ///   - anchor: The point that stays fixed; the center by default.
    /// - Returns: The scaled view.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the view's drawing around an anchor; layout is unchanged.
    ///
    /// - Parameters:
    ///   - angle: The angle; positive angles turn clockwise on screen.
    ///   - anchor: The point that stays fixed; the center by default.
    /// - Returns: The rotated view.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_DrawingEffect(name: "rotationEffect", value: angle) { .rotation($0, anchor: anchor) })
    }

    /// Moves the view's drawing; layout is unchanged.
    ///
    /// - Parameter offset: The distance.
    /// - Returns: The moved view.
    public func offset(_ offset: CGSize) -> some View {
        modifier(_DrawingEffect(name: "offset", value: offset) { .offset($0) })
    }

    /// Moves the view's drawing; layout is unchanged.
    ///
    /// - Parameters:
    ///   - x: The horizontal distance.
    ///   - y: The vertical distance.
    /// - Returns: The moved view.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Makes the view translucent.
    ///
    /// - Parameter opacity: 0 is invisible, 1 opaque.
    /// - Returns: The view.
    public func opacity(_ opacity: Double) -> some View {
        modifier(_DrawingEffect(name: "opacity", value: opacity) { .opacity($0) })
    }

    /// Draws a shadow under the view.
    ///
    /// - Parameters:
    ///   - color: The color; black at 33 % opacity by default.
    ///   - radius: The blur radius.
    ///   - x: The horizontal offset.
    ///   - y: The vertical offset.
    /// - Returns: The view with its shadow.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_DrawingEffect(name: "shadow", value: ShadowValue(color: color.resolved, radius: radius, x: x, y: y)) { .shadow($0) })
    }

    /// Blurs the view.
    ///
    /// - Parameters:
    ///   - radius: The blur radius.
    ///   - opaque: Whether the blur keeps the view opaque (ignored by the
    ///     headless renderers).
    /// - Returns: The blurred view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_DrawingEffect(name: "blur", value: radius) { .blur($0) })
    }
}
