import AnimationCore
import Combine

/// A property wrapper for an `ObservableObject` an ancestor put in the
/// environment with ``View/environmentObject(_:)``, found by its type and
/// observed like an ``ObservedObject``.
///
/// Reading it when no ancestor provides an object of its type stops the
/// program with SwiftUI's message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = EnvironmentObjectBox<ObjectType>()

    /// Declares an environment object.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                    + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: InstallableProperty {
    package func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        box.object = environment[TypedObjectKey<ObjectType, EnvironmentObjectTag>.self]
        if let object = box.object { node.subscription(at: index).observe(object, for: node) }
    }
}

/// The object a view value found in its environment.
final class EnvironmentObjectBox<ObjectType: AnyObject>: @unchecked Sendable {
    var object: ObjectType?
}

/// The environment's slot for an object of one type; `Tag` keeps the
/// objects of `environmentObject` and of `environment(_:)` apart.
struct TypedObjectKey<ObjectType: AnyObject, Tag>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

/// The tag of ``View/environmentObject(_:)``'s objects.
enum EnvironmentObjectTag {}

/// Puts an object in the environment under its type.
struct _EnvironmentObjectModifier<ObjectType: AnyObject, Tag>: PrimitiveModifier {
    var object: ObjectType?

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var context = context
        context.environment[TypedObjectKey<ObjectType, Tag>.self] = object
        node.updateChild(content, in: context)
    }
}

extension View {
    /// Puts an observable object in the environment of this view and its
    /// descendants, where ``EnvironmentObject`` finds it by its type.
    ///
    /// - Parameter object: The object.
    /// - Returns: The view.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentObjectModifier<T, EnvironmentObjectTag>(object: object))
    }
}
