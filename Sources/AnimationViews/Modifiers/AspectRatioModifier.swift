import AnimationCore
import Foundation

/// How content fits a space of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest size of the ratio inside the space.
    case fit
    /// The smallest size of the ratio that covers the space.
    case fill
}

/// Constrains the content to an aspect ratio: `aspectRatio`,
/// `scaledToFit`, `scaledToFill`.
///
/// As SwiftUI: the ratio (width over height) is the given one, or the
/// content's ideal size's; the content is offered the largest size of that
/// ratio inside the space offered (`.fit`) or the smallest covering it
/// (`.fill`); an unspecified dimension of the offer follows from the other
/// (both unspecified: the content's ideal size). A ratio that is not
/// finite and positive is the content's own.
@usableFromInline
struct _AspectRatioLayout: PrimitiveModifier, Equatable {
    var ratio: CGFloat?
    var contentMode: ContentMode

    @usableFromInline
    init(ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let layout = node.ownPrimitive { AspectRatioPrimitive(modifier: self) }
        if layout.modifier != self {
            layout.modifier = self
            node.invalidateLayout()
        }
        node.updateChild(content, in: context)
    }
}

final class AspectRatioPrimitive: NodePrimitive, NodeLayout {
    var modifier: _AspectRatioLayout

    init(modifier: _AspectRatioLayout) {
        self.modifier = modifier
    }

    /// What the content is offered.
    private func offer(_ proposal: ProposedSize, of node: ViewNode, in layout: inout LayoutPass) -> ProposedSize {
        var ratio = modifier.ratio ?? 0
        if !(ratio.isFinite && ratio > 0) {
            let ideal = layout.sizeOfChildren(of: node, ProposedSize(width: nil, height: nil), axis: nil)
            ratio = ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1
        }
        switch (proposal.width, proposal.height) {
        case (let width?, let height?):
            let fitsWidth = width / ratio <= height
            let useWidth = modifier.contentMode == .fit ? fitsWidth : !fitsWidth
            return useWidth
                ? ProposedSize(width: width, height: width / ratio)
                : ProposedSize(width: height * ratio, height: height)
        case (let width?, nil): return ProposedSize(width: width, height: width / ratio)
        case (nil, let height?): return ProposedSize(width: height * ratio, height: height)
        case (nil, nil):
            let ideal = layout.sizeOfChildren(of: node, ProposedSize(width: nil, height: nil), axis: nil)
            return ProposedSize(width: ideal.width, height: ideal.width / ratio)
        }
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        layout.sizeOfChildren(of: node, offer(proposal, of: node, in: &layout), axis: nil)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let inner = offer(proposal, of: node, in: &layout)
        let size = layout.sizeOfChildren(of: node, inner, axis: nil)
        layout.placeChildren(
            of: node, in: LayoutPass.aligned(size, in: rect, alignment: .center), proposal: inner,
            alignment: .center, axis: nil)
    }

    /// The content's explicit guides, where the modifier centers it.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        guard let child = node.soleLayoutChild else { return nil }
        let inner = offer(ProposedSize(width: size.width, height: size.height), of: node, in: &layout)
        let childSize = layout.size(child, inner)
        guard let value = layout.explicitGuide(key, of: child, size: childSize) else { return nil }
        return key.origin(of: LayoutPass.aligned(childSize, in: CGRect(origin: .zero, size: size), alignment: .center)) + value
    }
}

extension View {
    /// Constrains the view to an aspect ratio.
    ///
    /// - Parameters:
    ///   - aspectRatio: Width over height; the view's own when `nil`.
    ///   - contentMode: Fit inside or fill the space offered.
    /// - Returns: The view.
    @inlinable
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the aspect ratio of a size.
    ///
    /// - Parameters:
    ///   - aspectRatio: The size whose ratio to keep.
    ///   - contentMode: Fit inside or fill the space offered.
    /// - Returns: The view.
    @inlinable
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(ratio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode))
    }

    /// Scales the view to fit the space offered, keeping its aspect ratio.
    ///
    /// - Returns: The view.
    nonisolated public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill the space offered, keeping its aspect ratio.
    ///
    /// - Returns: The view.
    nonisolated public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}
