import AnimationCore
import AnimationRuntime
import Foundation

/// A shape drawn with a style: the view that a shape, `fill` and `stroke`
/// make.
public struct _ShapeView<Content: Shape> {
    /// The shape.
    public var shape: Content
    let style: any ShapeStyle
    let stroke: StrokeStyle?
    let fillStyle: FillStyle

    nonisolated init(shape: Content, style: any ShapeStyle, stroke: StrokeStyle?, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.stroke = stroke
        self.fillStyle = fillStyle
    }

    /// Draws the shape.
    public var body: Never { neverBody }
}

extension _ShapeView: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        let shapeData = ShapeData(shape: shape._resolved(in: context.environment))
        let paint = style._resolvePaint(in: context.environment)
        let leaf = node.ownPrimitive {
            ShapeLeaf(
                data: node.makeAttribute(ViewNode.displayName(of: Content.self), initial: shapeData, role: .drawing),
                paint: PaintAttribute("fill", initial: paint, node: node), stroke: stroke, fillStyle: fillStyle)
        }
        leaf.stroke = stroke
        leaf.fillStyle = fillStyle
        node.animate(leaf.data, to: shapeData, in: context)
        leaf.paint.update(to: paint, node: node, in: context)
        // The shape's other properties may have changed its path.
        node.invalidateDrawing()
        node.removeChildren()
    }
}

/// A shape as a view: it takes the size it is offered (10 × 10 for its
/// ideal size) and draws its path in its own space (the rectangle it is
/// given starts at the origin), filled or stroked; the shape's animatable
/// data and the style animate. A gradient's unit points refer to the
/// shape's frame.
final class ShapeLeaf<S: Shape>: NodePrimitive, NodeLayout, NodeDrawing {
    let data: AnimatedValue<ShapeData<S>>
    let paint: PaintAttribute
    var stroke: StrokeStyle?
    var fillStyle: FillStyle

    init(data: AnimatedValue<ShapeData<S>>, paint: PaintAttribute, stroke: StrokeStyle?, fillStyle: FillStyle) {
        self.data = data
        self.paint = paint
        self.stroke = stroke
        self.fillStyle = fillStyle
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        data.presentation.shape.sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height))
    }

    /// A change of the shape's data redraws its path; it lays the shape out
    /// again only when the shape's size for its last proposal changes too
    /// (a shape whose `sizeThatFits` depends on its data).
    func attributeDidChange(_ role: AttributeRole, of node: ViewNode) {
        if role == .drawing, let proposal = node.layoutCache.placedProposal,
            data.presentation.shape.sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height))
                != node.frame.size
        {
            node.invalidateLayout()
        } else {
            node.invalidate(for: role)
        }
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        let rect = item.frame
        let path = data.presentation.shape.path(in: CGRect(origin: .zero, size: rect.size))
            .applying(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        item.content = .shape(path, paint: paint.paint(in: rect), stroke: stroke, eoFill: fillStyle.isEOFilled)
        item.shadow = paint.shadow
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

extension _ShapeView: View {}
