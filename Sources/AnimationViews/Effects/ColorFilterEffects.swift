import AnimationCore
import Foundation

/// Rotates the hues of the content: `hueRotation`.
struct _HueRotationEffect: DrawingEffect {
    static let label = "hueRotation"
    static let neutral = Angle.zero
    var value: Angle

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        updateEffect(node, in: context)
        node.updateChild(content, in: context)
    }

    func apply(_ value: Angle, to item: inout DisplayList.Item) {
        item.colorFilters = [.hueRotation(value.radians)]
    }
}

/// A color filter with one amount: brightness, contrast, saturation or
/// grayscale.
struct _ColorAmountEffect: DrawingEffect {
    enum Kind: UInt8 { case brightness, contrast, saturation, grayscale }
    static let label = "colorFilter"
    static let neutral: Double = 0
    var value: Double
    var kind: Kind

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        updateEffect(node, in: context)
        node.updateChild(content, in: context)
    }

    func apply(_ value: Double, to item: inout DisplayList.Item) {
        switch kind {
        case .brightness: item.colorFilters = [.brightness(value)]
        case .contrast: item.colorFilters = [.contrast(value)]
        case .saturation: item.colorFilters = [.saturation(value)]
        case .grayscale: item.colorFilters = [.grayscale(value)]
        }
    }
}

/// Multiplies the content's colors by a color: `colorMultiply`.
struct _ColorMultiplyEffect: DrawingEffect {
    static let label = "colorMultiply"
    static let neutral = Color.white.resolved
    var value: Color.Resolved
    /// The color, resolved in the view's environment (its appearance).
    var color: Color

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var resolved = self
        resolved.value = color.resolve(in: context.environment)
        resolved.updateEffect(node, in: context)
        node.updateChild(content, in: context)
    }

    func apply(_ value: Color.Resolved, to item: inout DisplayList.Item) {
        item.colorFilters = [.colorMultiply(value)]
    }
}

/// A color filter without an amount: `colorInvert`, `luminanceToAlpha`.
struct _FixedColorFilterEffect: PrimitiveModifier, Equatable {
    let filter: DisplayList.ColorFilter

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let drawing = node.ownPrimitive { FixedColorFilterDrawing(filter: filter) }
        if drawing.filter != filter {
            drawing.filter = filter
            node.invalidateDrawing()
        }
        node.updateChild(content, in: context)
    }
}

final class FixedColorFilterDrawing: NodePrimitive, NodeDrawing {
    var filter: DisplayList.ColorFilter

    init(filter: DisplayList.ColorFilter) {
        self.filter = filter
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.colorFilters = [filter]
    }
}

extension View {
    /// Rotates the hues of the view's colors; animatable.
    ///
    /// The renderers use CSS's `hue-rotate` matrix on gamma-encoded sRGB.
    ///
    /// - Parameter angle: The rotation.
    /// - Returns: The view.
    nonisolated public func hueRotation(_ angle: Angle) -> some View {
        modifier(_HueRotationEffect(value: angle))
    }

    /// Brightens the view's colors by adding an amount to each component;
    /// animatable.
    ///
    /// - Parameter amount: From -1 (black) through 0 (unchanged) to 1.
    /// - Returns: The view.
    nonisolated public func brightness(_ amount: Double) -> some View {
        modifier(_ColorAmountEffect(value: amount, kind: .brightness))
    }

    /// Scales the contrast of the view's colors around middle gray;
    /// animatable.
    ///
    /// - Parameter amount: 1 is unchanged, 0 is gray, negative values invert.
    /// - Returns: The view.
    nonisolated public func contrast(_ amount: Double) -> some View {
        modifier(_ColorAmountEffect(value: amount, kind: .contrast))
    }

    /// Scales the saturation of the view's colors; animatable.
    ///
    /// - Parameter amount: 1 is unchanged, 0 is gray; negative values are
    ///   taken as 0.
    /// - Returns: The view.
    nonisolated public func saturation(_ amount: Double) -> some View {
        modifier(_ColorAmountEffect(value: amount, kind: .saturation))
    }

    /// Takes color out of the view; animatable.
    ///
    /// - Parameter amount: 0 is unchanged, 1 is gray (clamped to `0...1`).
    /// - Returns: The view.
    nonisolated public func grayscale(_ amount: Double) -> some View {
        modifier(_ColorAmountEffect(value: amount, kind: .grayscale))
    }

    /// Multiplies the view's colors by a color; animatable.
    ///
    /// - Parameter color: The color.
    /// - Returns: The view.
    nonisolated public func colorMultiply(_ color: Color) -> some View {
        modifier(_ColorMultiplyEffect(value: color.resolved, color: color))
    }

    /// Inverts the view's colors.
    ///
    /// - Returns: The view.
    nonisolated public func colorInvert() -> some View {
        modifier(_FixedColorFilterEffect(filter: .colorInvert))
    }

    /// Adds a luminance to alpha effect to this view: each pixel becomes
    /// black, with its luminance as its alpha (light parts opaque, dark
    /// parts clear), as masks made from drawings use. The weights are
    /// SVG's (0.2125, 0.7154, 0.0721; Apple does not publish its own).
    ///
    /// - Returns: The view.
    nonisolated public func luminanceToAlpha() -> some View {
        modifier(_FixedColorFilterEffect(filter: .luminanceToAlpha))
    }
}
