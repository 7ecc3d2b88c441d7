import AnimationCore

/// A stored property of a view that the graph updates before the body runs:
/// ``State``, ``Binding`` and ``Environment``.
public protocol DynamicProperty {}

/// A dynamic property that needs storage or values from its view's node.
protocol InstallableProperty {
    /// Connects the property to the node that owns the view.
    @MainActor func install(in node: ViewNode, index: Int, environment: EnvironmentValues)
}

@MainActor
enum DynamicProperties {
    /// Connects the dynamic properties of `value` (a view or modifier) to
    /// `node`, in declaration order.
    static func install(in value: Any, node: ViewNode, environment: EnvironmentValues) {
        var index = 0
        for child in Mirror(reflecting: value).children {
            guard let property = child.value as? any InstallableProperty else { continue }
            property.install(in: node, index: index, environment: environment)
            index += 1
        }
    }
}
