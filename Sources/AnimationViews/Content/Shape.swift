import AnimationCore
import AnimationRuntime
import Foundation

/// A 2D shape: a view that fills its frame with the path it returns.
///
/// A shape's ``Animatable/animatableData`` animates: declare it to animate
/// the values your path depends on (`EmptyAnimatableData` by default).
public protocol Shape: Animatable, View, Sendable {
    /// The path of the shape in a rectangle.
    ///
    /// - Parameter rect: The frame of the shape.
    /// - Returns: The outline.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self> {
        _ShapeView(shape: self, fill: ForegroundStyle(), stroke: nil)
    }

    /// The shape filled with a style.
    ///
    /// - Parameter content: The style; the foreground style when omitted.
    /// - Returns: The filled shape.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: content, stroke: nil)
    }

    /// The shape's outline, stroked.
    ///
    /// - Parameters:
    ///   - content: The style; the foreground style when omitted.
    ///   - lineWidth: The line width; 1 when omitted.
    /// - Returns: The stroked shape.
    public func stroke<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: content, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline, stroked with a style.
    ///
    /// - Parameters:
    ///   - content: The style.
    ///   - style: The stroke style.
    /// - Returns: The stroked shape.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: content, stroke: style)
    }

    /// The shape's outline, stroked with the foreground style.
    ///
    /// - Parameter style: The stroke style.
    /// - Returns: The stroked shape.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: ForegroundStyle(), stroke: style)
    }
}

/// A shape drawn with a style: the view that a shape, `fill` and `stroke`
/// make.
public struct _ShapeView<Content: Shape>: View {
    /// The shape.
    public var shape: Content
    let fill: any ShapeStyle
    let stroke: StrokeStyle?

    /// Draws the shape.
    public var body: Never { neverBody }
}

extension _ShapeView: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        let shapeData = ShapeData(shape: shape)
        let color = fill.resolveColor(in: context.environment)
        let attributes = node.local {
            ShapeAttributes(
                data: node.makeAttribute(ViewNode.displayName(of: Content.self), initial: shapeData),
                fill: node.makeAttribute("fill", initial: color))
        }
        node.animate(attributes.data, to: shapeData, in: context)
        node.animate(attributes.fill, to: color, in: context)
        let data = attributes.data
        let path: (CGRect) -> Path = { rect in data.presentation.shape.path(in: rect) }
        node.kind = .leaf(.shape(path: path, fill: attributes.fill, stroke: stroke))
        node.updateChildren([], in: context)
    }
}

/// A shape view's animated attributes: the shape's data and its color.
final class ShapeAttributes<S: Shape> {
    let data: AnimatedValue<ShapeData<S>>
    let fill: AnimatedValue<Color.Resolved>

    init(data: AnimatedValue<ShapeData<S>>, fill: AnimatedValue<Color.Resolved>) {
        self.data = data
        self.fill = fill
    }
}

/// A shape as an animatable value: its animatable data animates.
struct ShapeData<S: Shape>: Animatable {
    var shape: S

    var animatableData: S.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

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
