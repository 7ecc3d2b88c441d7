import AnimationCore
import AnimationRuntime
import Foundation

/// The characteristics of a stroke.
///
/// Bad input: a line width that is negative or not finite strokes
/// nothing (width 0); dash lengths that are negative or not finite, or all
/// zero, make the line solid.
public struct StrokeStyle: Hashable, Sendable {
    /// The line width.
    public var lineWidth: CGFloat
    /// The ends of lines.
    public var lineCap: CGLineCap
    /// The joins between lines.
    public var lineJoin: CGLineJoin
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
    ///   - lineCap: The ends; butt when omitted.
    ///   - lineJoin: The joins; miter when omitted.
    ///   - miterLimit: The miter limit; 10 when omitted.
    ///   - dash: Dash and gap lengths; solid when omitted.
    ///   - dashPhase: The dash phase; 0 when omitted.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The line width renderers use: 0 for a negative or non-finite one.
    public var drawnLineWidth: CGFloat {
        lineWidth.isFinite ? max(lineWidth, 0) : 0
    }

    /// The dashes renderers use: empty (solid) when any length is negative
    /// or not finite, or all are zero.
    public var drawnDash: [CGFloat] {
        guard dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) else { return [] }
        return dash
    }
}

extension StrokeStyle: Animatable {
    /// Line width, miter limit and dash phase, as SwiftUI's.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
