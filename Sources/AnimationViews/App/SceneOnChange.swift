import AnimationCore
import Foundation

extension Scene {
    /// Runs an action when a value the scene reads changes, as SwiftUI's
    /// `onChange(of:initial:_:)` on a scene (`scenePhase` in an `App`):
    /// the window's views watch the value the scene was last built with.
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether to run the action when the window first appears.
    ///   - action: Receives the old and the new value.
    /// - Returns: The scene.
    @preconcurrency nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
    ) -> some Scene {
        ChangeScene(base: self, value: value, initial: initial, action: action)
    }

    /// Runs an action when a value the scene reads changes (see the
    /// two-value form).
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether to run the action when the window first appears.
    ///   - action: The action.
    /// - Returns: The scene.
    @preconcurrency nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some Scene {
        ChangeScene(base: self, value: value, initial: initial, action: { _, _ in action() })
    }

    /// Runs an action with the new value when a value the scene reads
    /// changes: the form of iOS 14 to 16, deprecated in iOS 17 as in
    /// SwiftUI.
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - action: Receives the new value.
    /// - Returns: The scene.
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @preconcurrency nonisolated public func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
    ) -> some Scene {
        ChangeScene(base: self, value: value, initial: false, action: { _, new in action(new) })
    }
}

/// A scene whose window's views run an action when a value changes.
struct ChangeScene<Base: Scene, V: Equatable> {
    let base: Base
    let value: V
    let initial: Bool
    let action: @MainActor (V, V) -> Void
}

extension ChangeScene: Scene, PrimitiveScene {
    var body: Never { fatalError("ChangeScene has no body") }

    func collectPrimitive(into scenes: inout AppScenes) {
        scenes.collect(base) { AnyView($0).onChange(of: value, initial: initial, action) }
    }
}
