import AnimationCore
import Foundation

/// Blends the view with what is behind it.
@usableFromInline
struct _BlendModeEffect: PrimitiveModifier, Equatable {
    var mode: BlendMode

    @usableFromInline
    init(mode: BlendMode) {
        self.mode = mode
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let drawing = node.ownPrimitive { BlendModeDrawing(mode: mode) }
        if drawing.mode != mode {
            drawing.mode = mode
            node.invalidateDrawing()
        }
        node.updateChild(content, in: context)
    }
}

final class BlendModeDrawing: NodePrimitive, NodeDrawing {
    var mode: BlendMode

    init(mode: BlendMode) {
        self.mode = mode
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.blendMode = mode
    }
}

extension View {
    /// Blends the view with what is behind it.
    ///
    /// - Parameter blendMode: The mode.
    /// - Returns: The view.
    @inlinable
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_BlendModeEffect(mode: blendMode))
    }

    /// Composites the view's contents as one layer before effects after
    /// it apply (opacity, blend modes). Every item with an effect is
    /// drawn as one layer here, so the modifier gives the view an item of
    /// its own and draws it as a layer.
    ///
    /// - Returns: The view.
    @inlinable
    nonisolated public func compositingGroup() -> some View {
        modifier(_BlendModeEffect(mode: .normal))
    }

    /// Draws the view's contents into an offscreen layer before effects
    /// after it apply. Both renderers draw vectors; the layer is the same
    /// as ``compositingGroup()``'s.
    ///
    /// - Parameters:
    ///   - opaque: Whether the layer is opaque (ignored: layers keep their
    ///     transparency).
    ///   - colorMode: The layer's color depth (ignored).
    /// - Returns: The view.
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }
}

/// The color depth of an offscreen layer.
public enum ColorRenderingMode: Hashable, Sendable {
    /// sRGB, gamma-encoded.
    case nonLinear
    /// sRGB, linear.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}
