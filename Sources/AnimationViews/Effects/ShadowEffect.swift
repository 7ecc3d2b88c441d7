import AnimationCore
import Foundation

/// Draws a shadow under the content: `shadow`.
struct _ShadowEffect: DrawingEffect {
    static let label = "shadow"
    static let neutral = ShadowValue(color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0), radius: 0, x: 0, y: 0)
    var value: ShadowValue
    /// The color, resolved in the view's environment (its appearance).
    var color: Color

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var resolved = self
        resolved.value.color = color.resolve(in: context.environment)
        resolved.updateEffect(node, in: context)
        node.updateChild(content, in: context)
    }

    func apply(_ value: ShadowValue, to item: inout DisplayList.Item) {
        item.shadow = DisplayList.Shadow(color: value.color, radius: value.radius, offset: CGSize(width: value.x, height: value.y))
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
    /// Draws a shadow under the view.
    ///
    /// - Parameters:
    ///   - color: The color; black at 33 % opacity by default.
    ///   - radius: The blur radius.
    ///   - x: The horizontal offset.
    ///   - y: The vertical offset.
    /// - Returns: The view with its shadow.
    nonisolated public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        modifier(_ShadowEffect(value: ShadowValue(color: color.resolved, radius: radius, x: x, y: y), color: color))
    }
}
