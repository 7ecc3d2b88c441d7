import AnimationCore
import AnimationRuntime

/// A type that represents part of your app's user interface, as in SwiftUI.
///
/// Implement ``body`` to compose other views. The headless ``ViewHost``
/// evaluates bodies, keeps each view's state across updates, animates the
/// animatable attributes that change, and draws a ``DisplayList``.
///
/// Bodies run on the main actor. Unlike SwiftUI's, the protocol itself is
/// not main-actor isolated, so that a shape's `animatableData` can satisfy
/// `Animatable` (which is not isolated) without crossing actors.
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behaviour of the view.
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    /// Views that draw themselves have no body; reading it is a programming
    /// error.
    public var body: Never {
        fatalError("Never has no body")
    }
}

/// A view that the graph draws itself instead of evaluating a body.
protocol PrimitiveView {
    /// Brings `node` up to date with this view.
    @MainActor func update(_ node: ViewNode, in context: ViewContext)
}

extension PrimitiveView {
    /// Primitive views have no body.
    var neverBody: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
