import AnimationCore
import AnimationRuntime
import Foundation

/// A fixed frame around the content: `frame(width:height:alignment:)`.
///
/// The dimensions are stored as numbers and flags, not optionals, so that
/// the modifier is plain data without padding (compared by its bytes).
///
/// Usable from inlinable code, as SwiftUI's is (see `_OpacityEffect`).
@usableFromInline
struct _FrameLayout: PrimitiveModifier, Equatable {
    private var widthValue: CGFloat
    private var heightValue: CGFloat
    private var specified: UInt64
    var alignment: Alignment

    @usableFromInline
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        widthValue = width ?? 0
        heightValue = height ?? 0
        specified = (width != nil ? 1 : 0) | (height != nil ? 2 : 0)
        self.alignment = alignment
    }

    var width: CGFloat? { specified & 1 != 0 ? widthValue : nil }
    var height: CGFloat? { specified & 2 != 0 ? heightValue : nil }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let layout = node.ownPrimitive {
            FramePrimitive(alignment: alignment)
        }
        layout.update(
            width: Self.valid(width, node: node, name: "width"), height: Self.valid(height, node: node, name: "height"),
            alignment: alignment, node: node, in: context)
        node.updateChild(content, in: context)
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

/// The layout of a frame: fixed dimensions (animated, so a change of width
/// lays out again what it affects), the content's where `nil`; the content
/// is aligned inside.
final class FramePrimitive: NodePrimitive, NodeLayout {
    private var width: AnimatedValue<CGFloat>?
    private var height: AnimatedValue<CGFloat>?
    private var hasWidth = false
    private var hasHeight = false
    private var alignment: Alignment

    init(alignment: Alignment) {
        self.alignment = alignment
    }

    func update(width: CGFloat?, height: CGFloat?, alignment: Alignment, node: ViewNode, in context: ViewContext) {
        if (width != nil) != hasWidth || (height != nil) != hasHeight || alignment != self.alignment {
            hasWidth = width != nil
            hasHeight = height != nil
            self.alignment = alignment
            node.invalidateLayout()
        }
        if let width {
            let attribute = self.width ?? node.makeAttribute("frame.width", initial: width, role: .layout)
            self.width = attribute
            node.animate(attribute, to: width, in: context)
        }
        if let height {
            let attribute = self.height ?? node.makeAttribute("frame.height", initial: height, role: .layout)
            self.height = attribute
            node.animate(attribute, to: height, in: context)
        }
    }

    private var fixedWidth: CGFloat? { hasWidth ? width?.presentation : nil }
    private var fixedHeight: CGFloat? { hasHeight ? height?.presentation : nil }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        let w = fixedWidth, h = fixedHeight
        if let w, let h { return CGSize(width: w, height: h) }  // fixed: the child does not matter
        let inner = ProposedSize(width: w ?? proposal.width, height: h ?? proposal.height)
        let child = layout.sizeOfChildren(of: node, inner, axis: nil)
        return CGSize(width: w ?? child.width, height: h ?? child.height)
    }

    /// A frame with both dimensions fixed is that size whatever it is
    /// offered.
    func sizeIgnoresProposal(of node: ViewNode) -> Bool {
        hasWidth && hasHeight && width != nil && height != nil
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let inner = ProposedSize(width: fixedWidth ?? proposal.width, height: fixedHeight ?? proposal.height)
        let size = layout.sizeOfChildren(of: node, inner, axis: nil)
        layout.placeChildren(
            of: node, in: layout.aligned(size, of: node.soleLayoutChild, in: rect, alignment: alignment),
            proposal: inner, alignment: .center, axis: nil)
    }

    /// The content's explicit guides, where the frame puts the content.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        guard let child = node.soleLayoutChild else { return nil }
        let inner = ProposedSize(width: fixedWidth ?? size.width, height: fixedHeight ?? size.height)
        let childSize = layout.size(child, inner)
        guard let value = layout.explicitGuide(key, of: child, size: childSize) else { return nil }
        let rect = layout.aligned(childSize, of: child, in: CGRect(origin: .zero, size: size), alignment: alignment)
        return key.origin(of: rect) + value
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
    @inlinable
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }
}
