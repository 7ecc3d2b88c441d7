import AnimationCore
import Foundation

/// Scales the content's drawing about an anchor: `scaleEffect`.
@usableFromInline
struct _ScaleEffect: DrawingEffect {
    static let label = "scaleEffect"
    static let neutral: Value = CGSize(width: 1, height: 1)
    var value: CGSize
    var anchor: UnitPoint

    @usableFromInline
    init(value: CGSize, anchor: UnitPoint) {
        self.value = value
        self.anchor = anchor
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        updateEffect(node, in: context)
        node.updateChild(content, in: context)
    }

    func apply(_ value: CGSize, to item: inout DisplayList.Item) {
        item.transform = item.transform(CGAffineTransform(scaleX: value.width, y: value.height), about: anchor)
    }
}

extension View {
    /// Scales the view's drawing around an anchor; layout is unchanged.
    ///
    /// - Parameters:
    ///   - scale: The horizontal and vertical factors.
    ///   - anchor: The point that stays fixed; the center by default.
    /// - Returns: The scaled view.
    @inlinable
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(value: scale, anchor: anchor))
    }

    /// Scales the view's drawing uniformly around an anchor.
    ///
    /// - Parameters:
    ///   - s: The factor.
    ///   - anchor: The point that stays fixed; the center by default.
    /// - Returns: The scaled view.
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the view's drawing by separate factors.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor; 1 by default.
    ///   - y: The vertical factor; 1 by default.
    ///   - anchor: The point that stays fixed; the center by default.
    /// - Returns: The scaled view.
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
}
