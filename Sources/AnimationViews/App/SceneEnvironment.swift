import AnimationCore
import Combine
import Foundation
import Observation

extension Scene {
    /// Sets an environment value for the scene's views, as SwiftUI's
    /// `environment(_:_:)` on a scene does: every view of the window sees
    /// it.
    ///
    /// - Parameters:
    ///   - keyPath: The value's key path in `EnvironmentValues`.
    ///   - value: The value.
    /// - Returns: The scene whose views see the value.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        EnvironmentValueScene(base: self, keyPath: keyPath, value: value)
    }

    /// Supplies an observable object to the scene's views, as SwiftUI's
    /// `environmentObject(_:)` on a scene does (`@EnvironmentObject` reads
    /// it).
    ///
    /// - Parameter object: The object.
    /// - Returns: The scene whose views can read the object.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        EnvironmentObjectScene(base: self, object: object)
    }

    /// Places an `@Observable` object in the scene's environment, as
    /// SwiftUI's `environment(_:)` on a scene does (`@Environment(Type.self)`
    /// reads it).
    ///
    /// - Parameter object: The object, or `nil`.
    /// - Returns: The scene whose views can read the object.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        ObservableEnvironmentScene(base: self, object: object)
    }
}

extension AppScenes {
    /// Collects `base`, then changes the window content it brought (the
    /// first window group found inside it), if any.
    @MainActor
    mutating func collect(_ base: some Scene, changingWindow change: (any View) -> any View) {
        let hadWindow = windowContent != nil
        base.collect(into: &self)
        if !hadWindow, let content = windowContent { windowContent = change(content) }
    }
}

/// A scene whose window's views see an environment value.
struct EnvironmentValueScene<Base: Scene, V> {
    let base: Base
    let keyPath: WritableKeyPath<EnvironmentValues, V>
    let value: V
}

extension EnvironmentValueScene: Scene, PrimitiveScene {
    var body: Never { fatalError("EnvironmentValueScene has no body") }

    func collectPrimitive(into scenes: inout AppScenes) {
        scenes.collect(base) { AnyView($0).environment(keyPath, value) }
    }
}

/// A scene whose window's views can read an observable object.
struct EnvironmentObjectScene<Base: Scene, T: ObservableObject> {
    let base: Base
    let object: T
}

extension EnvironmentObjectScene: Scene, PrimitiveScene {
    var body: Never { fatalError("EnvironmentObjectScene has no body") }

    func collectPrimitive(into scenes: inout AppScenes) {
        scenes.collect(base) { AnyView($0).environmentObject(object) }
    }
}

/// A scene whose window's views can read an `@Observable` object.
struct ObservableEnvironmentScene<Base: Scene, T: AnyObject & Observable> {
    let base: Base
    let object: T?
}

extension ObservableEnvironmentScene: Scene, PrimitiveScene {
    var body: Never { fatalError("ObservableEnvironmentScene has no body") }

    func collectPrimitive(into scenes: inout AppScenes) {
        scenes.collect(base) { AnyView($0).environment(object) }
    }
}
