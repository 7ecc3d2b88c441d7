import AnimationCore
import AnimationRuntime
import Foundation

/// A fixed frame around the content.
struct _FrameLayout: ViewModifier, PrimitiveModifier {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment
    func body(content: Content) -> Never { neverBody(content: content) }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let width = Self.valid(width, node: node, name: "width")
        let height = Self.valid(height, node: node, name: "height")
        let attributes = node.local { FrameAttributes() }
        func animated(_ value: CGFloat?, _ attribute: inout AnimatedValue<CGFloat>?, label: String) -> AnimatedValue<CGFloat>? {
            guard let value else { return nil }
            let animated = attribute ?? node.makeAttribute(label, initial: value)
            attribute = animated
            node.animate(animated, to: value, in: context)
            return animated
        }
        node.kind = .frame(
            width: animated(width, &attributes.width, label: "frame.width"),
            height: animated(height, &attributes.height, label: "frame.height"),
            alignment: alignment)
        node.updateChild(content, in: context)
    }

    /// A frame's animated dimensions, made when first given.
    final class FrameAttributes {
        var width: AnimatedValue<CGFloat>?
        var height: AnimatedValue<CGFloat>?
    }

    /// Frame sizes must be finite and not negative: NaN and infinities
    /// count as unspecified, negative sizes as zero, each with a warning.
    @MainActor static func valid(_ value: CGFloat?, node: ViewNode, name: String) -> CGFloat? {
        guard let value else { return nil }
        guard value.isFinite else {
            node.graph.warn("Invalid frame dimension (\(name) \(value)): treated as unspecified.")
            return nil
        }
        guard value >= 0 else {
            node.graph.warn("Invalid frame dimension (negative \(name) \(value)): treated as zero.")
            return 0
        }
        return value
    }
}

/// Insets around the content.
struct _PaddingLayout: ViewModifier, PrimitiveModifier {
    var insets: EdgeInsets
    func body(content: Content) -> Never { neverBody(content: content) }
    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        node.kind = .padding(insets)
        node.updateChild(content, in: context)
    }
}

/// Places the content's center at a point.
struct _PositionLayout: ViewModifier, PrimitiveModifier {
    var position: CGPoint
    func body(content: Content) -> Never { neverBody(content: content) }
    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        node.kind = .position(node.animatedAttribute("position", to: position, in: context))
        node.updateChild(content, in: context)
    }
}

extension View {
    /// Gives the view a fixed size in one or both dimensions.
    ///
    /// The sizes animate. NaN or infinite sizes count as unspecified and
    /// negative sizes as zero, with a warning (SwiftUI logs "Invalid frame
    /// dimension" for both).
    ///
    /// - Parameters:
    ///   - width: The width, or `nil` to use the content's.
    ///   - height: The height, or `nil` to use the content's.
    ///   - alignment: Where the content sits in the frame; centered by
    ///     default.
    /// - Returns: The framed view.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Adds insets around the view.
    ///
    /// - Parameter insets: The insets.
    /// - Returns: The padded view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(insets: insets))
    }

    /// Adds the same inset on every side.
    ///
    /// - Parameter length: The inset; 16 when omitted.
    /// - Returns: The padded view.
    public func padding(_ length: CGFloat) -> some View {
        padding(EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// Adds insets on some edges.
    ///
    /// - Parameters:
    ///   - edges: The edges; all by default.
    ///   - length: The inset; 16 when `nil`.
    /// - Returns: The padded view.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let inset = length ?? 16
        return padding(EdgeInsets(
            top: edges.contains(.top) ? inset : 0, leading: edges.contains(.leading) ? inset : 0,
            bottom: edges.contains(.bottom) ? inset : 0, trailing: edges.contains(.trailing) ? inset : 0))
    }

    /// Places the view's center at a point of its parent's space; the view
    /// takes all the space it is offered.
    ///
    /// - Parameter position: The point.
    /// - Returns: The placed view.
    public func position(_ position: CGPoint) -> some View {
        modifier(_PositionLayout(position: position))
    }

    /// Places the view's center at a point of its parent's space.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate.
    ///   - y: The vertical coordinate.
    /// - Returns: The placed view.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
