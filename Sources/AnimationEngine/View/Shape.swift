import AnimationCore
import AnimationRuntime
import Foundation

/// A 2D shape: a view that fills its frame with the path it returns.
///
/// A shape's ``/AnimationCore/Animatable/animatableData`` animates: declare it to animate
/// the values your path depends on (`EmptyAnimatableData` by default).
///
/// As in SwiftUI, shapes are not isolated to the main actor, although
/// ``View`` is: `path(in:)` and `animatableData` are `nonisolated`, so a
/// shape's conformance to `Animatable` needs no isolation.
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// The path of the shape in a rectangle.
    ///
    /// - Parameter rect: The frame of the shape, in the shape's own space
    ///   (its origin is the frame's top-left corner).
    /// - Returns: The outline.
    nonisolated func path(in rect: CGRect) -> Path

    /// The size of the shape's view for a proposal.
    ///
    /// - Parameter proposal: The size its parent proposes.
    /// - Returns: The size the shape takes: by default the proposal, with
    ///   10 points where a dimension is unspecified.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// The shape as drawn in an environment: the shape itself, unless it
    /// defers to the environment (as ``Shape/buttonBorder`` does). Drawn
    /// shapes, clips and content shapes resolve it before drawing.
    ///
    /// - Parameter environment: The environment where it is drawn.
    /// - Returns: The shape to draw.
    nonisolated func _resolved(in environment: EnvironmentValues) -> Self
}
