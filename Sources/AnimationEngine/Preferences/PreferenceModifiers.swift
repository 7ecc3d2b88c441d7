import AnimationCore
import Foundation

/// Sets or transforms a preference for the view's subtree.
struct _PreferenceWritingModifier<Key: PreferenceKey>: PrimitiveModifier {
    /// What the modifier makes of the value its content produced (`nil`
    /// when the content sets none).
    var transform: (Key.Value?) -> Key.Value

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let writer = node.ownPrimitive { PreferenceWriter<Key>(transform: transform, isLayoutGroup: true) }
        writer.transform = transform
        node.updateChild(content, in: context)
    }
}

/// The node of a preference modifier: laid out as its content, like a
/// group (it sets no frame of its own), unless an anchor needs its frame.
package final class PreferenceWriter<Key: PreferenceKey>: NodePrimitive, NodeLayout {
    /// What the modifier does to the value from inside it.
    package var transform: (Key.Value?) -> Key.Value
    /// Whether the node lays out as its content (no anchor needs its frame).
    package let isLayoutGroup: Bool

    /// A writer of a transform.
    package init(transform: @escaping (Key.Value?) -> Key.Value, isLayoutGroup: Bool) {
        self.transform = transform
        self.isLayoutGroup = isLayoutGroup
    }
}

extension ViewNode {
    /// The value of `Key` this node's subtree produces: that of its
    /// outermost writers, reduced in tree order; `nil` if none writes one.
    /// Views that are leaving produce none.
    package func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
        if let writer = primitive(as: PreferenceWriter<Key>.self) {
            return writer.transform(childrenPreferenceValue(key))
        }
        return childrenPreferenceValue(key)
    }

    private func childrenPreferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
        var result: Key.Value?
        for child in children where !child.isLeaving {
            guard let next = child.preferenceValue(key) else { continue }
            if result == nil {
                result = next
            } else {
                Key.reduce(value: &result!, nextValue: { next })
            }
        }
        return result
    }
}

/// `onPreferenceChange`: an action that runs with the new value whenever
/// the value the content produces changes (and first with the value the
/// content starts with).
struct _PreferenceChangeModifier<Key: PreferenceKey>: PrimitiveModifier where Key.Value: Equatable {
    var action: @MainActor (Key.Value) -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let reader = node.local { PreferenceChangeReader<Key>(node: node) }
        reader.action = action
        node.updateChild(content, in: context)
        node.graph.preferences.register(reader)
    }
}

final class PreferenceChangeReader<Key: PreferenceKey>: PreferenceReading where Key.Value: Equatable {
    /// The reader's node, weakly: the graph's registry holds the reader,
    /// which may outlive its node until the registry next looks.
    private let reference: WeakNode
    var action: (@MainActor (Key.Value) -> Void)?
    private var last: Key.Value?

    init(node: ViewNode) {
        self.reference = node.weakReference
    }

    var isDetached: Bool { reference.node?.isDetached ?? true }

    func refresh() -> Bool {
        guard let node = reference.node else { return false }
        let value = node.preferenceValue(Key.self) ?? Key.defaultValue
        guard value != last else { return false }
        last = value
        if let action { node.graph.updates.afterUpdate { action(value) } }
        return true
    }
}

/// A view built from the value of a preference that the views it builds
/// produce (`overlayPreferenceValue`, `backgroundPreferenceValue`, a
/// navigation stack's destinations), built again whenever the value
/// changes.
package struct _PreferenceValueView<Key: PreferenceKey> {
    var make: (Key.Value) -> AnyView

    /// A view made from the preference's value inside it.
    package init(make: @escaping (Key.Value) -> AnyView) {
        self.make = make
    }
}

extension _PreferenceValueView: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        let reader = node.local { PreferenceValueReader<Key>(node: node) }
        // The value the content produced last; a new one re-runs the view.
        let value = node.preferenceValue(Key.self) ?? Key.defaultValue
        reader.shown = value
        let built = node.graph.updates.evaluatingUserCode { make(value) }
        node.updateChild(built, in: context)
        node.graph.preferences.register(reader)
    }

    /// A primitive view has no body.
    package var body: Never { neverBody }
}

extension _PreferenceValueView: View {}

final class PreferenceValueReader<Key: PreferenceKey>: PreferenceReading {
    /// The reader's node, weakly (see ``PreferenceChangeReader``).
    private let reference: WeakNode
    /// The value the view was last built with (compared as text when the
    /// value is not `Equatable`).
    var shown: Key.Value?

    init(node: ViewNode) {
        self.reference = node.weakReference
    }

    var isDetached: Bool { reference.node?.isDetached ?? true }

    func refresh() -> Bool {
        guard let node = reference.node else { return false }
        let value = node.preferenceValue(Key.self) ?? Key.defaultValue
        if let shown, PreferenceComparison.equal(shown, value) { return false }
        shown = value
        node.graph.scheduleRerun(node)
        return true
    }
}

/// Compares preference values: with `==` when they are `Equatable`, else
/// by their description (a change that reads the same is not seen).
enum PreferenceComparison {
    static func equal<T>(_ a: T, _ b: T) -> Bool {
        if let a = a as? any Equatable { return isEqual(a, b) }
        return String(describing: a) == String(describing: b)
    }

    private static func isEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        (b as? E) == a
    }
}

extension View {
    /// Sets a preference of this view for its ancestors to read; the values
    /// of the same key from inside the view are replaced.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The value.
    /// - Returns: The view.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(transform: { _ in value }))
    }

    /// Changes the value of a preference that the view's content produces
    /// (the key's default value if it produces none).
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - callback: Changes the value.
    /// - Returns: The view.
    nonisolated public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        modifier(
            _PreferenceWritingModifier<K>(transform: { value in
                var value = value ?? K.defaultValue
                callback(&value)
                return value
            }))
    }

    /// Runs an action with the value of a preference that the view's
    /// content produces: first with the value it starts with, then whenever
    /// it changes (after the update or layout that changed it). A state
    /// write in the action applies in the next update.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - action: What to do with the value.
    /// - Returns: The view.
    @preconcurrency nonisolated public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(_PreferenceChangeModifier<K>(action: action))
    }
}
