import AnimationCore
import Foundation

/// Where a focused-value property reads: its graph's store, set when its
/// view is installed.
final class FocusedValueSource: @unchecked Sendable {
    nonisolated(unsafe) weak var store: FocusedValuesStore?
}

/// A value the focused view (or the scene) publishes under a key of
/// ``/AnimationEngine/FocusedValues``: `nil` while none does. A view that reads it in its
/// body updates when focus moves or the value changes.
///
/// ```swift
/// @FocusedValue(\.selectedNote) private var note
/// ```
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>
    let source = FocusedValueSource()

    /// Reads the value of a key.
    ///
    /// - Parameter keyPath: The key's property of ``/AnimationEngine/FocusedValues``.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    /// The value, or `nil` when no focused view or scene publishes one
    /// (and before the view is in a host).
    @MainActor public var wrappedValue: Value? {
        source.store?.values[keyPath: keyPath]
    }
}

extension FocusedValue: InstallableProperty {
    package func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        source.store = node.graph.events.focusedValues
    }
}

/// A binding the focused view (or the scene) publishes under a key of
/// ``/AnimationEngine/FocusedValues``, read and written as its value: `nil` while none is
/// published (writing then changes nothing).
///
/// ```swift
/// @FocusedBinding(\.selectedNote) private var note
/// ```
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    let source = FocusedValueSource()

    /// Reads the binding of a key.
    ///
    /// - Parameter keyPath: The key's property of ``/AnimationEngine/FocusedValues``.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    @MainActor private var binding: Binding<Value>? {
        source.store?.values[keyPath: keyPath]
    }

    /// The bound value, or `nil` when none is published; setting a value
    /// writes through the binding (`nil` is ignored, as in SwiftUI).
    @MainActor public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding else { return }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to the optional value.
    @MainActor public var projectedValue: Binding<Value?> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension FocusedBinding: InstallableProperty {
    package func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        source.store = node.graph.events.focusedValues
    }
}
