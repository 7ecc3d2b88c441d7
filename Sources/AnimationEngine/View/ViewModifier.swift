import AnimationCore
import AnimationRuntime

/// A modifier that you apply to a view to make a different view.
///
/// Isolated to the main actor, as in SwiftUI's current SDK.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View

    /// The content the modifier is applied to, as a view.
    typealias Content = _ViewModifier_Content<Self>

    /// Makes the modified view.
    ///
    /// - Parameter content: The view being modified.
    /// - Returns: The new view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// A modifier that the framework applies itself has no body, as in
    /// SwiftUI: calling this is a programming error.
    ///
    /// - Parameter content: The view being modified.
    /// - Returns: Never.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier and has no body") }
}

extension View {
    /// Applies a modifier.
    ///
    /// - Parameter modifier: The modifier.
    /// - Returns: The modified view.
    @inlinable
    nonisolated public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
