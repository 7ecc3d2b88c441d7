import AnimationCore
import AnimationRuntime
import Foundation

/// The characteristics of a stroke.
public struct StrokeStyle: Hashable, Sendable {
    /// The line width.
    public var lineWidth: CGFloat
    /// The miter limit.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps; empty for a solid line.
    public var dash: [CGFloat]
    /// Where the dash pattern starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style.
    ///
    /// - Parameters:
    ///   - lineWidth: The line width; 1 when omitted.
    ///   - miterLimit: The miter limit; 10 when omitted.
    ///   - dash: Dash and gap lengths; solid when omitted.
    ///   - dashPhase: The dash phase; 0 when omitted.
    public init(lineWidth: CGFloat = 1, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension StrokeStyle: Animatable {
    /// Line width, miter limit and dash phase.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
