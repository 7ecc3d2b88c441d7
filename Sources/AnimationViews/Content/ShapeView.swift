import AnimationCore
import AnimationRuntime
import Foundation

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
