import AnimationCore
import Combine

/// A property wrapper for an `ObservableObject` a view is given: the view
/// updates whenever the object announces a change (its `objectWillChange`,
/// which `@Published` properties send), in the transaction of the change,
/// so `withAnimation { model.count += 1 }` animates what the count changes.
///
/// `$model.name` is a binding to a property of the object.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes an object.
    ///
    /// - Parameter wrappedValue: The object.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes an object.
    ///
    /// - Parameter initialValue: The object.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an observed object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to a property of the object.
        ///
        /// - Parameter keyPath: The property.
        /// - Returns: A binding that reads and writes it.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: InstallableProperty {
    package func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        node.subscription(at: index).observe(wrappedValue, for: node)
    }
}

extension ViewNode {
    /// The object subscription kept in the node's storage at `index`.
    func subscription(at index: Int) -> ObjectSubscription {
        if index < storage.count, let subscription = storage[index] as? ObjectSubscription { return subscription }
        let subscription = ObjectSubscription()
        while storage.count <= index { storage.append(subscription) }
        storage[index] = subscription
        return subscription
    }
}
