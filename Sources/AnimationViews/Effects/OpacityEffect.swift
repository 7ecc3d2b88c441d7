import AnimationCore
import Foundation

/// Makes the content translucent: `opacity`.
///
/// Usable from inlinable code, as SwiftUI's is: ``View/opacity(_:)`` is
/// inlined into the caller, so a body that uses it knows its result's
/// type when compiled, not by a look-up every time it runs.
@usableFromInline
struct _OpacityEffect: DrawingEffect {
    static let label = "opacity"
    static let neutral: Value = 1
    @usableFromInline var value: Double

    @usableFromInline
    init(value: Double) {
        self.value = value
    }

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
    @inlinable
    nonisolated public func opacity(_ opacity: Double) -> some View {
        modifier(_OpacityEffect(value: opacity))
    }
}
