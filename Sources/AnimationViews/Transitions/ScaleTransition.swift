import AnimationCore
import Foundation

/// Scales the view from, and to, a scale about an anchor.
public struct ScaleTransition: Sendable {
    /// The scale when the view is not shown.
    public var scale: Double
    /// The point that stays fixed.
    public var anchor: UnitPoint

    /// The scale of `.scale`: not exactly zero (as in SwiftUI), so that the
    /// transform stays invertible.
    static let vanishing = 1e-5

    /// Creates the transition.
    ///
    /// - Parameters:
    ///   - scale: The scale when the view is not shown.
    ///   - anchor: The point that stays fixed; the center by default.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
}

extension ScaleTransition: Transition {
    /// The content scaled by 1, or by `scale` outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view from (and to) nothing, about its center.
    nonisolated public static var scale: ScaleTransition { ScaleTransition(ScaleTransition.vanishing) }

    /// Scales the view from (and to) a scale.
    ///
    /// - Parameters:
    ///   - scale: The scale when the view is not shown.
    ///   - anchor: The point that stays fixed; the center by default.
    /// - Returns: The transition.
    nonisolated public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}
