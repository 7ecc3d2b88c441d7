import Foundation

/// A key for a value a view gives the layout that holds it, read by a
/// custom `Layout` from its subviews (`subview[Key.self]`).
///
/// ```swift
/// struct Rank: LayoutValueKey {
///     static let defaultValue = 1
/// }
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The layout priority, as a layout value.
enum LayoutPriorityKey: LayoutValueKey {
    static let defaultValue = 0.0
}

/// Gives the modified view a layout value: `layoutValue(key:value:)` and
/// `layoutPriority(_:)`.
struct _LayoutValueModifier<Key: LayoutValueKey>: PrimitiveModifier {
    let value: Key.Value

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let primitive = node.ownPrimitive {
            if Key.self == LayoutPriorityKey.self { node.graph.layoutState.notePriorityNode(node) }
            return LayoutValuePrimitive(key: ObjectIdentifier(Key.self), value: value)
        }
        primitive.value = value
        // Values need not be equatable: a new one lays the container out
        // again (this runs only when the modifier's view updates).
        node.invalidateLayout()
        node.updateChild(content, in: context)
    }
}

/// The node of a layout value: its content's layout and drawing, and the
/// value for containers to read.
final class LayoutValuePrimitive: NodePrimitive {
    let key: ObjectIdentifier
    var value: Any

    init(key: ObjectIdentifier, value: Any) {
        self.key = key
        self.value = value
    }

    func nodeDidDetach(_ node: ViewNode) {
        if key == ObjectIdentifier(LayoutPriorityKey.self) { node.graph.layoutState.dropPriorityNode(node) }
    }
}

extension ViewNode {
    /// The value for a layout value key that the view the node stands for
    /// gives its container: set on it, or on the view inside its modifiers
    /// and bodies; `nil` when none is.
    package func layoutValue(for key: ObjectIdentifier) -> Any? {
        throughModifiers(LayoutValuePrimitive.self) { $0.key == key }?.primitive.value
    }

    /// The node's layout priority (0 unless `layoutPriority(_:)` set one).
    package var layoutPriority: Double {
        layoutValue(for: ObjectIdentifier(LayoutPriorityKey.self)) as? Double ?? 0
    }
}

extension View {
    /// Gives the view a value that a custom `Layout` holding it reads
    /// from its subview (`subview[Key.self]`).
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The value.
    /// - Returns: The view with the value.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }

    /// Sets how early a stack gives the view its share of the space: the
    /// children with the highest priority are sized first, offered all the
    /// space left except the smallest sizes of the children with lower
    /// priorities. 0 by default.
    ///
    /// - Parameter value: The priority (any finite number; NaN counts as 0).
    /// - Returns: The view with the priority.
    nonisolated public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutValueModifier<LayoutPriorityKey>(value: value.isNaN ? 0 : value))
    }
}
