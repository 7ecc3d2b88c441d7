import AnimationCore
import Observation

/// A property wrapper that makes bindings to the properties of an
/// `@Observable` object: `$model.name`, or `Bindable(model).name`.
///
/// The view that reads the object's properties in its body updates when
/// they change (every body's reads are tracked, as in SwiftUI), in the
/// transaction of the change.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
    /// The object.
    public var wrappedValue: Value

    private init(object: Value) {
        wrappedValue = object
    }

    /// Unavailable: the wrapped value must be an object that conforms to
    /// `Observable` (the constrained initializer below).
    ///
    /// - Parameter wrappedValue: The value.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) {
        self.init(object: wrappedValue)
    }

    /// Unavailable: the wrapped value must be an object that conforms to
    /// `Observable`.
    ///
    /// - Parameter projectedValue: The other wrapper.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// The wrapper itself: `$model.name` is a binding.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object.
    ///
    /// - Parameter keyPath: The property.
    /// - Returns: A binding that reads and writes it.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    /// Makes bindings to an object's properties.
    ///
    /// - Parameter wrappedValue: The object.
    public init(wrappedValue: Value) {
        self.init(object: wrappedValue)
    }

    /// Makes bindings to an object's properties.
    ///
    /// - Parameter wrappedValue: The object.
    public init(_ wrappedValue: Value) {
        self.init(object: wrappedValue)
    }

    /// Makes bindings to the object another `Bindable` holds.
    ///
    /// - Parameter projectedValue: The other wrapper.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The object's identity.
    public var id: Value.ID { wrappedValue.id }
}
