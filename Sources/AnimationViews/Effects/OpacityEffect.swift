import AnimationCore
import Foundation

/// Makes the content translucent: `opacity`.
struct _OpacityEffect: DrawingEffect {
    static let label = "opacity"
    static let neutral: Value = 1
    var value: Double

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        updateEffect(node, in: context)
        node.updateChild(content, in: context)
    }

    func apply(_ value: Double, to item: inout DisplayList.Item) {
        item.opacity = value
    }
}

extension View {
    /// Makes the view translucent.
    ///
    /// - Parameter opacity: 0 is invisible, 1 opaque.
    /// - Returns: The view.
    nonisolated public func opacity(_ opacity: Double) -> some View {
        modifier(_OpacityEffect(value: opacity))
    }
}
