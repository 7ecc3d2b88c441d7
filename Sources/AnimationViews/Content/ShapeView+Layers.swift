import AnimationCore
import Foundation

/// A view that draws a shape, as SwiftUI's `ShapeView` (iOS 17): what
/// `fill` and `stroke` make, which can be filled and stroked again, each
/// new layer drawn over the view before it:
///
/// ```swift
/// Circle()
///     .fill(.yellow)
///     .stroke(.orange, lineWidth: 4)
/// ```
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape

    /// The shape drawn.
    nonisolated var shape: Content { get }
}

extension _ShapeView: ShapeView {}

/// A shape view with a fill drawn over it (`ShapeView.fill(_:style:)`).
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View> {
    /// The shape.
    public var shape: Content
    /// The fill's style.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle
    /// Whether the fill is antialiased (the renderers always antialias).
    public var isAntialiased: Bool
    /// The view drawn under the fill.
    public var background: Background

    nonisolated init(shape: Content, style: Style, fillStyle: FillStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
}

extension FillShapeView: ShapeView {
    /// The background, with the shape filled over it in the same frame.
    @MainActor @ViewBuilder public var body: some View {
        background.overlay { shape.fill(style, style: fillStyle) }
    }
}

/// A shape view with the shape's outline stroked over it
/// (`ShapeView.stroke(_:style:antialiased:)`).
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View> {
    /// The shape.
    public var shape: Content
    /// The stroke's style.
    public var style: Style
    /// The stroke's line.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke is antialiased (the renderers always antialias).
    public var isAntialiased: Bool
    /// The view drawn under the stroke.
    public var background: Background

    nonisolated init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
}

extension StrokeShapeView: ShapeView {
    /// The background, with the outline stroked over it in the same frame.
    @MainActor @ViewBuilder public var body: some View {
        background.overlay { shape.stroke(style, style: strokeStyle) }
    }
}

/// A shape view with the shape's outline stroked inside its frame over it
/// (`ShapeView.strokeBorder(_:style:antialiased:)`).
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View> {
    /// The shape.
    public var shape: Content
    /// The stroke's style.
    public var style: Style
    /// The stroke's line.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke is antialiased (the renderers always antialias).
    public var isAntialiased: Bool
    /// The view drawn under the stroke.
    public var background: Background

    nonisolated init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
}

extension StrokeBorderShapeView: ShapeView {
    /// The background, with the outline stroked inside the frame over it.
    @MainActor @ViewBuilder public var body: some View {
        background.overlay { shape.strokeBorder(style, style: strokeStyle) }
    }
}

extension ShapeView {
    /// Fills the shape over this view.
    ///
    /// - Parameters:
    ///   - content: The style; the foreground style when omitted.
    ///   - style: The fill rule.
    /// - Returns: The view with the fill over it.
    nonisolated public func fill<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: FillStyle = FillStyle()
    ) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, isAntialiased: true, background: self)
    }

    /// Strokes the shape's outline over this view.
    ///
    /// - Parameters:
    ///   - content: The style; the foreground style when omitted.
    ///   - style: The line.
    ///   - antialiased: Antialiasing (the renderers always antialias).
    /// - Returns: The view with the stroke over it.
    nonisolated public func stroke<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline over this view with a line width.
    ///
    /// - Parameters:
    ///   - content: The style; the foreground style when omitted.
    ///   - lineWidth: The line width; 1 when omitted.
    ///   - antialiased: Antialiasing (the renderers always antialias).
    /// - Returns: The view with the stroke over it.
    nonisolated public func stroke<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Strokes the shape's outline inside its frame over this view.
    ///
    /// - Parameters:
    ///   - content: The style; the foreground style when omitted.
    ///   - style: The line.
    ///   - antialiased: Antialiasing (the renderers always antialias).
    /// - Returns: The view with the stroke over it.
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline inside its frame over this view with a
    /// line width.
    ///
    /// - Parameters:
    ///   - content: The style; the foreground style when omitted.
    ///   - lineWidth: The line width; 1 when omitted.
    ///   - antialiased: Antialiasing (the renderers always antialias).
    /// - Returns: The view with the stroke over it.
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
