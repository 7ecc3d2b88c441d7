import AnimationCore
import Combine

/// A stored property of a view that the graph updates before the body runs:
/// ``State``, ``Binding`` and ``Environment``.
///
/// A property wrapper of your own that holds such properties is one too:
/// the graph installs the properties inside it (a `@State` or `@Query` in
/// your `DynamicProperty` struct), in declaration order, as SwiftUI does.
public protocol DynamicProperty {}

/// A dynamic property that needs storage or values from its view's node.
package protocol InstallableProperty {
    /// Connects the property to the node that owns the view.
    @MainActor func install(in node: ViewNode, index: Int, environment: EnvironmentValues)
}

/// A dynamic property declared outside the view layer (SwiftData's
/// `Query`): it reads the environment and observes objects through its
/// ``DynamicPropertySlot``.
package protocol ExternalDynamicProperty {
    /// Connects the property to its view's slot.
    @MainActor func install(in slot: DynamicPropertySlot, environment: EnvironmentValues)
}

/// A dynamic property's place in its view's node.
package struct DynamicPropertySlot {
    let node: ViewNode
    let index: Int

    /// Updates the view, in the transaction of the change, whenever
    /// `object` announces one (the subscription lasts while the view does,
    /// and moves when the slot observes another object).
    @MainActor package func observe<Object: ObservableObject>(_ object: Object) {
        node.subscription(at: index).observe(object, for: node)
    }
}

/// Connects the dynamic properties of views and modifiers (`@State`, `@Environment`...) to their nodes.
@MainActor
package enum DynamicProperties {
    /// Connects the dynamic properties of `value` (a view or modifier) to
    /// `node`, in declaration order, including those inside a dynamic
    /// property of the user's.
    static func install(in value: Any, node: ViewNode, environment: EnvironmentValues) {
        var index = 0
        install(in: value, node: node, environment: environment, index: &index, depth: 0)
    }

    /// Connects the dynamic properties of `value` to `node` from slot
    /// `index` on, and moves `index` past them: for values that share their
    /// view's node (a toolbar's content of the user's).
    package static func install(in value: Any, node: ViewNode, environment: EnvironmentValues, index: inout Int) {
        install(in: value, node: node, environment: environment, index: &index, depth: 0)
    }

    private static func install(in value: Any, node: ViewNode, environment: EnvironmentValues, index: inout Int, depth: Int) {
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any InstallableProperty {
                property.install(in: node, index: index, environment: environment)
                index += 1
            } else if let property = child.value as? any ExternalDynamicProperty {
                property.install(in: DynamicPropertySlot(node: node, index: index), environment: environment)
                index += 1
            } else if depth < 8, child.value is any DynamicProperty {
                install(in: child.value, node: node, environment: environment, index: &index, depth: depth + 1)
            }
        }
    }
}
