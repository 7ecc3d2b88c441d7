import AnimationCore
import Foundation

/// Moves the view in from, and out to, an offset.
public struct OffsetTransition: Sendable {
    /// The offset when the view is not shown.
    public var offset: CGSize

    /// Creates the transition.
    ///
    /// - Parameter offset: The offset when the view is not shown.
    public init(_ offset: CGSize) {
        self.offset = offset
    }
}

extension OffsetTransition: Transition {
    /// The content in place, or offset outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

extension Transition where Self == OffsetTransition {
    /// Moves the view in from, and out to, an offset.
    ///
    /// - Parameter offset: The offset when the view is not shown.
    /// - Returns: The transition.
    nonisolated public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// Moves the view in from, and out to, an offset.
    ///
    /// - Parameters:
    ///   - x: The horizontal offset when the view is not shown.
    ///   - y: The vertical offset when the view is not shown.
    /// - Returns: The transition.
    nonisolated public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}
