import AnimationCore
import Foundation

/// Rotates the content's drawing about an anchor: `rotationEffect`.
@usableFromInline
struct _RotationEffect: DrawingEffect {
    static let label = "rotationEffect"
    static let neutral: Value = .zero
    var value: Angle
    var anchor: UnitPoint

    @usableFromInline
    init(value: Angle, anchor: UnitPoint) {
        self.value = value
        self.anchor = anchor
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        updateEffect(node, in: context)
        node.updateChild(content, in: context)
    }

    func apply(_ value: Angle, to item: inout DisplayList.Item) {
        item.transform = item.transform(CGAffineTransform(rotationAngle: CGFloat(value.radians)), about: anchor)
    }
}

extension View {
    /// Rotates the view's drawing around an anchor; layout is unchanged.
    ///
    /// - Parameters:
    ///   - angle: The angle; positive angles turn clockwise on screen.
    ///   - anchor: The point that stays fixed; the center by default.
    /// - Returns: The rotated view.
    @inlinable
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(value: angle, anchor: anchor))
    }
}
