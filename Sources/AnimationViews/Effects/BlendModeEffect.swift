import AnimationCore
import Foundation

/// How a view's colors combine with the colors behind it.
///
/// The renderers use CSS's (`mix-blend-mode`) and Cairo's operators of the
/// same names; `plusDarker` and `plusLighter` are drawn as `darken` and
/// `lighten` in SVG (CSS has no such modes) and as Cairo's `add` for
/// `plusLighter`; `sourceAtop`, `destinationOver` and `destinationOut`
/// are Porter-Duff operators in PNG and, in SVG, compose with the views
/// drawn before in the same group: behind them (`destinationOver`),
/// through their alpha (`sourceAtop`) or cut out of them as a mask
/// (`destinationOut`).
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// Draws over.
    case normal
    /// Multiplies.
    case multiply
    /// Screens.
    case screen
    /// Multiplies or screens by the backdrop.
    case overlay
    /// Keeps the darker.
    case darken
    /// Keeps the lighter.
    case lighten
    /// Brightens the backdrop.
    case colorDodge
    /// Darkens the backdrop.
    case colorBurn
    /// A soft light.
    case softLight
    /// A hard light.
    case hardLight
    /// The difference.
    case difference
    /// A softer difference.
    case exclusion
    /// The hue of the view.
    case hue
    /// The saturation of the view.
    case saturation
    /// The hue and saturation of the view.
    case color
    /// The luminosity of the view.
    case luminosity
    /// Only where the backdrop is.
    case sourceAtop
    /// Behind the backdrop.
    case destinationOver
    /// Erases the backdrop.
    case destinationOut
    /// Adds, darkening.
    case plusDarker
    /// Adds, lightening.
    case plusLighter
}

/// Blends the view with what is behind it.
struct _BlendModeEffect: PrimitiveModifier, Equatable {
    var mode: BlendMode

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
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_BlendModeEffect(mode: blendMode))
    }

    /// Composites the view's contents as one layer before effects after
    /// it apply (opacity, blend modes). Every item with an effect is
    /// drawn as one layer here, so the modifier gives the view an item of
    /// its own and draws it as a layer.
    ///
    /// - Returns: The view.
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
