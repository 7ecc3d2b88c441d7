import AnimationCore
import Foundation

/// A flexible frame: `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// As SwiftUI documents it, per dimension: the child is offered the
/// frame's proposal clamped to the constraints (the ideal dimension where
/// the proposal is unspecified). With neither a minimum nor a maximum, the
/// frame takes the child's size; with both, the proposal clamped to them.
/// Otherwise: a proposal smaller than the child, with a minimum, gives the
/// proposal raised to the minimum; a proposal larger than the child, with
/// a maximum, gives the proposal limited to the maximum (so
/// `maxWidth: .infinity` takes the width offered); else the child's size,
/// clamped to the constraints. The child is aligned in the frame.
///
/// Bad input: negative minimums are 0; an ideal below the minimum, or a
/// maximum below the ideal, is raised to it (SwiftUI's order); NaN bounds
/// are ignored.
struct _FlexFrameLayout: PrimitiveModifier, Equatable {
    var width: Bounds
    var height: Bounds
    var alignment: Alignment

    /// One dimension's constraints (infinities allowed; NaN is none).
    struct Bounds: Equatable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let min = min.flatMap { $0.isNaN ? nil : Swift.max($0, 0) }
            var ideal = ideal.flatMap { $0.isNaN ? nil : $0 }
            if let low = min, let value = ideal, value < low { ideal = low }
            var max = max.flatMap { $0.isNaN ? nil : $0 }
            if let value = max, let floor = ideal ?? min, value < floor { max = floor }
            self.min = min
            self.ideal = ideal
            self.max = max
        }

        /// What the child is offered.
        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            guard let proposed else { return ideal }
            return Swift.min(Swift.max(proposed, min ?? -.infinity), max ?? .infinity)
        }

        /// The frame's size from the proposal and the child's size.
        func size(proposed: CGFloat?, child: CGFloat) -> CGFloat {
            guard min != nil || max != nil else { return child }
            let proposal = proposed ?? ideal
            if let low = min, let high = max {
                return Swift.min(Swift.max(proposal ?? child, low), high)
            }
            if let proposal {
                if let low = min, proposal < child { return Swift.max(proposal, low) }
                if let high = max, proposal > child { return Swift.min(proposal, high) }
            }
            return Swift.min(Swift.max(child, min ?? -.infinity), max ?? .infinity)
        }
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let layout = node.ownPrimitive { FlexFramePrimitive(frame: self) }
        if layout.frame != self {
            layout.frame = self
            node.invalidateLayout()
        }
        node.updateChild(content, in: context)
    }
}

/// The node of a flexible frame.
final class FlexFramePrimitive: NodePrimitive, NodeLayout {
    var frame: _FlexFrameLayout

    init(frame: _FlexFrameLayout) {
        self.frame = frame
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: frame.width.childProposal(proposal.width), height: frame.height.childProposal(proposal.height))
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        let child = layout.sizeOfChildren(of: node, childProposal(proposal), axis: nil)
        return CGSize(
            width: frame.width.size(proposed: proposal.width, child: child.width),
            height: frame.height.size(proposed: proposal.height, child: child.height))
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let inner = childProposal(proposal)
        let size = layout.sizeOfChildren(of: node, inner, axis: nil)
        layout.placeChildren(
            of: node, in: layout.aligned(size, of: node.soleLayoutChild, in: rect, alignment: frame.alignment),
            proposal: inner, alignment: .center, axis: nil)
    }

    /// The content's explicit guides, where the frame puts the content.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        guard let child = node.soleLayoutChild else { return nil }
        let inner = childProposal(ProposedSize(width: size.width, height: size.height))
        let childSize = layout.size(child, inner)
        guard let value = layout.explicitGuide(key, of: child, size: childSize) else { return nil }
        let rect = layout.aligned(childSize, of: child, in: CGRect(origin: .zero, size: size), alignment: frame.alignment)
        return key.origin(of: rect) + value
    }
}

extension View {
    /// Gives the view a flexible frame: minimum, ideal and maximum
    /// dimensions (see `_FlexFrameLayout` for the rules, SwiftUI's).
    /// `maxWidth: .infinity` takes all the width offered.
    ///
    /// - Parameters:
    ///   - minWidth: The smallest width.
    ///   - idealWidth: The width when the proposal has none.
    ///   - maxWidth: The largest width.
    ///   - minHeight: The smallest height.
    ///   - idealHeight: The height when the proposal has none.
    ///   - maxHeight: The largest height.
    ///   - alignment: Where the content sits; centered by default.
    /// - Returns: The framed view.
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        modifier(
            _FlexFrameLayout(
                width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                height: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment))
    }
}
