import AnimationCore
import AnimationRuntime

/// A type that represents part of your app's user interface, as in SwiftUI.
///
/// Implement ``body`` to compose other views. The headless ``ViewHost``
/// evaluates bodies, keeps each view's state across updates, animates the
/// animatable attributes that change, and draws a ``DisplayList``.
///
/// As in SwiftUI's current SDK, the protocol is isolated to the main actor
/// (`@MainActor @preconcurrency`): a view's methods may write its `@State`,
/// and closures written in a body (actions, `Task`s) run on the main actor.
/// Shapes are not isolated (see ``Shape``).
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behaviour of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    /// Views that draw themselves have no body; reading it is a programming
    /// error.
    public var body: Never {
        fatalError("Never has no body")
    }
}
