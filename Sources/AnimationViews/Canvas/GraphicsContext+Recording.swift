import AnimationCore
import Foundation

/// The items a recording context drew, read after drawing (what UIKit's
/// image renderers turn into an image).
package final class GraphicsRecording {
    fileprivate let layer = CanvasLayer()

    /// The items drawn so far, back to front, in the context's
    /// coordinates (its top-left corner is the origin).
    package var items: [DisplayList.Item] { layer.items }
}

extension GraphicsContext {
    /// A context that draws into a recording of its own, apart from any
    /// canvas or view: Core Graphics' contexts of UIKit's image renderers
    /// draw through one.
    ///
    /// Images resolve in the current host's asset catalog (the most
    /// recently made ``/AnimationEngine/ViewHost``'s; on the main thread, with its graph,
    /// as a canvas's do) and warnings go to that host; symbols drawn by
    /// tag are not available (there is no canvas to tag them in).
    ///
    /// - Parameters:
    ///   - size: The size of the drawing area.
    ///   - environment: What text and images resolve in.
    /// - Returns: The context and its recording.
    package static func recording(size: CGSize, environment: EnvironmentValues = EnvironmentValues()) -> (
        context: GraphicsContext, recording: GraphicsRecording
    ) {
        let recording = GraphicsRecording()
        let resources = CanvasResources()
        if MainActorCheck.isOnMainActor {
            // Through the graph's root node, as a canvas through its own.
            resources.owner = MainActor.assumeIsolated { CurrentHost.host?.graph.root?.weakReference }
        }
        let context = GraphicsContext(layer: recording.layer, resources: resources, origin: .zero, size: size, environment: environment)
        return (context, recording)
    }
}
