/// Builds scenes from a block, as in SwiftUI: an app's ``App/body`` and a
/// scene's ``Scene/body``.
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// Several scenes.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(repeat each content)
    }
}

/// Several scenes, as a block of a ``SceneBuilder`` builds them.
public struct TupleScene<each Content: Scene> {
    let scenes: (repeat each Content)

    /// Creates the scenes.
    ///
    /// - Parameter scenes: The scenes, in order.
    nonisolated public init(_ scenes: repeat each Content) {
        self.scenes = (repeat each scenes)
    }
}

extension TupleScene: Scene, PrimitiveScene {
    /// Several scenes are a primitive scene.
    public var body: Never { fatalError("TupleScene has no body") }

    func collectPrimitive(into scenes: inout AppScenes) {
        for scene in repeat each self.scenes {
            scene.collect(into: &scenes)
        }
    }
}
