import AnimationCore
import Foundation

/// Blurs the content: `blur`.
@usableFromInline
struct _BlurEffect: DrawingEffect {
    static let label = "blur"
    static let neutral: Value = 0
    var value: CGFloat
    var opaque: Bool

    @usableFromInline
    init(value: CGFloat, opaque: Bool) {
        self.value = value
        self.opaque = opaque
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        updateEffect(node, in: context)
        node.updateChild(content, in: context)
    }

    func apply(_ value: CGFloat, to item: inout DisplayList.Item) {
        item.blurRadius = value
    }
}

extension View {
    /// Blurs the view.
    ///
    /// - Parameters:
    ///   - radius: The blur radius.
    ///   - opaque: Whether the blur keeps the view opaque (the headless
    ///     renderers draw the blur alike either way; the display list does
    ///     not record it).
    /// - Returns: The blurred view.
    @inlinable
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_BlurEffect(value: radius, opaque: opaque))
    }
}
