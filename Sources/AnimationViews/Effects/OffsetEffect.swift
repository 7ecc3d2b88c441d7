import AnimationCore
import Foundation

/// Moves the content's drawing: `offset`.
@usableFromInline
struct _OffsetEffect: DrawingEffect {
    static let label = "offset"
    static let neutral: Value = .zero
    var value: CGSize

    @usableFromInline
    init(value: CGSize) {
        self.value = value
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        updateEffect(node, in: context)
        node.updateChild(content, in: context)
    }

    func apply(_ value: CGSize, to item: inout DisplayList.Item) {
        item.transform = CGAffineTransform(translationX: value.width, y: value.height)
    }
}

extension View {
    /// Moves the view's drawing; layout is unchanged.
    ///
    /// - Parameter offset: The distance.
    /// - Returns: The moved view.
    @inlinable
    nonisolated public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(value: offset))
    }

    /// Moves the view's drawing; layout is unchanged.
    ///
    /// - Parameters:
    ///   - x: The horizontal distance.
    ///   - y: The vertical distance.
    /// - Returns: The moved view.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
