import AnimationCore
import AnimationRuntime
import Foundation

/// Clips the content to a shape in its frame; the shape's animatable data
/// animates, as in SwiftUI.
@usableFromInline
struct _ClipEffect<S: Shape>: PrimitiveModifier {
    var shape: S
    var style: FillStyle

    @usableFromInline
    init(shape: S, style: FillStyle) {
        self.shape = shape
        self.style = style
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let data = ShapeData(shape: shape._resolved(in: context.environment))
        let drawing = node.ownPrimitive {
            ClipDrawing(data: node.makeAttribute("clipShape", initial: data, role: .drawing), eoFill: style.isEOFilled)
        }
        drawing.eoFill = style.isEOFilled
        node.animate(drawing.data, to: data, in: context)
        node.invalidateDrawing()
        node.updateChild(content, in: context)
    }
}

/// The node of a clip: an item, clipped to the shape's path in its frame.
final class ClipDrawing<S: Shape>: NodePrimitive, NodeDrawing {
    let data: AnimatedValue<ShapeData<S>>
    var eoFill: Bool

    init(data: AnimatedValue<ShapeData<S>>, eoFill: Bool) {
        self.data = data
        self.eoFill = eoFill
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        let rect = item.frame
        let path = data.presentation.shape.path(in: CGRect(origin: .zero, size: rect.size))
            .applying(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        item.clip = DisplayList.Clip(path: path, eoFill: eoFill)
    }
}

extension View {
    /// Clips the view to a shape in its frame.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - style: The fill rule; non-zero winding when omitted.
    /// - Returns: The view.
    @inlinable
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipEffect(shape: shape, style: style))
    }

    /// Clips the view to its frame.
    ///
    /// - Parameter antialiased: Antialiasing (the renderers always
    ///   antialias).
    /// - Returns: The view.
    @inlinable
    nonisolated public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }

    /// Clips the view to its frame with rounded corners.
    ///
    /// - Parameters:
    ///   - radius: The corner radius.
    ///   - antialiased: Antialiasing (the renderers always antialias).
    /// - Returns: The view.
    @inlinable
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}
