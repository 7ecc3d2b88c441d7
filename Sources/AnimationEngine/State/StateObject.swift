import AnimationCore
import Combine

/// A property wrapper for an `ObservableObject` a view owns: made once,
/// when the view first appears (from the expression it is declared with),
/// kept for as long as the view keeps its place, and observed like an
/// ``ObservedObject``.
///
/// Read before the view is in a graph (outside a body), the object is made
/// once for that view value, as SwiftUI does with a warning.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    /// Declares the object a view owns.
    ///
    /// - Parameter thunk: Makes the object; called once per view identity.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(make: thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: box.object)
    }
}

extension StateObject: InstallableProperty {
    package func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        let storage: StateObjectStorage<ObjectType>
        if index < node.storage.count, let kept = node.storage[index] as? StateObjectStorage<ObjectType> {
            storage = kept
        } else {
            storage = StateObjectStorage(object: box.made ?? box.make())
            while node.storage.count <= index { node.storage.append(storage) }
            node.storage[index] = storage
        }
        box.made = storage.object
        storage.subscription.observe(storage.object, for: node)
    }
}

/// A view value's handle on its state object.
final class StateObjectBox<ObjectType: ObservableObject>: @unchecked Sendable {
    let make: () -> ObjectType
    /// The node's object once installed (or the one made for a read before).
    var made: ObjectType?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// The object a node keeps for a ``StateObject``, and its subscription.
@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
    let object: ObjectType
    let subscription = ObjectSubscription()

    init(object: ObjectType) {
        self.object = object
    }
}
