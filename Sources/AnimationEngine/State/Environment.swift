import AnimationCore

/// A property wrapper that reads a value of the view's environment.
///
/// ```swift
/// @Environment(\.animationPaused) private var paused
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    /// Creates a property that reads the environment at a key path.
    ///
    /// - Parameter keyPath: The value to read.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in the environment of the view.
    public var wrappedValue: Value {
        box.environment[keyPath: keyPath]
    }
}

extension Environment: InstallableProperty {
    package func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        box.environment = environment
    }
}

/// Where an `@Environment` property keeps the environment its view was last updated in.
package final class EnvironmentBox {
    /// The environment.
    package var environment = EnvironmentValues()

    /// The default environment, until the view is updated.
    package init() {}
}

/// An environment property is sendable where its value is, as SwiftUI's is:
/// its storage is written only on the main actor, when its view updates.
extension Environment: @unchecked Sendable where Value: Sendable {}
