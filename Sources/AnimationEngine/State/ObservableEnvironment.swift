import AnimationCore
import Observation

/// The tag of the `@Observable` objects of ``View/environment(_:)``.
enum ObservableObjectTag {}

extension EnvironmentValues {
    /// The `@Observable` object of a type that an ancestor put in the
    /// environment, if any.
    subscript<T: AnyObject & Observable>(observable key: ObservableTypeKey<T>) -> T? {
        get { self[TypedObjectKey<T, ObservableObjectTag>.self] }
        set { self[TypedObjectKey<T, ObservableObjectTag>.self] = newValue }
    }

    /// The `@Observable` object of a type that an ancestor put in the
    /// environment; stops the program, with SwiftUI's message, if there is
    /// none.
    subscript<T: AnyObject & Observable>(requiredObservable key: ObservableTypeKey<T>) -> T {
        guard let object = self[TypedObjectKey<T, ObservableObjectTag>.self] else {
            fatalError(
                "No Observable object of type \(T.self) found. A View.environment(_:) for \(T.self) may be "
                    + "missing as an ancestor of this view.")
        }
        return object
    }
}

/// A key-path argument that names an object type in the environment.
struct ObservableTypeKey<T: AnyObject>: Hashable {}

extension Environment {
    /// Reads the `@Observable` object of a type from the environment:
    /// `@Environment(Library.self) private var library`. Reading it when no
    /// ancestor provides one stops the program with SwiftUI's message.
    ///
    /// - Parameter objectType: The object's type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[requiredObservable: ObservableTypeKey<Value>()])
    }

    /// Reads the `@Observable` object of a type from the environment, or
    /// `nil` when no ancestor provides one.
    ///
    /// - Parameter objectType: The object's type.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(\EnvironmentValues.[observable: ObservableTypeKey<T>()])
    }
}

extension View {
    /// Puts an `@Observable` object in the environment of this view and its
    /// descendants, where `@Environment(T.self)` finds it by its type.
    ///
    /// - Parameter object: The object, or `nil` to remove one.
    /// - Returns: The view.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentObjectModifier<T, ObservableObjectTag>(object: object))
    }
}
