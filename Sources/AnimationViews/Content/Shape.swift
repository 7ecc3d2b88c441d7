import AnimationCore
import Foundation

extension Shape {
    /// The shape itself: most shapes do not depend on the environment.
    nonisolated public func _resolved(in environment: EnvironmentValues) -> Self { self }

    /// The proposal, with 10 points where a dimension is unspecified.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The shape filled with the foreground style.
    @MainActor @preconcurrency public var body: _ShapeView<Self> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: nil)
    }

    /// The shape filled with a style.
    ///
    /// - Parameters:
    ///   - content: The style; the foreground style when omitted.
    ///   - style: The fill rule; non-zero winding when omitted.
    /// - Returns: The filled shape.
    nonisolated public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content, stroke: nil, fillStyle: style)
    }

    /// The shape's outline, stroked with a style (`stroke(lineWidth:)`,
    /// without one, is a shape: StrokedShape.swift).
    ///
    /// - Parameters:
    ///   - content: The style.
    ///   - lineWidth: The line width; 1 when omitted.
    ///   - antialiased: Antialiasing; the renderers always antialias.
    /// - Returns: The stroked shape.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline, stroked with a style.
    ///
    /// - Parameters:
    ///   - content: The style.
    ///   - style: The stroke style.
    ///   - antialiased: Antialiasing; the renderers always antialias.
    /// - Returns: The stroked shape.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content, stroke: style)
    }
}
