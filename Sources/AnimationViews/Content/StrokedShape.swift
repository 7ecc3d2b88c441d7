import AnimationCore
import Foundation

/// A shape's stroke as a shape: what `stroke(style:)` and
/// `stroke(lineWidth:)` return, as in SwiftUI (where they return
/// `some Shape`), so that it can be filled, trimmed, clipped by or
/// transformed like any shape. Its path is the outline of the stroke
/// (``AnimationEngine/Path/strokedPath(_:)``).
///
/// Drawn as it is, or filled with a style (`stroke(style:).fill(.green)`),
/// it is the base shape stroked with that style: the renderers draw the
/// stroke itself, which covers the same pixels as the filled outline. A
/// shape made from it (trimmed, rotated) fills the outline, as SwiftUI's
/// does. The base's data, then the stroke style's, animate.
public struct _StrokedShape<Content: Shape>: Shape {
    /// The stroked shape.
    public var shape: Content
    /// The stroke's style.
    public var style: StrokeStyle

    /// A shape's stroke.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - style: The stroke's style.
    nonisolated public init(shape: Content, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The outline of the stroke of the shape's path.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    /// The shape's size.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The shape's data, then the stroke style's.
    nonisolated public var animatableData: AnimatablePair<Content.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set {
            shape.animatableData = newValue.first
            style.animatableData = newValue.second
        }
    }

    /// The shape stroked with the foreground style.
    @MainActor @preconcurrency public var body: _ShapeView<Content> {
        _ShapeView(shape: shape, style: ForegroundStyle(), stroke: style)
    }

    /// The shape stroked with a style.
    ///
    /// - Parameters:
    ///   - content: The style; the foreground style when omitted.
    ///   - style: The fill rule, which does not change the stroke's pixels.
    /// - Returns: The stroked shape.
    nonisolated public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Content> {
        _ShapeView(shape: shape, style: content, stroke: self.style)
    }
}

extension Shape {
    /// The shape's stroke, a shape: drawn, it is the outline stroked with
    /// the foreground style.
    ///
    /// - Parameter lineWidth: The line width; 1 when omitted.
    /// - Returns: The stroke as a shape.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's stroke with a style, a shape: drawn, it is the outline
    /// stroked with the foreground style.
    ///
    /// - Parameter style: The stroke style.
    /// - Returns: The stroke as a shape.
    nonisolated public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }
}
