import AnimationCore
import Foundation

/// A part of a shape's outline, from one fraction of its length to
/// another: what `trim(from:to:)` makes. Both fractions animate.
public struct _TrimmedShape<Base: Shape>: Shape {
    var base: Base
    var from: CGFloat
    var to: CGFloat

    /// The part of the base's path (see ``/AnimationEngine/Path/trimmedPath(from:to:)``).
    nonisolated public func path(in rect: CGRect) -> Path {
        base.path(in: rect).trimmedPath(from: from, to: to)
    }

    /// The base's size.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        base.sizeThatFits(proposal)
    }

    /// The base's data, then the two fractions.
    nonisolated public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(base.animatableData, AnimatablePair(from, to)) }
        set {
            base.animatableData = newValue.first
            from = newValue.second.first
            to = newValue.second.second
        }
    }
}

extension Shape {
    /// A part of the shape's outline, from one fraction of its length to
    /// another; animatable. Fractions are clamped to `0...1`; a start after
    /// the end (or one that is not finite) draws nothing.
    ///
    /// - Parameters:
    ///   - startFraction: Where the part starts; 0 when omitted.
    ///   - endFraction: Where it ends; 1 when omitted.
    /// - Returns: The trimmed shape.
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}
