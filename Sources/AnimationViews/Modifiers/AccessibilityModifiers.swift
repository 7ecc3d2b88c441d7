import AnimationCore
import Foundation

/// `accessibilityIdentifier(_:)` and `accessibilityLabel(_:)`: the content,
/// laid out and drawn as it is, in an item that carries the identifier or
/// label, so that ``/AnimationEngine/ViewHost/find(id:)`` and ``/AnimationEngine/ViewHost/find(label:)``
/// find it with the content's frame. Each modifier makes an element of its
/// own: a view with two identifiers is found by either.
struct _AccessibilityModifier: PrimitiveModifier {
    var info: AccessibilityInfo

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let element = node.ownPrimitive { AccessibilityPrimitive() }
        if element.info != info {
            element.info = info
            node.invalidateDrawing()
        }
        node.updateChild(content, in: context)
    }
}

/// The node of an accessibility modifier: an item around its content
/// carrying the identifier or label.
final class AccessibilityPrimitive: NodePrimitive, NodeDrawing {
    var info = AccessibilityInfo()

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.accessibility = info
    }
}

extension View {
    /// Gives the view an identifier that tests find it by
    /// (`find(id:)`); VoiceOver does not read it.
    ///
    /// - Parameter identifier: The identifier.
    /// - Returns: The view.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(identifier: identifier)))
    }

    /// Gives the view a label that VoiceOver reads instead of its content's
    /// (`find(label:)` finds it).
    ///
    /// - Parameter label: The label.
    /// - Returns: The view.
    nonisolated public func accessibilityLabel(_ label: Text) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(label: label.string)))
    }

    /// Gives the view a label that VoiceOver reads instead of its content's.
    ///
    /// - Parameter label: The label.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(label: String(label))))
    }

    /// Gives the view a label, looked up as a localized string key, that
    /// VoiceOver reads instead of its content's.
    ///
    /// - Parameter label: The label's key.
    /// - Returns: The view.
    nonisolated public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(label: Text(label).string)))
    }
}
