import AnimationCore
import Foundation
import Observation

/// A key of ``FocusedValues``: the type of the value views publish under
/// it with `focusedValue(_:_:)`.
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// The values the focused view and its scene publish, read with
/// `FocusedValue` and `FocusedBinding`: extend it with a property per
/// key, as with `EnvironmentValues`.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey { typealias Value = Binding<Note> }
/// extension FocusedValues {
///     var selectedNote: Binding<Note>? {
///         get { self[SelectedNoteKey.self] }
///         set { self[SelectedNoteKey.self] = newValue }
///     }
/// }
/// ```
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values.
    public init() {}

    /// The value of a key, `nil` when no focused view (or scene) publishes
    /// one.
    ///
    /// - Parameter key: The key.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// The focused values of a graph: what each view's `focusedValue` and
/// `focusedSceneValue` publish, and the focused text field, from which
/// readers resolve the values that apply.
///
/// A reader's body reads ``revision`` (observed), so it updates when a
/// view starts or stops publishing, when a published value that is
/// `Equatable` changes, and when focus moves. A value that is not
/// `Equatable` (a `Binding`) replaced by another does not update readers
/// by itself: they read the new one when they next update (a binding reads
/// through to its source anyway).
@MainActor
@Observable
package final class FocusedValuesStore {
    /// One view's publication of one key.
    struct Publication {
        let node: WeakNode
        let key: AnyKeyPath
        var value: Any
        let write: (inout FocusedValues, Any) -> Void
        let isScene: Bool
    }

    /// Bumped by every change readers should see.
    private(set) var revision = 0
    @ObservationIgnored private var publications: [Publication] = []
    /// The focused text field's node, by identity.
    @ObservationIgnored var focusedInput: ObjectIdentifier? {
        didSet { revision &+= 1 }
    }

    /// Publishes (or replaces) a node's value for a key.
    package func publish<Value>(
        _ value: Value, for keyPath: WritableKeyPath<FocusedValues, Value?>, from node: ViewNode, isScene: Bool
    ) {
        if let index = publications.firstIndex(where: { $0.node.node === node && $0.key == keyPath && $0.isScene == isScene }) {
            let changed = !(Self.equal(publications[index].value, value) ?? true)
            publications[index].value = value
            if changed { revision &+= 1 }
            return
        }
        publications.append(
            Publication(
                node: node.weakReference, key: keyPath, value: value,
                write: { values, value in values[keyPath: keyPath] = value as? Value }, isScene: isScene))
        revision &+= 1
    }

    /// Withdraws a node's value for a key (its value became `nil`).
    package func withdraw(_ keyPath: AnyKeyPath, from node: ViewNode, isScene: Bool) {
        let before = publications.count
        publications.removeAll { $0.node.node === node && $0.key == keyPath && $0.isScene == isScene }
        if publications.count != before { revision &+= 1 }
    }

    /// The values that apply now: the scene's, then those of the views
    /// that contain the focused text field, outermost first (an inner
    /// view's value wins). Views that left the tree publish nothing.
    package var values: FocusedValues {
        _ = revision
        publications.removeAll { $0.node.node?.isDetached ?? true }
        var values = FocusedValues()
        for publication in publications where publication.isScene {
            publication.write(&values, publication.value)
        }
        guard let focused = focusedInput else { return values }
        for publication in publications where !publication.isScene {
            guard let node = publication.node.node, Self.subtree(of: node, contains: focused) else { continue }
            publication.write(&values, publication.value)
        }
        return values
    }

    private static func subtree(of node: ViewNode, contains id: ObjectIdentifier) -> Bool {
        if ObjectIdentifier(node) == id { return true }
        return node.children.contains { subtree(of: $0, contains: id) }
    }

    /// Whether two values are equal, when they are `Equatable`; `nil`
    /// otherwise.
    private static func equal(_ a: Any, _ b: Any) -> Bool? {
        guard let a = a as? any Equatable else { return nil }
        func compare<T: Equatable>(_ x: T) -> Bool { (b as? T) == x }
        return compare(a)
    }
}
